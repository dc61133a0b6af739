import { createApp } from './app.js';
import { createCache } from './cache/create-cache.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { loadRenderer } from './site/renderer.js';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const cache = await createCache(config, logger);
const renderer = await loadRenderer(config.FRONTEND_SSR, logger);
const server = createApp(config, logger, cache, renderer).listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT, cms: config.cmsUrl }, 'gateway listening');
});

function shutdown(signal: string) {
  logger.info({ signal }, 'gateway shutting down');
  server.close(() => void cache.close().finally(() => process.exit(0)));
  // Keep-alive connections must not hold the exit up for long.
  setTimeout(() => process.exit(0), 5000).unref();
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
