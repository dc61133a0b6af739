import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { notFound } from '../errors.js';

const ROBOTS = ['User-agent: *', 'Disallow: /protected', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', ''].join('\n');

/** The built front end: its files, a real robots.txt, and index.html for every other page path. */
export function siteRoutes(dist: string): Router {
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

  router.get(/.*/, (_req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The front end is not built yet: run `npm run build -w frontend`.');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });

  return router;
}
