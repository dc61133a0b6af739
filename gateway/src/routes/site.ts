import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { notFound } from '../errors.js';
import { pageReads } from './page-reads.js';

const ROBOTS = ['User-agent: *', 'Disallow: /protected', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', ''].join('\n');

/** The home page paths (/, /uz, /en, /ru): their largest paint is the carousel's first photo. */
const HOME = /^\/(?:uz|en|ru)?\/?$/;

/**
 * Lets the browser fetch the home page's largest image while the script loads, instead of after
 * it ran and asked for the carousel. Must describe the image exactly as the front end's <img>
 * does (frontend/src/api/client.ts, responsiveSrcSet; sizes 100vw) or the browser fetches twice.
 */
export function imagePreload(photo: string): string {
  const url = `/api/attachment/${encodeURIComponent(photo)}`;
  const srcset = [...[500, 750, 1000].map((width) => `${url}?w=${width} ${width}w`), `${url} 1920w`].join(', ');
  return `<link rel="preload" as="image" href="${url}" imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high">`;
}

/** A public read the page will make, fetched at once; `crossorigin` makes it match the page's own fetch(). */
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" href="${url.replaceAll('&', '&amp;')}" crossorigin="anonymous">`;

/**
 * The built front end: its files, a real robots.txt, and index.html for every other page path
 * (on the home page with its first carousel photo preloaded, from `homePhoto`).
 */
export function siteRoutes(dist: string, homePhoto: () => Promise<string | null>): Router {
  const router = Router();
  const index = path.join(dist, 'index.html');

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(ROBOTS);
  });

  // Unknown API paths are errors, never the SPA page.
  router.all(/^\/api(\/.*)?$/, () => {
    throw notFound('No such API route');
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

  router.get(/.*/, async (req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `npm run build -w frontend`.');
      return;
    }
    res.set('Cache-Control', 'no-cache');
    // Without a photo (or with Strapi away) the page is the same, only without that head start.
    const photo = HOME.test(req.path) ? await homePhoto().catch(() => null) : null;
    const reads = pageReads(req.path, new URLSearchParams(req.url.split('?')[1] ?? ''));
    const preloads = [...(photo ? [imagePreload(photo)] : []), ...reads.map(fetchPreload)];
    if (!preloads.length) return res.sendFile(index);
    const html = await fs.promises.readFile(index, 'utf8');
    res.type('html').send(html.replace('</head>', `${preloads.join('')}</head>`));
  });

  return router;
}
