import { interceptNavigation } from './islands/navigation';
import { scheduleIslands } from './islands/schedule';
import { closeAnnouncementsOnClick } from './public/layout/announcements/closeOnClick';
import { SSR_DATA_ID } from './ssr/dataId';

/**
 * The browser's entry, next to nothing on purpose (docs/hydration.md). On a page the server rendered, the server's
 * HTML is the page: the entry only schedules its islands (React comes with the first one that hydrates) and turns a
 * followed link into the application's navigation. Elsewhere (the admin) the application renders at once.
 */

/** Offline reading for the visitor pages (never the admin's), once the page has loaded: in no page's first load. */
function offerOfflineReading() {
  if (!('serviceWorker' in navigator) || window.location.pathname.startsWith('/protected')) return;
  const begin = () => void import('./pwa/offline').then((module) => module.startOfflineReading());
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}

offerOfflineReading();
if (document.getElementById(SSR_DATA_ID)) {
  scheduleIslands();
  closeAnnouncementsOnClick();
  const spa = () => import('./app/spa');
  interceptNavigation((to) => void spa().then(async (module) => (await module.takeOver())(to)), { warm: () => void spa() });
} else void import('./app/spa').then((module) => module.renderApp());
