import type { ClientRateLimitInfo, Store } from 'express-rate-limit';
import { LRUCache } from 'lru-cache';
import { entryBytes } from './cache/memory-size.js';

/**
 * Memory for one limiter's counts: ~10 000 keys at the worst (a made-up name of 255 characters is
 * ~800 bytes with its overhead), ~30 000 client addresses.
 */
export const FAILURE_COUNTS_MAX_BYTES = 8 * 1024 * 1024;

/**
 * A failure limiter's counts, bounded by bytes (express-rate-limit's own store keeps every key for
 * its window, however many there are). Each key's count lasts one window from its first failure.
 * When unique keys (made-up names, from many addresses) fill the budget, the key counted least
 * recently goes first: an account under attack is counted at every guess, so that resetting its
 * count takes a whole budget of new keys between two guesses, which the per-address limit ahead
 * of it makes cost hundreds of client addresses at the least.
 */
export class FailureCounts implements Store {
  readonly localKeys = true;
  private readonly counts: LRUCache<string, ClientRateLimitInfo>;

  constructor(
    private readonly windowMs: number,
    maxBytes = FAILURE_COUNTS_MAX_BYTES,
  ) {
    this.counts = new LRUCache({ maxSize: maxBytes, sizeCalculation: (_count, key) => entryBytes(key), ttl: windowMs, noUpdateTTL: true });
  }

  get(key: string): ClientRateLimitInfo | undefined {
    return this.counts.peek(key);
  }

  increment(key: string): ClientRateLimitInfo {
    const held = this.counts.get(key);
    if (held) {
      held.totalHits += 1;
      return held;
    }
    const count = { totalHits: 1, resetTime: new Date(Date.now() + this.windowMs) };
    this.counts.set(key, count);
    return count;
  }

  decrement(key: string): void {
    const held = this.counts.peek(key);
    if (held && held.totalHits > 0) held.totalHits -= 1;
  }

  resetKey(key: string): void {
    this.counts.delete(key);
  }

  resetAll(): void {
    this.counts.clear();
  }
}
