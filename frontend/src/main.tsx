// The entry's stylesheet (react-slick's layout rules and the low-vision modes): the server inlines it into every page.
import 'slick-carousel/slick/slick.css';
import './ui/modes.css';
import { hydrateIslands } from './islands/hydrate';
import { interceptNavigation } from './islands/navigation';
import { SSR_DATA_ID } from './ssr/dataId';

/**
 * The browser's entry: small on purpose (docs/hydration.md). On a page the server rendered it hydrates the islands
 * only, and loads the application (app/spa.tsx) when the visitor first follows a link; elsewhere (the admin) it
 * renders the application at once.
 */

/** Offline reading for the visitor pages (never the admin's), once the page has loaded: in no page's first load. */
function offerOfflineReading() {
  if (!('serviceWorker' in navigator) || window.location.pathname.startsWith('/protected')) return;
  const begin = () => void import('./pwa/offline').then((module) => module.startOfflineReading());
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

const spa = () => import('./app/spa');

offerOfflineReading();
if (document.getElementById(SSR_DATA_ID)) {
  hydrateIslands();
  const warm = () => void spa();
  interceptNavigation((to) => void spa().then(async (module) => (await module.takeOver())(to)), { warm });
} else {
  void spa().then((module) => interceptNavigation(module.renderApp()));
}
