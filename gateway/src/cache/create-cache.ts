import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { ReadCache } from './read-cache.js';

/** The public read cache as configured: memory only, or shared through Redis when REDIS_URL is set. */
export async function createCache(config: Config, logger: Logger): Promise<ReadCache> {
  // Loaded only when used: the Redis client alone is ~9 MB of a gateway's memory.
  const shared = config.REDIS_URL
    ? await (await import('./redis-store.js')).RedisStore.connect(config.REDIS_URL, config.REDIS_PREFIX, config.CACHE_TTL_MS, logger)
    : undefined;
  return new ReadCache({ maxBytes: config.CACHE_MAX_BYTES, ttlMs: config.CACHE_TTL_MS, shared, logger });
}
