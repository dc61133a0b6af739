import { useEffect, useRef } from 'react';

/**
 * Focus for a step that replaced the one the admin acted in (the button that had focus is gone):
 * the new step's element takes it, so keyboard and screen-reader users go on from there. Not on the
 * screen's first render, where focus stays where the page put it. The element needs tabIndex -1
 * unless it is focusable already.
 */
export function useFocusOnArrival<T extends HTMLElement>(arrived: boolean) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (arrived) element.current?.focus();
  }, [arrived]);
  return element;
}
