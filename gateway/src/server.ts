import { createApp } from './app.js';
import { createCache } from './cache/create-cache.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { loadRenderer } from './site/renderer.js';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const cache = await createCache(config, logger);
const renderer = await loadRenderer(config.FRONTEND_SSR, logger);
// Express 5 calls back on a failed listen too, with its error: a taken port must stop the process (its supervisor
// says so and starts it again), not leave it running with no socket.
const server = createApp(config, logger, cache, renderer).listen(config.PORT, config.HOST, (error?: Error) => {
  if (error) {
    logger.fatal({ err: error, port: config.PORT, host: config.HOST }, 'gateway could not listen');
    process.exit(1);
  }
  logger.info({ port: config.PORT, cms: config.cmsUrl }, 'gateway listening');
});
// A client that keeps a connection open to reuse it (Caddy in docker-compose keeps them 2 minutes, browsers and test
// clients a while) must not send on one the gateway is closing that instant: the request is lost with a reset, or a
// proxy answers 502. Node closes an idle connection after 5 s; here only after the longest such client keeps it.
server.keepAliveTimeout = 130_000;

function shutdown(signal: string) {
  logger.info({ signal }, 'gateway shutting down');
  server.close(() => void cache.close().finally(() => process.exit(0)));
  // Keep-alive connections must not hold the exit up for long.
  setTimeout(() => process.exit(0), 5000).unref();
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
