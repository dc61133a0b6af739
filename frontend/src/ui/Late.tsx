import { useSyncExternalStore, type ReactElement } from 'react';

const subscribe = (onLoad: () => void) => {
  window.addEventListener('load', onLoad);
  return () => window.removeEventListener('load', onLoad);
};

/**
 * Whether the page's load event has fired. The server, and the browser's render that hydrates its HTML, say `false`
 * (React uses the server snapshot then, so both agree); React renders again with the real value right after.
 */
export const usePageLoaded = () =>
  useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  );

/**
 * Below-the-fold media the page's first load does not fetch (docs/performance.md): an embedded frame (a video's player,
 * the map: a browsing context the browser would make while parsing, and a connection to another site before the
 * first paint) or a photo further down. The server's HTML holds the element's box and the element itself in
 * `<noscript>`, which a browser without JavaScript shows as it is and any other keeps inert; with JavaScript the
 * element is made once the page has loaded: in the server's HTML by islands/late.ts (afterPageLoad.ts), when its box
 * comes within 200 px of the viewport (as an island hydrates); in React by this component (in an island once it has
 * hydrated, which is then near, and in the application, where the element's own `loading="lazy"` decides). The box
 * must have the element's size (its user's CSS), so that nothing moves when it arrives.
 */
export function Late({ children, className }: { children: ReactElement; className?: string }) {
  const loaded = usePageLoaded();
  return (
    // data-late: islands/late.ts finds the box by it (LATE_ATTRIBUTE; Late.test.tsx keeps the two in step).
    <span className={className} data-late="">
      {loaded ? children : <noscript>{children}</noscript>}
    </span>
  );
}
