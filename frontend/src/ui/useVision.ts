import { useSyncExternalStore } from 'react';
import { useMediaQuery } from './useMediaQuery';
import { NORMAL_VISION, VISION_KEY, applyVision, parseVision, type Vision } from '../lib/vision';

let current: Vision | null = null;
const listeners = new Set<() => void>();

const read = (): Vision => {
  if (!current) {
    try {
      current = parseVision(localStorage.getItem(VISION_KEY));
    } catch {
      current = NORMAL_VISION;
    }
  }
  return current;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Applies and keeps a new choice, for every component that reads it. */
export function setVision(next: Vision) {
  current = next;
  applyVision(document.documentElement, next);
  try {
    localStorage.setItem(VISION_KEY, JSON.stringify(next));
  } catch {
    // private mode: the choice still applies to this page
  }
  for (const listener of listeners) listener();
}

/**
 * The low-vision choice (lib/vision.ts). The server knows none and renders the normal view; the
 * browser hydrates with it too (the server snapshot), then re-renders with the stored choice,
 * which <html> already shows (the inline script of <head>).
 */
export const useVision = (): Vision => useSyncExternalStore(subscribe, read, () => NORMAL_VISION);

/**
 * Animations and autoplay stop in any low-vision scheme, and where the visitor's system asks for reduced motion
 * (WCAG 2.3.3): the carousels start paused (their play control starts them) and the short info is shown whole.
 */
export const useStill = () => {
  const lowVision = useVision().mode !== 'normal';
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return lowVision || reducedMotion;
};
