import { Suspense, lazy, useSyncExternalStore } from 'react';
import { defineIsland } from '../islands/defineIsland';
import { wakeIsland } from '../islands/schedule';

/**
 * The visitor pages' toasts ('ERROR' and 'Xatolik' when a read fails). react-toastify
 * and its container load with the first toast: no visitor downloads them for a page that loads.
 */
export interface QueuedToast {
  message: string;
  id: string;
}

let queue: QueuedToast[] = [];
const listeners = new Set<() => void>();
const NONE: QueuedToast[] = [];

export function showError(message: string, id: string) {
  queue = [...queue, { message, id }];
  for (const listener of listeners) listener();
  // On a page still the server's HTML, the container is an island that hydrates only now.
  wakeIsland('toasts');
}

/** Hands the queued toasts over once (the container shows them). */
export function takeQueued(): QueuedToast[] {
  const taken = queue;
  queue = [];
  return taken;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Toasts = lazy(() => import('./Toasts'));
let wanted = false;

export function SiteToasts() {
  const pending = useSyncExternalStore(
    subscribe,
    () => queue,
    () => NONE,
  );
  // Once shown, the container stays: a toast it shows must not vanish with the queue.
  wanted ||= pending.length > 0;
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts pending={pending} />
    </Suspense>
  ) : null;
}

export const toastsIsland = defineIsland('toasts', SiteToasts, 'demand');
