import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { notFound } from '../errors.js';
import { RESPONSIVE_WIDTHS } from './attachment.js';
import { pagePlan, type LargestImage } from './page-reads.js';

const ROBOTS = ['User-agent: *', 'Disallow: /protected', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', ''].join('\n');

/**
 * Lets the browser fetch the home page's largest image while the script loads, instead of after
 * it ran and asked for the carousel. Must describe the image exactly as the front end's <img>
 * does (frontend/src/api/client.ts, responsiveSrcSet; sizes 100vw) or the browser fetches twice.
 */
export function imagePreload({ photo, sizes }: { photo: string; sizes: string }): string {
  const url = `/api/attachment/${encodeURIComponent(photo)}`;
  const srcset = [...RESPONSIVE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`), `${url} 1920w`].join(', ');
  return `<link rel="preload" as="image" href="${url}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;
}

/**
 * What a visitor page shows before its script has run: the site's two header bars with the logo,
 * where the real ones will be. The script removes it before its first render (frontend/src/main.tsx).
 */
const SHELL =
  '<div aria-hidden="true" data-shell>' +
  '<div style="background:#0f3d13;height:2.7rem"></div>' +
  '<div style="background:#1b5e20;padding:1rem"><img src="/logo.svg" alt="" width="56" height="56"></div>' +
  '</div>';

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * index.html as visitor pages get it: the small stylesheet inlined (painting does not wait for a
 * request of its own) and the placeholder in the root. Made once per build of index.html.
 */
async function visitorTemplate(index: string, dist: string): Promise<string> {
  const html = await fs.promises.readFile(index, 'utf8');
  const styles = new Map<string, string>();
  for (const [, href] of html.matchAll(STYLESHEET)) {
    styles.set(href!, (await fs.promises.readFile(path.join(dist, href!), 'utf8')).replaceAll('</', '<\\/'));
  }
  return html
    .replace(STYLESHEET, (_tag, href: string) => `<style>${styles.get(href)}</style>`)
    .replace('<div id="root"></div>', `<div id="root">${SHELL}</div>`);
}

/** A public read the page will make, fetched at once; `crossorigin` makes it match the page's own fetch(). */
const fetchPreload = (url: string) => `<link rel="preload" as="fetch" href="${url.replaceAll('&', '&amp;')}" crossorigin="anonymous">`;

/**
 * The built front end: its files, a real robots.txt, and index.html for every other page path
 * (with the page's API reads and its largest photo, from `imageOf`, preloaded).
 */
export function siteRoutes(dist: string, imageOf: (image: LargestImage) => Promise<{ photo: string; sizes: string } | null>): Router {
  const router = Router();
  const index = path.join(dist, 'index.html');
  let template: { builtAt: number; html: Promise<string> } | undefined;
  const visitorHtml = async () => {
    const builtAt = (await fs.promises.stat(index)).mtimeMs;
    if (template?.builtAt !== builtAt) template = { builtAt, html: visitorTemplate(index, dist) };
    return template.html;
  };

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
    const { reads, image } = pagePlan(req.path, new URLSearchParams(req.url.split('?')[1] ?? ''));
    // Without a photo (an unknown item, or Strapi away) the page is the same, only without that head start.
    const photo = image ? await imageOf(image).catch(() => null) : null;
    const preloads = [...(photo ? [imagePreload(photo)] : []), ...reads.map(fetchPreload)];
    if (!preloads.length) return res.sendFile(index);
    res.type('html').send((await visitorHtml()).replace('</head>', `${preloads.join('')}</head>`));
  });

  return router;
}
