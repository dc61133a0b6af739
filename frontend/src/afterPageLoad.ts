import { startLateMedia } from './islands/late';
import { startOfflineReading } from './pwa/offline';

/**
 * What a visitor page does once it has loaded, in one chunk fetched then (vite.config.ts, `after-load`): in no page's
 * first load, and one request, not one per task.
 */
export function afterPageLoad(whenNear: (target: Element, run: () => void) => void) {
  startLateMedia(whenNear);
  if ('serviceWorker' in navigator) startOfflineReading();
}
