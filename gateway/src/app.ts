import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { PublicReads } from './cache/public-read.js';
import type { ReadCache } from './cache/read-cache.js';
import { CmsClient } from './cms/client.js';
import { Documents } from './cms/documents.js';
import { Writes } from './cms/writes.js';
import type { Config } from './config.js';
import { HttpError } from './errors.js';
import type { Logger } from './logger.js';
import { attachmentRoutes } from './routes/attachment.js';
import { auditRoutes } from './routes/audit.js';
import { authRoutes } from './routes/auth.js';
import { baseRoutes } from './routes/base.js';
import { healthRoutes } from './routes/health.js';
import { mediaRoutes } from './routes/media.js';
import { menuRoutes } from './routes/menu.js';
import { newsRoutes } from './routes/news.js';
import { ogImageRoutes } from './routes/og-image.js';
import { pageRoutes } from './routes/page.js';
import { addressAllowlist, panelProxy } from './routes/panel.js';
import { VISITOR_PAGE, siteRoutes } from './routes/site.js';
import { staffRoutes } from './routes/staff.js';
import { trashRoutes } from './routes/trash.js';
import { twoFactorRoutes } from './routes/two-factor.js';
import type { Renderer } from './site/renderer.js';

const VIDEO_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const MAP_FRAMES = ['https://www.google.com', 'https://maps.google.com', 'https://yandex.uz', 'https://yandex.ru'];

/**
 * Builds the gateway around its read cache (cache/create-cache.ts) and the front end's server
 * renderer (site/renderer.ts); listening is server.ts's job.
 */
export function createApp(config: Config, logger: Logger, cache: ReadCache, renderer: Renderer | null) {
  const errorHandler = handleErrors(logger);
  const cms = new CmsClient(config.cmsUrl, config.CMS_TIMEOUT_MS);
  const documents = new Documents(cms);
  const writes = new Writes(cms, cache);
  const app = express();

  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('query parser', 'simple');
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script of the server-rendered pages (frontend/src/entry-server.tsx, HEAD_SCRIPT), by its hash.
        scriptSrc: ["'self'", ...(renderer ? [() => renderer.headScriptHash] : [])],
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
    // Only a site that is served over https may tell browsers never to come back over http.
    strictTransportSecurity: config.PUBLIC_URL?.startsWith('https://') ? { maxAge: 31_536_000 } : false,
  });

  // Public reads first: the busiest path walks the fewest layers and writes no access log line.
  const publicReads = new PublicReads(cache);
  const deps = { cms, documents, writes, publicReads };
  app.use('/api/public', securityHeaders, publicReads.router);

  // Then the visitor pages, as cheaply (rendered once, then served from the cache like the reads).
  const site = siteRoutes({ dist: config.FRONTEND_DIST, renderer, reads: publicReads, cache, publicUrl: config.PUBLIC_URL, logger });
  app.get(VISITOR_PAGE, securityHeaders, site.visitorPage);

  // Access logs for everything else; public reads and pages (nearly all cache hits) log only their failures, in the error handler.
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));

  // Strapi's panel keeps its own headers and reads its own bodies.
  app.use(panelProxy(config.cmsUrl, config.CMS_TIMEOUT_MS, addressAllowlist(config.PANEL_ALLOW)));
  app.use(securityHeaders);

  app.use(healthRoutes(cms));
  app.use(authRoutes(cms, config));
  app.use(twoFactorRoutes(cms, config));
  app.use(attachmentRoutes(cms));
  app.use(ogImageRoutes(cms, config.FRONTEND_PUBLIC));
  app.use(['/api/public', '/api/v1'], express.json({ limit: '2mb' }));
  for (const routes of [baseRoutes, menuRoutes, pageRoutes, newsRoutes, mediaRoutes, staffRoutes, trashRoutes, auditRoutes])
    app.use(routes(deps));
  app.use(site.site);
  app.use(errorHandler);
  return app;
}

const handleErrors =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    if (res.headersSent) return res.end();
    if (error instanceof HttpError) {
      if (error.status >= 500) (req.log ?? logger).warn({ method: req.method, url: req.originalUrl, status: error.status }, error.message);
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
    (req.log ?? logger).error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json({ success: false, message: 'Internal error' });
  };
