// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { UiLangProvider, useUiLang, type UiLanguage } from './useUiLang';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KEY = 'lyceum-admin-ui-lang';
let unmount = () => {};

/** Mounts the provider as the admin shell does, and hands back what its screens read. */
async function mounted() {
  const seen: { current: UiLanguage | null } = { current: null };
  function Probe() {
    seen.current = useUiLang();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  unmount = () => act(() => root.unmount());
  await act(async () =>
    root.render(
      <UiLangProvider>
        <Probe />
      </UiLangProvider>,
    ),
  );
  return seen;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'uz';
});
afterEach(() => unmount());

test('Uzbek until the admin chooses; the choice is every screen’s, remembered, and the page’s language', async () => {
  const ui = await mounted();
  expect(ui.current?.lang).toBe('uz');
  expect(ui.current?.t.list.next).toBe('Keyingi');

  await act(async () => ui.current?.choose('ru'));
  expect(ui.current?.lang).toBe('ru');
  expect(ui.current?.t.list.next).toBe('Далее');
  expect(localStorage.getItem(KEY)).toBe('ru');
  expect(document.documentElement.lang).toBe('ru');

  unmount();
  expect(document.documentElement.lang).toBe('uz');
  expect((await mounted()).current?.lang).toBe('ru');
});

test('a stored value that is no language is Uzbek', async () => {
  localStorage.setItem(KEY, 'de');
  expect((await mounted()).current?.lang).toBe('uz');
});
