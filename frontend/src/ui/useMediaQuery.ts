import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated as it changes.
 *
 * The server has no screen: it renders `false`, and so does the browser's first render while it hydrates the server's
 * HTML (React uses the server snapshot then), so that both agree. React re-renders with the real value right after
 * hydration. A component whose markup depends on the answer should make that second render invisible with CSS media
 * queries of its own (see AutoCarousel), or render the same thing for both answers.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
