import { createClient } from 'redis';
import { z } from 'zod';
import type { Logger } from '../logger.js';
import type { SharedAnswer, SharedStore } from './shared-store.js';

const storedAnswer = z.object({ json: z.string(), tags: z.array(z.string()), storedAt: z.number() });
const invalidation = z.array(z.string());
const CONNECT_WAIT_MS = 3000;

/**
 * Answers in Redis under `{prefix}answer:{key}` with the TTL, a set of keys per tag, and a
 * pub/sub channel on which every write's tags reach every gateway instance. Redis being away
 * costs misses, never errors: commands fail at once instead of queueing.
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

  async get(key: string): Promise<SharedAnswer | undefined> {
    const text = await this.client.get(this.answerKey(key));
    if (text === null) return undefined;
    const parsed = storedAnswer.safeParse(safeJson(text));
    return parsed.success ? parsed.data : undefined;
  }

  async set(key: string, answer: SharedAnswer): Promise<void> {
    const write = this.client.multi().set(this.answerKey(key), JSON.stringify(answer), { expiration: { type: 'PX', value: this.ttlMs } });
    for (const tag of answer.tags) {
      write.sAdd(this.tagKey(tag), key).pExpire(this.tagKey(tag), this.ttlMs * 2);
    }
    await write.exec();
  }

  async invalidate(tags: readonly string[]): Promise<void> {
    const keys = new Set<string>();
    for (const tag of tags) for (const key of await this.client.sMembers(this.tagKey(tag))) keys.add(key);
    const drop = [...[...keys].map(this.answerKey), ...tags.map(this.tagKey)];
    if (drop.length) await this.client.del(drop);
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
