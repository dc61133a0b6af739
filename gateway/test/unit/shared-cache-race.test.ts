/**
 * Two gateway instances sharing their read cache through Redis: an answer one of them read from Strapi before the
 * other's write landed never outlives that write, however late the word of the write reaches the first.
 * Needs a Redis server (TEST_REDIS_URL, as npm test's .ci/run starts one).
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import type { EncodedBody } from '../../src/cache/encoded.js';
import { ReadCache } from '../../src/cache/read-cache.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import type { SharedStore } from '../../src/cache/shared-store.js';
import { createLogger } from '../../src/logger.js';

const redisUrl = process.env.TEST_REDIS_URL;
const logger = createLogger('silent');
const TTL_MS = 60 * 60_000;

/** The store as a distant instance has it: the word of other instances' writes arrives only when `deliver` is called. */
function slowToHear(store: SharedStore) {
  const heard: (readonly string[])[] = [];
  let listener: ((tags: readonly string[]) => void) | undefined;
  store.onInvalidate((tags) => heard.push(tags));
  const delayed: SharedStore = {
    get: (key) => store.get(key),
    set: (key, answer, version) => store.set(key, answer, version),
    invalidate: (tags) => store.invalidate(tags),
    onInvalidate: (next) => (listener = next),
    close: () => store.close(),
  };
  return { store: delayed, deliver: () => heard.splice(0).forEach((tags) => listener?.(tags)) };
}

test(
  'an answer read before another instance wrote is not shared after the write, though its reader has not heard of it',
  { skip: !redisUrl && 'TEST_REDIS_URL is not set' },
  async () => {
    const prefix = `lyceum-race-${crypto.randomBytes(4).toString('hex')}:`;
    const writer = new ReadCache({
      maxBytes: 1 << 20,
      ttlMs: TTL_MS,
      logger,
      shared: await RedisStore.connect(redisUrl!, prefix, TTL_MS, logger),
    });
    const far = slowToHear(await RedisStore.connect(redisUrl!, prefix, TTL_MS, logger));
    const reader = new ReadCache({ maxBytes: 1 << 20, ttlMs: TTL_MS, logger, shared: far.store });
    try {
      const key = '/api/public/news?lang=uz';
      let current = 'before';
      const strapi = async () => ({ title: current });
      const title = (body: EncodedBody) => (JSON.parse(body.identity.toString()) as { title: string }).title;
      const read = async (cache: ReadCache) => title((await cache.read(key, ['news'], strapi)).body);

      // The reader asks Strapi; the write lands and is announced while Strapi's answer is on its way back.
      let answer!: () => void;
      const slowAnswer = new Promise<void>((resolve) => (answer = resolve));
      let asked!: () => void;
      const strapiAsked = new Promise<void>((resolve) => (asked = resolve));
      const reading = reader.read(key, ['news'], async () => {
        const old = await strapi();
        asked();
        await slowAnswer;
        return old;
      });
      await strapiAsked;
      current = 'after';
      await writer.invalidate(['news']);
      answer();
      assert.equal(title((await reading).body), 'before', 'the read in flight answers what it read');

      assert.equal(await read(writer), 'after', "the writer does not take the reader's late answer from Redis");
      far.deliver();
      assert.equal(await read(reader), 'after', 'the reader, once it hears of the write');
    } finally {
      await Promise.all([writer.close(), reader.close()]);
    }
  },
);
