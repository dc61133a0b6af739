import { createProxyMiddleware } from 'http-proxy-middleware';
import proxyAddr from 'proxy-addr';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { cmsUnavailable, httpError } from '../errors.js';

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

/** A list of addresses and ranges (PANEL_ALLOW) as a test of one address; an invalid entry fails at start. */
export function addressAllowlist(entries: string[]): (address: string) => boolean {
  const allowed = proxyAddr.compile(entries);
  return (address) => allowed(address, 0);
}

/**
 * Strapi's panel through the gateway, untouched: its own headers, bodies and cookies, for the
 * allowed client addresses only (the superuser can change the schema and create accounts: the
 * whole internet must not be able to try its password). A Strapi that stays silent for `timeoutMs`
 * gets the same JSON 503 as a Strapi that is down.
 */
export function panelProxy(cmsUrl: string, timeoutMs: number, allow: (address: string) => boolean): RequestHandler {
  const proxy = createProxyMiddleware({
    target: cmsUrl,
    xfwd: true,
    proxyTimeout: timeoutMs,
    on: {
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(503, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(cmsUnavailable().body));
        }
      },
    },
  }) as RequestHandler;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isPanelPath(req.path)) return next();
    if (!allow(req.ip ?? '')) {
      const refusal = httpError('PANEL_NOT_ALLOWED');
      res.status(refusal.status).json(refusal.body);
      return;
    }
    return proxy(req, res, next);
  };
}
