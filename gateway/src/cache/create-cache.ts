import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { ReadCache } from './read-cache.js';
import { RedisStore } from './redis-store.js';

/** The public read cache as configured: memory only, or shared through Redis when REDIS_URL is set. */
export async function createCache(config: Config, logger: Logger): Promise<ReadCache> {
  const shared = config.REDIS_URL
    ? await RedisStore.connect(config.REDIS_URL, config.REDIS_PREFIX, config.CACHE_TTL_MS, logger)
    : undefined;
  return new ReadCache({ maxBytes: config.CACHE_MAX_BYTES, ttlMs: config.CACHE_TTL_MS, shared, logger });
}
