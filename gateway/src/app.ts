import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { ReadCache } from './cache/read-cache.js';
import { CmsClient } from './cms/client.js';
import { Documents } from './cms/documents.js';
import { Writes } from './cms/writes.js';
import type { Config } from './config.js';
import { HttpError } from './errors.js';
import type { Logger } from './logger.js';
import { attachmentRoutes } from './routes/attachment.js';
import { authRoutes } from './routes/auth.js';
import { baseRoutes } from './routes/base.js';
import { healthRoutes } from './routes/health.js';
import { mediaRoutes } from './routes/media.js';
import { menuRoutes } from './routes/menu.js';
import { newsRoutes } from './routes/news.js';
import { pageRoutes } from './routes/page.js';
import { panelProxy } from './routes/panel.js';
import { siteRoutes } from './routes/site.js';
import { staffRoutes } from './routes/staff.js';

const VIDEO_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const MAP_FRAMES = ['https://www.google.com', 'https://maps.google.com', 'https://yandex.uz', 'https://yandex.ru'];

/** Builds the gateway around its read cache (cache/create-cache.ts); listening is server.ts's job. */
export function createApp(config: Config, logger: Logger, cache: ReadCache) {
  const cms = new CmsClient(config.cmsUrl, config.CMS_TIMEOUT_MS);
  const documents = new Documents(cms);
  const writes = new Writes(cms, cache);
  const app = express();

  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('query parser', 'simple');
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));

  // Strapi's panel keeps its own headers and reads its own bodies.
  app.use(panelProxy(config.cmsUrl));

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // styled-components and TinyMCE write style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
          frameSrc: [...VIDEO_FRAMES, ...MAP_FRAMES],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    }),
  );

  app.use(healthRoutes(cms));
  app.use(authRoutes(cms, config));
  app.use(attachmentRoutes(cms));
  app.use(['/api/public', '/api/v1'], express.json({ limit: '2mb' }));
  app.use(baseRoutes(cms, documents, writes, cache));
  app.use(menuRoutes(cms, documents, writes, cache));
  app.use(pageRoutes(cms, documents, writes, cache));
  app.use(newsRoutes(cms, documents, writes, cache));
  app.use(mediaRoutes(cms, documents, writes, cache));
  app.use(staffRoutes(cms, documents, writes, cache));
  app.use(siteRoutes(config.FRONTEND_DIST));
  app.use(errorHandler);
  return app;
}

const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return res.end();
  if (error instanceof HttpError) {
    res.status(error.status).json({ success: false, message: error.message, ...error.extra });
    return;
  }
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ success: false, message: 'The request body is not valid JSON' });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ success: false, message: 'The request body is too large' });
    return;
  }
  if (typeof (error as { status?: number }).status === 'number' && (error as { status: number }).status < 500) {
    res.status((error as { status: number }).status).json({ success: false, message: 'Invalid request' });
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  res.status(500).json({ success: false, message: 'Internal error' });
};
