import { createProxyMiddleware } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';

/** Every path Strapi's own panel calls, for the superuser. */
export const PANEL_PATHS = [
  '/admin',
  '/content-manager',
  '/content-type-builder',
  '/upload',
  '/uploads',
  '/i18n',
  '/users-permissions',
  '/email',
  '/review-workflows',
  '/content-releases',
];

const isPanelPath = (path: string) =>
  PANEL_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

/**
 * Strapi's panel through the gateway, untouched: its own headers, bodies and cookies. A Strapi
 * that stays silent for `timeoutMs` gets the same JSON 503 as a Strapi that is down.
 */
export function panelProxy(cmsUrl: string, timeoutMs: number): RequestHandler {
  return createProxyMiddleware({
    target: cmsUrl,
    xfwd: true,
    proxyTimeout: timeoutMs,
    pathFilter: (path) => isPanelPath(path),
    on: {
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ success: false, message: 'The content service is unavailable, please try again shortly' }));
        }
      },
    },
  }) as RequestHandler;
}
