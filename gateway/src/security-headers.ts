import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from './config.js';
import type { Renderer } from './site/renderer.js';

const VIDEO_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];
const MAP_FRAMES = ['https://www.google.com', 'https://maps.google.com', 'https://yandex.uz', 'https://yandex.ru'];

const headersFor = (config: Config, headScriptHash: string | undefined) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script of the server-rendered pages (frontend/src/entry-server.tsx, HEAD_SCRIPT), by its hash.
        scriptSrc: ["'self'", ...(headScriptHash ? [headScriptHash] : [])],
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

/**
 * The hashed scripts and stylesheets of the front end, the photos and the app icons: subresources that no browser shows
 * as a document of its own. A Content-Security-Policy, frame and referrer rules mean nothing on them; what does is that
 * they are never sniffed as another type nor read by another site. (SVG files, which a browser can open as a document
 * that runs scripts, are not among them and keep every header.)
 */
const SUBRESOURCE = /^\/(?:assets\/[^/]+\.(?:js|css)$|api\/attachment\/|icons\/[^/]+\.png$)/;

const subresourceHeaders = (config: Config) =>
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL?.startsWith('https://') ? { maxAge: 31_536_000 } : false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

/**
 * Helmet's headers, the Content-Security-Policy naming the current front-end build's head script. Made once a build:
 * helmet writes a policy of fixed words as one prepared string, where a directive computed per request is put together
 * and checked on every request (the cached pages and reads are the busiest path: docs/performance.md). A subresource
 * gets only the headers that mean something on it: a page's thirty photos and scripts would otherwise carry about a
 * kilobyte each of document rules (docs/security.md).
 */
export function securityHeaders(config: Config, renderer: Renderer | null): RequestHandler {
  let made: { hash: string | undefined; headers: RequestHandler } | undefined;
  const subresource = subresourceHeaders(config);
  return (req, res, next) => {
    if (SUBRESOURCE.test(req.path)) return subresource(req, res, next);
    const hash = renderer?.headScriptHash;
    if (!made || made.hash !== hash) made = { hash, headers: headersFor(config, hash) };
    made.headers(req, res, next);
  };
}
