import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { can as roleCan, type Permission } from '@lyceum/contract/roles';
import { sessionApi, type Credentials, type SignedInAccount } from '../api/account';
import { setUnauthorizedHandler } from '../api/client';
import { accountOf, dropAccountKept } from '../ui/keptWork';
import { refusedLogin, type LoginOutcome } from './loginOutcome';
import { clearToken, readToken, storeToken } from './token';

type Status = 'checking' | 'anonymous' | 'signed-in';

interface Auth {
  status: Status;
  /** Who is signed in, with their role and (an author's) menu groups; null until then. */
  account: SignedInAccount | null;
  /** Whether the signed-in role has the permission (the server checks it again on every call). */
  can: (permission: Permission) => boolean;
  /** Signs in with a token got otherwise than by a login (an invitation's link). */
  signInWith: (token: string) => Promise<void>;
  /** Reads the signed-in account again (two-factor login turned on or off changes what a role may open). */
  refreshAccount: () => Promise<void>;
  /** The second step's `code` is sent only once the server has asked for it. */
  login: (credentials: Credentials) => Promise<LoginOutcome>;
  logout: () => void;
  /** Ends every session of the account on the server, this one too; rejects (still signed in) when the server did not. */
  logoutEverywhere: () => Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}

/**
 * An explicit logout (here or everywhere) forgets the token and the account's kept wizard work. A session that merely
 * ended (a 401, an expired token) keeps the work, to offer it back at the next login of the same account.
 */
function signOut(token: string | null) {
  const account = accountOf(token);
  if (account) dropAccountKept(account);
  clearToken();
}

/** A stored token is verified once on load; an invalid one is dropped silently, with no error shown. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Status>(() => (readToken() ? 'checking' : 'anonymous'));
  const [account, setAccount] = useState<SignedInAccount | null>(null);

  /** The token's account, or signed out where the token is no longer good (or, `unreached`, the server cannot say). */
  const adopt = useCallback(async (token: string, unreached: SignedInAccount | null = null) => {
    const checked = await sessionApi.check(token).catch(() => unreached);
    if (!checked) clearToken();
    setAccount(checked);
    setStatus(checked ? 'signed-in' : 'anonymous');
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(() => setStatus('anonymous'));
    const token = readToken();
    if (token) void adopt(token);
  }, [adopt]);

  const signInWith = useCallback(
    async (token: string) => {
      storeToken(token);
      await adopt(token);
    },
    [adopt],
  );

  // A server not reached keeps the account as it is: the session goes on.
  const refreshAccount = useCallback(async () => {
    const token = readToken();
    if (token) await adopt(token, account);
  }, [adopt, account]);

  const login = useCallback(
    async (credentials: Credentials): Promise<LoginOutcome> => {
      const answer = await sessionApi.logIn(credentials);
      if (!('token' in answer)) return refusedLogin(answer.status, answer.refusal);
      await signInWith(answer.token);
      return 'signed-in';
    },
    [signInWith],
  );

  const logout = useCallback(() => {
    const token = readToken();
    if (token) sessionApi.logOut(token);
    signOut(token);
    setStatus('anonymous');
  }, []);

  const logoutEverywhere = useCallback(async () => {
    await sessionApi.logOutEverywhere();
    signOut(readToken());
    setStatus('anonymous');
  }, []);

  // A role that requires two-factor login opens only the account's own screen until it is on (as the server answers).
  const can = useCallback(
    (permission: Permission) =>
      account !== null && roleCan(account.role, permission) && (permission === 'account' || !account.twoFactorSetupNeeded),
    [account],
  );
  const value = useMemo(
    () => ({ status, account, can, signInWith, refreshAccount, login, logout, logoutEverywhere }),
    [status, account, can, signInWith, refreshAccount, login, logout, logoutEverywhere],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
