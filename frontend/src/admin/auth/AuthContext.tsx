import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { adminRequest, setUnauthorizedHandler } from '../api/client';
import { accountOf, dropAccountKept } from '../ui/keptWork';
import { refusedLogin, type LoginOutcome } from './loginOutcome';
import { clearToken, readToken, storeToken } from './token';

type Status = 'checking' | 'anonymous' | 'signed-in';

/** What the login form sends: the second step's `code` only once the server has asked for it. */
export interface Credentials {
  username: string;
  password: string;
  code?: string;
}

interface Auth {
  status: Status;
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
    fetch('/api/auth', { headers: { Authorization: `Bearer ${token}` } })
      .then((response) => {
        if (response.ok) setStatus('signed-in');
        else {
          clearToken();
          setStatus('anonymous');
        }
      })
      .catch(() => {
        clearToken();
        setStatus('anonymous');
      });
  }, []);

  const login = useCallback(async (credentials: Credentials): Promise<LoginOutcome> => {
    const response = await fetch('/api/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (!response.ok) return refusedLogin(response.status, await response.json().catch(() => null));
    storeToken(await response.text());
    setStatus('signed-in');
    return 'signed-in';
  }, []);

  const logout = useCallback(() => {
    // The server ends the token too; the page signs out whatever it answers.
    const token = readToken();
    if (token) void fetch('/api/auth', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }).catch(() => {});
    signOut(token);
    setStatus('anonymous');
  }, []);

  const logoutEverywhere = useCallback(async () => {
    await adminRequest('DELETE', '/api/auth/sessions');
    signOut(readToken());
    setStatus('anonymous');
  }, []);

  const value = useMemo(() => ({ status, login, logout, logoutEverywhere }), [status, login, logout, logoutEverywhere]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
