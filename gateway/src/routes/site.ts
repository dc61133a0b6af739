import path from 'node:path';
import { Router, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { LOCALE_PATH } from '@lyceum/contract';
import type { PublicReads } from '../cache/public-read.js';
import type { ReadCache } from '../cache/read-cache.js';
import { notFound } from '../errors.js';
import { visitorPages } from '../site/pages.js';
import { postedPages, type PostedPage } from '../site/posted-page.js';
import type { Renderer } from '../site/renderer.js';
import { sendNotBuilt, templatesOf } from '../site/templates.js';
import type { Logger } from '../logger.js';
import type { PreviewTokens } from '../preview/tokens.js';

/** Previews and image search fetch the photos under /api/attachment/; the rest of the API is no page. */
const robots = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /api/attachment/',
    'Disallow: /api/',
    'Disallow: /protected',
    'Disallow: /admin',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

interface SiteOptions {
  dist: string;
  /** The front end's server renderer; without it visitor pages are rendered in the browser alone. */
  renderer: Renderer | null;
  reads: PublicReads;
  previews: PreviewTokens;
  cache: ReadCache;
  publicUrl?: string;
  logger: Logger;
}

/** The paths of the visitor pages in a language (unknown languages go to /uz through the site's routes). */
export const VISITOR_PAGE = LOCALE_PATH;

/**
 * The built front end: `visitorPage`, the visitor pages rendered on the server (for VISITOR_PAGE
 * paths, mounted ahead of the other routes: no other route serves them), and `site`: the files,
 * a real robots.txt, the redirects to /uz and the bare index.html for the admin under /protected
 * (rendered in the browser, never cached).
 */
export function siteRoutes({ dist, renderer, reads, previews, cache, publicUrl, logger }: SiteOptions): {
  visitorPage: RequestHandler;
  postedPage: PostedPage;
  site: Router;
} {
  const router = Router();
  const templates = templatesOf(dist);

  router.get('/robots.txt', (req, res) => {
    const origin = publicUrl ?? `${req.protocol}://${req.get('host')}`;
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots(origin));
  });

  // Unknown API paths are errors, never a page.
  router.all(/^\/api(\/.*)?$/, () => {
    throw notFound('API_ROUTE_NOT_FOUND');
  });

  // The build writes .br and .gz beside each file: sent as they are, brotli first.
  router.use(
    expressStaticGzip(dist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, file) => {
          // Vite's hashed assets never change; everything else is revalidated.
          res.setHeader(
            'Cache-Control',
            file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      },
    }),
  );

  const bare = async (res: Response) => {
    const html = (await templates())?.html;
    if (!html) return sendNotBuilt(res);
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  };
  router.get(/^\/protected(\/.*)?$/, (_req, res) => bare(res));
  const visitorPage: RequestHandler = renderer
    ? visitorPages({ renderer, reads, previews, cache, templates, publicUrl, logger })
    : (_req, res) => bare(res);
  router.get(/.*/, visitorPage);
  return { visitorPage, postedPage: postedPages({ renderer, reads, templates, publicUrl }), site: router };
}
