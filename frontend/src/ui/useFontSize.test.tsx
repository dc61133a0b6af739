// @vitest-environment jsdom
// The bundle runs on Preact (vite.config.ts): the hook is tested on that runtime, with its act().
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { beforeEach, expect, test } from 'vitest';
import { FONT_SIZE_KEY } from '../lib/fontSize';
import { useFontSize } from './useFontSize';

/** Renders the hook in a real React root and hands back its latest value. */
function renderFontSize() {
  const result: { current: ReturnType<typeof useFontSize> | null } = { current: null };
  function Probe() {
    result.current = useFontSize();
    return null;
  }
  act(() => createRoot(document.createElement('div')).render(<Probe />));
  return result as { current: ReturnType<typeof useFontSize> };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.style.fontSize = '';
});

test('applies the size to <html>, keeps it in storage, and stops at the limits', () => {
  const result = renderFontSize();
  expect(document.documentElement.style.fontSize).toBe('16px');
  act(() => result.current.larger());
  act(() => result.current.larger());
  act(() => result.current.larger());
  expect(result.current.size).toBe(20);
  expect(result.current.canGrow).toBe(false);
  expect(document.documentElement.style.fontSize).toBe('20px');
  expect(localStorage.getItem(FONT_SIZE_KEY)).toBe('20');
  act(() => result.current.smaller());
  expect(document.documentElement.style.fontSize).toBe('18px');
});

test('starts from the stored size', () => {
  localStorage.setItem(FONT_SIZE_KEY, '14');
  const result = renderFontSize();
  expect(result.current.size).toBe(14);
  expect(result.current.canShrink).toBe(false);
});
