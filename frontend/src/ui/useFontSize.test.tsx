// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, expect, test } from 'vitest';
import { FONT_SIZE_KEY } from '../lib/fontSize';
import { useFontSize } from './useFontSize';

// Tells React that updates are wrapped in act(), which flushes renders and effects before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type FontSize = ReturnType<typeof useFontSize>;

/** Renders the hook (with A- / A+ as TopBar does) and hands back its latest value and every value it rendered. */
function probe() {
  const result: { current: FontSize | null; renders: FontSize[] } = { current: null, renders: [] };
  function Probe() {
    const font = useFontSize();
    result.current = font;
    result.renders.push(font);
    return (
      <>
        <button type="button" onClick={font.smaller} disabled={!font.canShrink}>
          A-
        </button>
        <button type="button" onClick={font.larger} disabled={!font.canGrow}>
          A+
        </button>
      </>
    );
  }
  return { Probe, result: result as { current: FontSize; renders: FontSize[] } };
}

function renderFontSize() {
  const { Probe, result } = probe();
  act(() => createRoot(document.createElement('div')).render(<Probe />));
  return result;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.style.fontSize = '';
});

test('applies the size to <html>, keeps it in storage, and stops at the limits', () => {
  const result = renderFontSize();
  expect(result.current.size).toBe(16);
  act(() => result.current.larger());
  expect(document.documentElement.style.fontSize).toBe('18px');
  act(() => result.current.larger());
  act(() => result.current.larger());
  expect(result.current.size).toBe(20);
  expect(result.current.canGrow).toBe(false);
  expect(document.documentElement.style.fontSize).toBe('20px');
  expect(localStorage.getItem(FONT_SIZE_KEY)).toBe('20');
  act(() => result.current.smaller());
  expect(document.documentElement.style.fontSize).toBe('18px');
  expect(localStorage.getItem(FONT_SIZE_KEY)).toBe('18');
});

test('starts from the stored size once mounted, and steps from it', () => {
  localStorage.setItem(FONT_SIZE_KEY, '14');
  const result = renderFontSize();
  // The first render is the server's (no storage there); the stored size comes from the mount effect.
  expect(result.renders[0].size).toBe(16);
  expect(result.current.size).toBe(14);
  expect(result.current.canShrink).toBe(false);
  act(() => result.current.larger());
  expect(result.current.size).toBe(16);
  expect(localStorage.getItem(FONT_SIZE_KEY)).toBe('16');
});

test('mounting writes nothing: neither the stored size nor <html> (set by the inline script) is touched', () => {
  localStorage.setItem(FONT_SIZE_KEY, '20');
  document.documentElement.style.fontSize = '20px';
  const result = renderFontSize();
  expect(result.current.size).toBe(20);
  expect(localStorage.getItem(FONT_SIZE_KEY)).toBe('20');
  expect(document.documentElement.style.fontSize).toBe('20px');

  // No stored size: the default is shown, and still nothing is written.
  localStorage.clear();
  document.documentElement.style.fontSize = '';
  renderFontSize();
  expect(localStorage.getItem(FONT_SIZE_KEY)).toBeNull();
  expect(document.documentElement.style.fontSize).toBe('');
});

test("hydrates the server's HTML without a mismatch, then shows the stored size's limits", () => {
  localStorage.setItem(FONT_SIZE_KEY, '20');
  const { Probe, result } = probe();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  const [shrink, grow] = container.querySelectorAll('button');
  expect(grow.disabled).toBe(false);
  const errors: unknown[] = [];
  act(() => {
    hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // The same nodes were kept (hydrated, not replaced), now with the stored size's state.
  expect(container.querySelectorAll('button')[1]).toBe(grow);
  expect(grow.disabled).toBe(true);
  expect(shrink.disabled).toBe(false);
  expect(result.current.size).toBe(20);
  expect(localStorage.getItem(FONT_SIZE_KEY)).toBe('20');
});
