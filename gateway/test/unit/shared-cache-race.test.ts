/**
 * Gateway instances sharing their read cache through Redis: an answer one of them read from Strapi before another's
 * write landed never outlives that write, however late the word of the write reaches it, nor does one read before
 * Redis lost its records (a restart without persistence). Needs a Redis server (TEST_REDIS_URL, as .ci/run starts one).
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createClient } from 'redis';
import type { EncodedBody } from '../../src/cache/encoded.js';
import { ReadCache } from '../../src/cache/read-cache.js';
import { RedisStore } from '../../src/cache/redis-store.js';
import type { SharedStore } from '../../src/cache/shared-store.js';
import { createLogger } from '../../src/logger.js';

const redisUrl = process.env.TEST_REDIS_URL;
const logger = createLogger('silent');
const TTL_MS = 60 * 60_000;
const KEY = '/api/public/news?lang=uz';

/**
 * The store as an instance has it, with the word of writes (its own's echo too) held until `deliver` is called, as
 * when the channel is slow; `heard` resolves once a word has arrived.
 */
function wordHeldBack(store: SharedStore) {
  const held: (readonly string[])[] = [];
  let listener: ((tags: readonly string[]) => void) | undefined;
  let arrived!: () => void;
  const heard = new Promise<void>((resolve) => (arrived = resolve));
  store.onInvalidate((tags) => {
    held.push(tags);
    arrived();
  });
  const wrapped: SharedStore = {
    get: (key) => store.get(key),
    set: (key, answer, version) => store.set(key, answer, version),
    invalidate: (tags) => store.invalidate(tags),
    onInvalidate: (next) => (listener = next),
    close: () => store.close(),
  };
  return { store: wrapped, heard, deliver: () => held.splice(0).forEach((tags) => listener?.(tags)) };
}

const title = (body: EncodedBody) => (JSON.parse(body.identity.toString()) as { title: string }).title;

describe('a read cache shared through Redis', { skip: !redisUrl && 'TEST_REDIS_URL is not set' }, () => {
  const prefix = `lyceum-race-${crypto.randomBytes(4).toString('hex')}:`;
  const redis = createClient({ url: redisUrl });
  const stores: SharedStore[] = [];
  const connect = async () => {
    const store = await RedisStore.connect(redisUrl!, prefix, TTL_MS, logger);
    stores.push(store);
    return wordHeldBack(store);
  };
  const cacheOver = (store: SharedStore) => new ReadCache({ maxBytes: 1 << 20, ttlMs: TTL_MS, logger, shared: store });
  let current: string;
  const strapi = async () => ({ title: current });

  /** A read of KEY whose answer from Strapi (what it held when asked) arrives only once `answer()` is called. */
  async function slowRead(cache: ReadCache) {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked!: () => void;
    const strapiAsked = new Promise<void>((resolve) => (asked = resolve));
    const reading = cache.read(KEY, ['news'], async () => {
      const read = await strapi();
      asked();
      await answered;
      return read;
    });
    await strapiAsked;
    return { answer, reading };
  }

  before(() => redis.connect());
  after(async () => {
    await Promise.all(stores.map((store) => store.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
  });

  test('an answer read before another instance wrote is not shared after the write, though its reader has not heard of it', async () => {
    current = 'before';
    const writing = await connect();
    const writer = cacheOver(writing.store);
    const far = await connect();
    const reader = cacheOver(far.store);

    // The reader asks Strapi; the write lands and is announced while Strapi's answer is on its way back.
    const { answer, reading } = await slowRead(reader);
    current = 'after';
    await writer.invalidate(['news']);
    answer();
    assert.equal(title((await reading).body), 'before', 'the read in flight answers what it read');

    // The writer has its own word back (so no word arriving during its read can decide), and had no answer of its own.
    await writing.heard;
    writing.deliver();
    assert.equal(
      title((await writer.read(KEY, ['news'], strapi)).body),
      'after',
      "the writer does not take the reader's late answer from Redis",
    );
    far.deliver();
    assert.equal(title((await reader.read(KEY, ['news'], strapi)).body), 'after', 'the reader, once it hears of the write');
  });

  test('an answer read before Redis lost its records is not shared after', async () => {
    current = 'kept';
    const one = await connect();
    const cache = cacheOver(one.store);
    await cache.invalidate(['news']); // a count above nothing, which the load reads at its start
    const { answer, reading } = await slowRead(cache);
    // Redis restarted without persistence: the count and every tag's last invalidation are gone.
    await redis.del(await redis.keys(`${prefix}*`));
    answer();
    assert.equal(title((await reading).body), 'kept');
    assert.equal(await redis.exists(`${prefix}answer:${KEY}`), 0, 'not stored: what happened while Redis was away is unknown');
  });
});
