import { LRUCache } from 'lru-cache';
import { HttpError } from '../errors.js';
import type { Logger } from '../logger.js';
import { encodeJson, encodeText, type EncodedBody } from './encoded.js';
import { entryBytes } from './memory-size.js';
import type { SharedStore } from './shared-store.js';

export type CacheState = 'HIT' | 'MISS' | 'STALE';

export interface CacheOptions {
  /** Memory for stored answers (all encodings); 0 turns caching off. */
  maxBytes: number;
  /** How long an answer is served without asking Strapi again (a change Strapi could not announce shows after it). */
  ttlMs: number;
  shared?: SharedStore;
  logger: Logger;
}

interface Entry {
  body: EncodedBody;
  tags: readonly string[];
  storedAt: number;
  /** A write touched it: no longer served, but kept to answer with while Strapi is down. */
  stale: boolean;
}

interface Loading {
  promise: Promise<{ entry: Entry; state: CacheState }>;
  /** ANY while the tags are not known yet (a page being rendered). */
  tags: readonly string[] | typeof ANY;
}

const ANY = Symbol('any tag');

/** Memory for the tags' last invalidations: thousands of tags, far more than one write's or one load's. */
const INVALIDATIONS_MAX_BYTES = 1024 * 1024;

/** Strapi could not answer: the one failure a stale answer may stand in for. */
const isUnavailable = (error: unknown) => error instanceof HttpError && error.status === 503;

/**
 * The public read cache: answers kept encoded in memory (bounded by size), tagged by the content
 * they were built from, made stale by the writes to that content, one Strapi call per key however
 * many visitors miss it at once, and shared with other instances through `shared` when given.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Entry> | undefined;
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Bumped by every invalidation: a load whose tags are known only at its end is kept only if none came meanwhile. */
  private epoch = 0;
  /**
   * The epoch of each tag's last invalidation, so that a load begun before a write is not stored after it.
   * Bounded (every document ever written has a tag): a tag forgotten counts as invalidated when the last one forgotten was.
   */
  private readonly invalidatedAt = new LRUCache<string, number>({
    maxSize: INVALIDATIONS_MAX_BYTES,
    sizeCalculation: (_epoch, tag) => entryBytes(tag),
    dispose: (epoch, _tag, reason) => {
      if (reason === 'evict') this.forgottenUpTo = Math.max(this.forgottenUpTo, epoch);
    },
  });
  private forgottenUpTo = 0;
  private readonly loading = new Map<string, Loading>();

  constructor(private readonly options: CacheOptions) {
    if (options.maxBytes > 0) {
      this.entries = new LRUCache<string, Entry>({
        maxSize: options.maxBytes,
        // The compressed copies, the key and the tags too: many small answers count as much memory as they take.
        sizeCalculation: (entry, key) => entry.body.reservedSize + entryBytes(key, ...entry.tags),
        dispose: (entry, key, reason) => {
          // A replaced answer was unindexed by `store`, which indexes its successor.
          if (reason !== 'set') this.unindex(key, entry.tags);
        },
      });
    }
    options.shared?.onInvalidate((tags) => this.markStale(tags));
  }

  /** The answer for `key`: from memory, from the shared store, or built by `load` (once for all concurrent callers). */
  async read(key: string, tags: readonly string[], load: () => Promise<unknown>): Promise<{ body: EncodedBody; state: CacheState }> {
    if (!this.entries) return { body: encodeJson(await load()), state: 'MISS' };
    const held = this.entries.get(key);
    if (held && !held.stale && Date.now() - held.storedAt < this.options.ttlMs) return { body: held.body, state: 'HIT' };
    try {
      const { entry, state } = await this.fill(key, tags, load);
      return { body: entry.body, state };
    } catch (error) {
      if (held && isUnavailable(error)) return { body: held.body, state: 'STALE' };
      throw error;
    }
  }

  /**
   * A rendered page, kept as text: like `read`, but its tags (those of the reads it was built
   * from) are known only once it is built. It is not shared through the store: each instance
   * renders from the shared reads.
   */
  async readRendered(
    key: string,
    render: () => Promise<{ text: string; tags: readonly string[] }>,
  ): Promise<{ body: EncodedBody; state: CacheState }> {
    if (!this.entries) return { body: encodeText((await render()).text), state: 'MISS' };
    const held = this.entries.get(key);
    if (held && !held.stale && Date.now() - held.storedAt < this.options.ttlMs) return { body: held.body, state: 'HIT' };
    try {
      const { entry, state } = await this.fillWith(key, ANY, async () => {
        const before = this.epoch;
        const { text, tags } = await render();
        const entry = { body: encodeText(text), tags, storedAt: Date.now(), stale: false };
        if (this.epoch === before) this.store(key, entry);
        return { entry, state: 'MISS' as const };
      });
      return { body: entry.body, state };
    } catch (error) {
      if (held && isUnavailable(error)) return { body: held.body, state: 'STALE' };
      throw error;
    }
  }

  /** Makes every answer with one of `tags` stale here and, through the shared store, everywhere. */
  async invalidate(tags: readonly string[]): Promise<void> {
    this.markStale(tags);
    if (!this.options.shared) return;
    await this.options.shared.invalidate(tags).catch((error: unknown) => {
      this.options.logger.warn({ err: error, tags }, 'shared cache invalidation failed; other instances catch up after the TTL');
    });
    // A read here while the shared answers were being dropped may have taken one of them back: stale again at once,
    // not only when this instance's own word comes back from the channel (late, or never while it reconnects).
    this.markStale(tags);
  }

  async close(): Promise<void> {
    await this.options.shared?.close();
  }

  private fill(key: string, tags: readonly string[], load: () => Promise<unknown>) {
    return this.fillWith(key, tags, () => this.load(key, tags, load));
  }

  private fillWith(key: string, tags: Loading['tags'], load: () => Promise<{ entry: Entry; state: CacheState }>) {
    const running = this.loading.get(key);
    if (running) return running.promise;
    const promise = load().finally(() => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    });
    this.loading.set(key, { promise, tags });
    return promise;
  }

  private async load(key: string, tags: readonly string[], load: () => Promise<unknown>): Promise<{ entry: Entry; state: CacheState }> {
    const before = this.epoch;
    const sharedStore = this.options.shared;
    const shared = await sharedStore?.get(key).catch((error: unknown) => {
      this.options.logger.warn({ err: error }, 'shared cache read failed; reading Strapi');
      return undefined;
    });
    const held = shared?.answer;
    if (held && !this.changedSince(tags, before) && Date.now() - held.storedAt < this.options.ttlMs) {
      const entry = { body: encodeText(held.json), tags, storedAt: held.storedAt, stale: false };
      this.store(key, entry);
      return { entry, state: 'HIT' };
    }
    const json = JSON.stringify(await load());
    const entry = { body: encodeText(json), tags, storedAt: Date.now(), stale: false };
    // A write landed while Strapi was read: this answer may predate it, so it is sent once and not kept. The shared
    // store checks the same against the writes of every instance, of which this one may not have heard yet.
    if (!this.changedSince(tags, before)) {
      this.store(key, entry);
      if (sharedStore && shared) {
        await sharedStore.set(key, { json, tags, storedAt: entry.storedAt }, shared.version).catch((error: unknown) => {
          this.options.logger.warn({ err: error }, 'shared cache write failed');
        });
      }
    }
    return { entry, state: 'MISS' };
  }

  private store(key: string, entry: Entry) {
    // The answer it replaces may have had other tags (a page's are known once rendered).
    const replaced = this.entries!.peek(key);
    if (replaced) this.unindex(key, replaced.tags);
    this.entries!.set(key, entry);
    if (!this.entries!.has(key)) return; // larger than the whole cache
    for (const tag of entry.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private unindex(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  private markStale(tags: readonly string[]) {
    this.epoch += 1;
    for (const tag of tags) {
      this.invalidatedAt.set(tag, this.epoch);
      for (const key of this.keysByTag.get(tag) ?? []) {
        const entry = this.entries?.peek(key);
        if (entry) entry.stale = true;
      }
    }
    // Readers arriving after the write must not join a load that began before it.
    for (const [key, running] of this.loading) {
      if (running.tags === ANY || running.tags.some((tag) => tags.includes(tag))) this.loading.delete(key);
    }
  }

  /** Whether one of `tags` was invalidated after `epoch`. */
  private changedSince(tags: readonly string[], epoch: number): boolean {
    return tags.some((tag) => (this.invalidatedAt.peek(tag) ?? this.forgottenUpTo) > epoch);
  }
}
