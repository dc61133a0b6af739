import { useEffect, useState } from 'react';
import { FONT_SIZE, FONT_SIZE_KEY, parseFontSize, stepFontSize } from '../lib/fontSize';

const stored = () => {
  try {
    return parseFontSize(localStorage.getItem(FONT_SIZE_KEY));
  } catch {
    return FONT_SIZE.initial;
  }
};

/** The root font size (A- / A+), applied to <html> and kept across reloads. */
export function useFontSize() {
  const [size, setSize] = useState(stored);
  useEffect(() => {
    document.documentElement.style.fontSize = `${size}px`;
    try {
      localStorage.setItem(FONT_SIZE_KEY, String(size));
    } catch {
      // private mode: the size still applies to this page
    }
  }, [size]);
  return {
    size,
    smaller: () => setSize((current) => stepFontSize(current, -1)),
    larger: () => setSize((current) => stepFontSize(current, 1)),
    canShrink: size > FONT_SIZE.min,
    canGrow: size < FONT_SIZE.max,
  };
}
