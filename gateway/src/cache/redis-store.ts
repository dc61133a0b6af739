import { createClient } from 'redis';
import { z } from 'zod';
import type { Logger } from '../logger.js';
import type { SharedAnswer, SharedRead, SharedStore } from './shared-store.js';

const storedAnswer = z.object({ json: z.string(), tags: z.array(z.string()), storedAt: z.number() });
const invalidation = z.array(z.string());
const CONNECT_WAIT_MS = 3000;

/**
 * Keeps an answer unless one of its tags was invalidated after the version its load began at, or the count of
 * invalidations is lower than that version (Redis restarted empty, or the count expired: what happened since is
 * unknown). One script, so that no invalidation falls between the check and the write: an instance that read Strapi
 * before another's write landed, and has not heard of it yet, cannot put back what the write dropped (it would be
 * served everywhere until the TTL). KEYS: the answer, the count, then each tag's set of keys, then each tag's last
 * invalidation. ARGV: version, answer, TTL (ms), the cache key, the number of tags.
 */
const SET_UNLESS_INVALIDATED = `
local n = tonumber(ARGV[5])
local version = tonumber(ARGV[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') < version then return 0 end
for i = 1, n do
  if tonumber(redis.call('GET', KEYS[n + 2 + i]) or '0') > version then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
for i = 1, n do
  redis.call('SADD', KEYS[2 + i], ARGV[4])
  redis.call('PEXPIRE', KEYS[2 + i], tonumber(ARGV[3]) * 2)
end
return 1`;

/**
 * Counts the invalidation, records it on each tag, and drops the tags' answers, all at once. KEYS: the count, then
 * each tag's set of keys, then each tag's last invalidation. ARGV: the answers' key prefix, TTL (ms), the number of
 * tags. A load runs for far less than twice the TTL, so the records (and the count, after as long without a write)
 * may go after that.
 */
const INVALIDATE = `
local n = tonumber(ARGV[3])
local ttl = tonumber(ARGV[2])
local version = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ttl * 2)
for i = 1, n do
  for _, key in ipairs(redis.call('SMEMBERS', KEYS[1 + i])) do redis.call('DEL', ARGV[1] .. key) end
  redis.call('DEL', KEYS[1 + i])
  redis.call('SET', KEYS[n + 1 + i], version, 'PX', ttl * 2)
end
return version`;

/**
 * Answers in Redis under `{prefix}answer:{key}` with the TTL, a set of keys per tag, a count of invalidations with
 * each tag's last one, and a pub/sub channel on which every write's tags reach every gateway instance. Redis being
 * away costs misses, never errors: commands fail at once instead of queueing. One Redis, not a cluster: the scripts
 * reach answers by the keys a tag's set holds. Its memory policy must be `noeviction` (docs/performance.md): a tag's
 * record evicted would let an answer older than its write back in.
 */
export class RedisStore implements SharedStore {
  private readonly listeners: ((tags: readonly string[]) => void)[] = [];

  private constructor(
    private readonly client: ReturnType<typeof createClient>,
    private readonly subscriber: ReturnType<typeof createClient>,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {}

  static async connect(url: string, prefix: string, ttlMs: number, logger: Logger): Promise<RedisStore> {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
    });
    let reported = false;
    client.on('error', (error: unknown) => {
      if (!reported) logger.warn({ err: error }, 'redis unavailable; the cache works from memory until it is back');
      reported = true;
    });
    client.on('ready', () => (reported = false));
    const subscriber = client.duplicate();
    subscriber.on('error', () => {}); // reported once through the client
    // node-redis keeps retrying a first connection for ever; a gateway told to share its cache must say it cannot.
    const connected = Promise.all([client.connect(), subscriber.connect()]);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`REDIS_URL is set but Redis did not answer within ${CONNECT_WAIT_MS} ms`)),
        CONNECT_WAIT_MS,
      ).unref(),
    );
    try {
      await Promise.race([connected, timeout]);
    } catch (error) {
      client.destroy();
      subscriber.destroy();
      throw error;
    }
    const store = new RedisStore(client, subscriber, prefix, ttlMs);
    await subscriber.subscribe(store.channel, (message) => {
      const tags = invalidation.safeParse(safeJson(message));
      if (tags.success) for (const listener of store.listeners) listener(tags.data);
    });
    return store;
  }

  private get channel() {
    return `${this.prefix}invalidate`;
  }

  private answerKey = (key: string) => `${this.prefix}answer:${key}`;
  private tagKey = (tag: string) => `${this.prefix}tag:${tag}`;
  private invalidatedKey = (tag: string) => `${this.prefix}invalidated:${tag}`;
  private get versionKey() {
    return `${this.prefix}version`;
  }

  async get(key: string): Promise<SharedRead> {
    const [text, version] = await this.client.mGet([this.answerKey(key), this.versionKey]);
    const parsed = typeof text === 'string' ? storedAnswer.safeParse(safeJson(text)) : undefined;
    return { answer: parsed?.success ? parsed.data : undefined, version: Number(version ?? 0) };
  }

  async set(key: string, answer: SharedAnswer, version: number): Promise<void> {
    await this.client.eval(SET_UNLESS_INVALIDATED, {
      keys: [this.answerKey(key), this.versionKey, ...answer.tags.map(this.tagKey), ...answer.tags.map(this.invalidatedKey)],
      arguments: [String(version), JSON.stringify(answer), String(this.ttlMs), key, String(answer.tags.length)],
    });
  }

  async invalidate(tags: readonly string[]): Promise<void> {
    await this.client.eval(INVALIDATE, {
      keys: [this.versionKey, ...tags.map(this.tagKey), ...tags.map(this.invalidatedKey)],
      arguments: [this.answerKey(''), String(this.ttlMs), String(tags.length)],
    });
    await this.client.publish(this.channel, JSON.stringify(tags));
  }

  onInvalidate(listener: (tags: readonly string[]) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.client.close()]);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
