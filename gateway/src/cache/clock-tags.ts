import type { ReadCache } from './read-cache.js';

/** setTimeout's longest delay; a boundary further off is reached by the cache's TTL first. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * Answers that depend on the clock, not only on writes: an announcement shown from its start to its end, an event
 * listed as coming until it ends. Their load says when its answer stops being true (`expireAt`), and the tag is made
 * stale then, here and through the shared store everywhere, instead of after the cache's TTL. One timer per tag,
 * for its earliest boundary; unref'd, so they never hold a stopping process.
 */
export class ClockTags {
  private readonly timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();

  constructor(private readonly cache: ReadCache) {}

  /** Makes `tag` stale at `at` (a later time than one already set for the tag changes nothing). */
  expireAt(tag: string, at: Date | number): void {
    const time = typeof at === 'number' ? at : at.getTime();
    const delay = time - Date.now();
    if (!Number.isFinite(time) || delay > LONGEST_DELAY_MS) return;
    const armed = this.timers.get(tag);
    if (armed && armed.at <= time) return;
    if (armed) clearTimeout(armed.timer);
    const timer = setTimeout(
      () => {
        this.timers.delete(tag);
        void this.cache.invalidate([tag]);
      },
      Math.max(0, delay),
    );
    timer.unref();
    this.timers.set(tag, { at: time, timer });
  }
}
