import { useEffect, useLayoutEffect, useState } from 'react';
import { FONT_SIZE, FONT_SIZE_KEY, parseFontSize, stepFontSize } from '../lib/fontSize';

const stored = () => {
  try {
    return parseFontSize(localStorage.getItem(FONT_SIZE_KEY));
  } catch {
    return FONT_SIZE.initial;
  }
};

/** The size shown, and whether the visitor picked it on this page (only then is it applied and stored). */
interface State {
  size: number;
  chosen: boolean;
}

/**
 * The root font size (A- / A+), applied to <html> and kept across reloads.
 *
 * Hydration-safe: the server knows no stored size, so the first render (the server's and the browser's alike) uses
 * FONT_SIZE.initial; the stored size is read after mount. A layout effect does that read: it runs before the browser
 * paints the hydrated page and before any click can reach A- / A+, so their disabled state is right at once. <html>
 * already has the stored size (the inline script in <head> sets it before the first paint), so nothing is written
 * then: <html> and localStorage change only when the visitor presses A- or A+.
 */
export function useFontSize() {
  const [state, setState] = useState<State>({ size: FONT_SIZE.initial, chosen: false });
  useLayoutEffect(() => {
    const size = stored();
    // Keeps a choice made before the read (none can be, but the visitor's choice must never be undone).
    setState((current) => (current.chosen || current.size === size ? current : { size, chosen: false }));
  }, []);
  useEffect(() => {
    if (!state.chosen) return;
    document.documentElement.style.fontSize = `${state.size}px`;
    try {
      localStorage.setItem(FONT_SIZE_KEY, String(state.size));
    } catch {
      // private mode: the size still applies to this page
    }
  }, [state]);
  const step = (direction: 1 | -1) => setState((current) => ({ size: stepFontSize(current.size, direction), chosen: true }));
  const { size } = state;
  return {
    size,
    smaller: () => step(-1),
    larger: () => step(1),
    canShrink: size > FONT_SIZE.min,
    canGrow: size < FONT_SIZE.max,
  };
}
