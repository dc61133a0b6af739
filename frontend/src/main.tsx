import { SSR_DATA_ID } from './ssr/dataId';

/**
 * The browser's entry, next to nothing on purpose (docs/hydration.md). On a page the server rendered, the islands'
 * runtime (React with it) starts once the page has been painted: the server's HTML is the page, and nothing of the
 * script must stand before its first paint. The server preloads that runtime with the entry. Elsewhere (the admin)
 * the application renders at once.
 */

/** Offline reading for the visitor pages (never the admin's), once the page has loaded: in no page's first load. */
function offerOfflineReading() {
  if (!('serviceWorker' in navigator) || window.location.pathname.startsWith('/protected')) return;
  const begin = () => void import('./pwa/offline').then((module) => module.startOfflineReading());
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

/** After the next frame is painted. */
const afterPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

offerOfflineReading();
if (document.getElementById(SSR_DATA_ID)) afterPaint(() => void import('./islands/boot').then((module) => module.startIslands()));
else void import('./app/spa').then((module) => module.renderApp());
