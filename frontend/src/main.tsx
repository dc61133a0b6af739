import { interceptNavigation } from './islands/navigation';
import { afterLoad, scheduleIslands, whenNear } from './islands/schedule';
import { closeAnnouncementsOnClick } from './public/layout/announcements/closeOnClick';
import { SSR_DATA_ID } from './ssr/dataId';

/**
 * The browser's entry, next to nothing on purpose (docs/hydration.md). On a page the server rendered, the server's
 * HTML is the page: the entry only schedules its islands (React comes with the first one that hydrates) and turns a
 * followed link into the application's navigation. Elsewhere (the admin) the application renders at once.
 */

if (document.getElementById(SSR_DATA_ID)) {
  scheduleIslands();
  // Offline reading and the media below the fold, once the page has loaded: never in its first load.
  afterLoad(() => void import('./afterPageLoad').then((module) => module.afterPageLoad(whenNear)));
  closeAnnouncementsOnClick();
  const spa = () => import('./app/spa');
  interceptNavigation((to) => void spa().then(async (module) => (await module.takeOver())(to)), { warm: () => void spa() });
} else void import('./app/spa').then((module) => module.renderApp());
