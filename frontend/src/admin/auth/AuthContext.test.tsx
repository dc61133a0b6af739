// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { adminGet } from '../api/client';
import { newsApi } from '../api/news';
import { keptKey, readKept, writeKept } from '../ui/keptWork';
import { AuthProvider, useAuth } from './AuthContext';
import { TOKEN_KEY, readToken } from './token';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A token of the form Strapi issues, of account 7. */
const TOKEN = `header.${btoa(JSON.stringify({ id: 7 })).replace(/=+$/, '')}.signature`;
const MINE = keptKey('7', 'news:new');
const THEIRS = keptKey('8', 'news:new');
/** What the token check answers of account 7. */
const ACCOUNT = { username: 'editor7', role: 'editor', menuGroups: [], twoFactorSetupNeeded: false };

/** The gateway as the provider meets it: every call answers `status` (the contract suite checks the real one). */
const answering = (status: number) => {
  globalThis.fetch = () => Promise.resolve(new Response(status === 200 ? JSON.stringify({ content: ACCOUNT }) : null, { status }));
};

/** Signs account 7 in with work kept by it and by account 8, and hands back the provider's auth. */
async function signedIn() {
  localStorage.setItem(TOKEN_KEY, TOKEN);
  writeKept(MINE, { titleUz: 'mine' });
  writeKept(THEIRS, { titleUz: 'theirs' });
  const auth: { current: ReturnType<typeof useAuth> | null } = { current: null };
  function Probe() {
    auth.current = useAuth();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  unmount = () => root.unmount();
  await act(async () =>
    root.render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    ),
  );
  expect(auth.current!.status).toBe('signed-in');
  return auth as { current: ReturnType<typeof useAuth> };
}

const realFetch = globalThis.fetch;
let unmount = () => {};
beforeEach(() => {
  localStorage.clear();
  answering(200);
});
afterEach(() => {
  act(() => unmount());
  globalThis.fetch = realFetch;
  localStorage.clear();
});

test("logging out drops the account's kept work, and only its own", async () => {
  const auth = await signedIn();
  act(() => auth.current.logout());
  expect(auth.current.status).toBe('anonymous');
  expect(readToken()).toBeNull();
  expect(readKept(MINE)).toBeNull();
  expect(readKept(THEIRS)?.form).toEqual({ titleUz: 'theirs' });
});

test('so does logging out everywhere', async () => {
  const auth = await signedIn();
  await act(() => auth.current.logoutEverywhere());
  expect(auth.current.status).toBe('anonymous');
  expect(readKept(MINE)).toBeNull();
  expect(readKept(THEIRS)).not.toBeNull();
});

test('a session that ends by itself (a 401) keeps the work, to offer it back at the next login', async () => {
  const auth = await signedIn();
  answering(401);
  await act(() => adminGet(newsApi.page(0)).catch(() => undefined));
  expect(auth.current.status).toBe('anonymous');
  expect(readToken()).toBeNull();
  expect(readKept(MINE)?.form).toEqual({ titleUz: 'mine' });
});

test("the signed-in account's role says what the admin offers it", async () => {
  const auth = await signedIn();
  expect(auth.current.account?.username).toBe('editor7');
  expect(auth.current.can('content.manage')).toBe(true);
  expect(auth.current.can('team')).toBe(false);
  expect(auth.current.can('settings')).toBe(false);
});
