import crypto from 'node:crypto';
import express, { type ErrorRequestHandler } from 'express';
import { wellFormedStrings } from '@lyceum/contract';
import { pinoHttp } from 'pino-http';
import { ClockTags } from './cache/clock-tags.js';
import { PublicReads } from './cache/public-read.js';
import type { ReadCache } from './cache/read-cache.js';
import { CmsClient } from './cms/client.js';
import { Documents } from './cms/documents.js';
import { Schedules } from './cms/schedules.js';
import { UnpublishedFiles } from './cms/unpublished-files.js';
import { PreviewPhotos } from './preview/preview-photos.js';
import { PreviewTokens } from './preview/tokens.js';
import { Writes } from './cms/writes.js';
import type { Config } from './config.js';
import { HttpError, httpError } from './errors.js';
import type { Logger } from './logger.js';
import { docsAssets } from './routes/api-docs.js';
import { cmsEvents } from './routes/cms-events.js';
import { FEED_PATHS, feedRoutes } from './routes/feeds.js';
import { mountCachedReads, routerOf } from './routes/mount.js';
import { addressAllowlist, panelProxy } from './routes/panel.js';
import { DOWNLOAD_PATHS, downloads } from './routes/downloads.js';
import { VISITOR_PAGE, siteRoutes } from './routes/site.js';
import { appealPages } from './routes/appeal-pages.js';
import { receptionDesk } from './appeals/desk.js';
import { API_ROUTES } from './routes/table.js';
import { ImageVariants } from './images/image-variants.js';
import { SiteSearch } from './search/site-search.js';
import { mailerOf } from './mail/mailer.js';
import { requireValidHost } from './request-host.js';
import { securityHeaders as securityHeadersOf } from './security-headers.js';
import type { Renderer } from './site/renderer.js';

/**
 * Builds the gateway around its read cache (cache/create-cache.ts) and the front end's server
 * renderer (site/renderer.ts); listening is server.ts's job.
 */
export function createApp(config: Config, logger: Logger, cache: ReadCache, renderer: Renderer | null) {
  const errorHandler = handleErrors(logger);
  const cms = new CmsClient(config.cmsUrl, config.CMS_TIMEOUT_MS, config.CMS_GATEWAY_SECRET);
  if (!config.PREVIEW_SECRET) logger.warn('PREVIEW_SECRET is not set: preview links work on this gateway process only, until it restarts');
  const previews = new PreviewTokens(config.PREVIEW_SECRET ?? crypto.randomBytes(32).toString('base64url'));
  const documents = new Documents(cms);
  const writes = new Writes(cms, cache);
  const app = express();

  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('query parser', 'simple');
  // Before any route: no origin, cache key or proxied request is ever made of a malformed host.
  app.use(requireValidHost);
  const securityHeaders = securityHeadersOf(config, renderer);

  // Public reads first: the busiest path walks the fewest layers and writes no access log line.
  const publicReads = new PublicReads(cache);
  const deps = {
    cms,
    documents,
    writes,
    config,
    search: new SiteSearch(documents, cache),
    images: new ImageVariants(config.IMAGE_CACHE_DIR, config.IMAGE_VARIANT_WAIT_MS),
    unpublished: new UnpublishedFiles(cms, cache),
    schedules: new Schedules(cms),
    previews,
    previewPhotos: new PreviewPhotos(documents, cache),
    clock: new ClockTags(cache),
    mailer: mailerOf(config),
    desk: receptionDesk(cms, config.CMS_GATEWAY_SECRET, logger),
  };
  mountCachedReads(API_ROUTES, deps, publicReads);
  app.use('/api/public', securityHeaders, publicReads.router);

  // The site map and the feeds, cached like the pages (/{lang}/rss.xml is under a visitor page's path).
  app.get(FEED_PATHS, securityHeaders, feedRoutes({ cms, reads: publicReads, cache, publicUrl: config.PUBLIC_URL }));

  // Then the visitor pages, as cheaply (rendered once, then served from the cache like the reads).
  const site = siteRoutes({
    dist: config.FRONTEND_DIST,
    renderer,
    reads: publicReads,
    previews,
    cache,
    publicUrl: config.PUBLIC_URL,
    logger,
  });
  // A document's file at its own address, under a visitor page's path.
  app.get(DOWNLOAD_PATHS, securityHeaders, downloads(deps, publicReads));
  // The reception's pages mark the form's opening, and answer their own forms' posts (docs/appeals.md).
  app.use(appealPages(deps, site.postedPage, securityHeaders));
  app.get(VISITOR_PAGE, securityHeaders, site.visitorPage);

  // Access logs for everything else; public reads and pages (nearly all cache hits) log only their failures, in the error handler.
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/healthz' } }));

  // Strapi's panel keeps its own headers and reads its own bodies.
  app.use(panelProxy(config.cmsUrl, config.CMS_TIMEOUT_MS, addressAllowlist(config.PANEL_ALLOW), config.CMS_GATEWAY_SECRET));
  app.use(securityHeaders);
  app.use(cmsEvents(config.CMS_EVENTS_SECRET, cache));

  // The content's bodies: under these prefixes even an unknown route's body is read (and a malformed one refused) first.
  // Every string is made well formed as it is parsed: no rule, database or page ever sees a NUL or a lone surrogate.
  app.use(['/api/public', '/api/v1'], express.json({ limit: '2mb', reviver: wellFormedStrings }));
  app.use(routerOf(API_ROUTES, deps));
  app.use('/api/docs/assets', docsAssets);
  app.use(site.site);
  app.use(errorHandler);
  return app;
}

const handleErrors =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    if (res.headersSent) return res.end();
    const refusal = error instanceof HttpError ? error : fromMiddleware(error);
    if (!refusal) {
      (req.log ?? logger).error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
      res.set('Cache-Control', 'no-store').removeHeader('ETag');
      res.status(500).json(httpError('INTERNAL').body);
      return;
    }
    if (refusal.status >= 500) {
      (req.log ?? logger).warn({ method: req.method, url: req.originalUrl, status: refusal.status }, refusal.message);
      // A handler may have set the caching of the answer it meant to send (a photo's year): no cache keeps an outage.
      res.set('Cache-Control', 'no-store').removeHeader('ETag');
    }
    res.status(refusal.status).json(refusal.body);
  };

/** The errors of body parsing and of Express itself (a malformed path) that the client caused; null for a bug. */
function fromMiddleware(error: unknown): HttpError | null {
  const { type, status } = (error ?? {}) as { type?: string; status?: unknown };
  if (type === 'entity.parse.failed') return httpError('INVALID_JSON');
  if (type === 'entity.too.large') return httpError('BODY_TOO_LARGE');
  if (typeof status !== 'number' || status >= 500) return null;
  if (status === 415) return httpError('BODY_ENCODING_UNSUPPORTED');
  if (status === 413) return httpError('BODY_TOO_LARGE');
  return httpError('INVALID_REQUEST');
}
