// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test } from 'vitest';
import { TOKEN_KEY, readToken } from '../auth/token';
import { adminFile, adminGet, rotateToken, setUnauthorizedHandler } from './client';

let signedOut = 0;
/** The Authorization header of each call the admin made, by path. */
let seen: { path: string; token: string | null }[] = [];
/** Resolves the password change's answer when the test says so. */
let answerPasswordChange: () => void = () => {};

beforeEach(() => {
  signedOut = 0;
  seen = [];
  localStorage.setItem(TOKEN_KEY, 'old');
  setUnauthorizedHandler(() => signedOut++);
  // The gateway as a password change meets it: the old token is refused from the moment the change is made, and
  // the change's own answer, with the new token, comes later.
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? null;
    seen.push({ path, token });
    if (path === '/api/auth/password')
      return new Promise((resolve) => {
        answerPasswordChange = () => resolve(Response.json({ content: { token: 'new' } }));
      });
    if (token !== 'new') return Promise.resolve(new Response(null, { status: 401 }));
    return Promise.resolve(Response.json({ content: 'the list' }));
  };
});

afterEach(() => localStorage.clear());

test('a call refused with the old token while a password change runs waits for the new token, and is made again with it', async () => {
  const change = rotateToken('PUT', '/api/auth/password', { currentPassword: 'a', password: 'b' });
  const list = adminGet<string>('/api/v1/blog');
  // The list's 401 has arrived; the change's answer has not.
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(signedOut).toBe(0);
  answerPasswordChange();
  await change;
  expect(await list).toBe('the list');
  expect(readToken()).toBe('new');
  expect(signedOut).toBe(0);
  expect(seen.filter((call) => call.path === '/api/v1/blog').map((call) => call.token)).toEqual(['old', 'new']);
});

test('without a password change under way, a 401 signs the editor out', async () => {
  await expect(adminGet('/api/v1/blog')).rejects.toMatchObject({ status: 401 });
  expect(signedOut).toBe(1);
  expect(readToken()).toBeNull();
});

test('a file is read with the token, its refusal thrown with its code as any call', async () => {
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    // The admin's calls name their path as a string.
    const path = input as string;
    seen.push({ path, token: new Headers(init?.headers).get('Authorization') });
    return Promise.resolve(
      path.endsWith('/export')
        ? Response.json({ code: 'APPEAL_ERASED', message: 'Erased' }, { status: 410 })
        : new Response('a,b\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    );
  };
  expect(await (await adminFile('/api/v1/appeals/statistics.csv?year=2026')).text()).toBe('a,b\r\n');
  await expect(adminFile('/api/v1/appeals/2026-00001/export')).rejects.toMatchObject({ status: 410, code: 'APPEAL_ERASED' });
  expect(seen.map((call) => call.token)).toEqual(['Bearer old', 'Bearer old']);
  expect(signedOut).toBe(0);
});

test('a file refused for the session (401) signs the editor out, as any call', async () => {
  await expect(adminFile('/api/v1/appeals/2026-00001/files/0')).rejects.toMatchObject({ status: 401 });
  expect(signedOut).toBe(1);
  expect(readToken()).toBeNull();
});
