import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sessionApi, type Credentials } from '../api/account';
import { setUnauthorizedHandler } from '../api/client';
import { accountOf, dropAccountKept } from '../ui/keptWork';
import { refusedLogin, type LoginOutcome } from './loginOutcome';
import { clearToken, readToken, storeToken } from './token';

type Status = 'checking' | 'anonymous' | 'signed-in';

interface Auth {
  status: Status;
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

  useEffect(() => {
    setUnauthorizedHandler(() => setStatus('anonymous'));
    const token = readToken();
    if (!token) return;
    void sessionApi.check(token).then((valid) => {
      if (!valid) clearToken();
      setStatus(valid ? 'signed-in' : 'anonymous');
    });
  }, []);

  const login = useCallback(async (credentials: Credentials): Promise<LoginOutcome> => {
    const answer = await sessionApi.logIn(credentials);
    if (!('token' in answer)) return refusedLogin(answer.status, answer.refusal);
    storeToken(answer.token);
    setStatus('signed-in');
    return 'signed-in';
  }, []);

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

  const value = useMemo(() => ({ status, login, logout, logoutEverywhere }), [status, login, logout, logoutEverywhere]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
