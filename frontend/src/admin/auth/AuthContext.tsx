import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '../api/client';
import { clearToken, readToken, storeToken } from './token';

type Status = 'checking' | 'anonymous' | 'signed-in';

interface Auth {
  status: Status;
  /** Resolves true when the credentials were accepted. */
  login(username: string, password: string): Promise<boolean>;
  logout(): void;
}

const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}

/** A stored token is verified once on load; an invalid one is dropped silently (SPEC.md section 4). */
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

  const login = useCallback(async (username: string, password: string) => {
    const response = await fetch('/api/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) return false;
    storeToken(await response.text());
    setStatus('signed-in');
    return true;
  }, []);

  const logout = useCallback(() => {
    // The server ends the token too; the page signs out whatever it answers.
    const token = readToken();
    if (token) void fetch('/api/auth', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }).catch(() => {});
    clearToken();
    setStatus('anonymous');
  }, []);

  const value = useMemo(() => ({ status, login, logout }), [status, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
