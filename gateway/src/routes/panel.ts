import type { ClientRequest } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import proxyAddr from 'proxy-addr';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GATEWAY_HEADER } from '../cms/client.js';
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

/**
 * The headers in which a client (or a proxy) names an address, host, port or scheme for the request. A client can
 * write any of them, and Strapi (koa with `proxy` on) would believe the leftmost X-Forwarded-For: none is passed on.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-forwarded-prefix',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
];

/** A list of addresses and ranges (PANEL_ALLOW) as a test of one address; an invalid entry fails at start. */
export function addressAllowlist(entries: string[]): (address: string) => boolean {
  if (!entries.length) return () => false;
  const allowed = proxyAddr.compile(entries);
  return (address) => allowed(address, 0);
}

type Trust = (address: string, hop: number) => boolean;

/**
 * The client's address as the gateway judges it (Express `trust proxy`, TRUST_PROXY): the socket's address, or, from
 * a trusted proxy, the nearest address in X-Forwarded-For that is not itself a trusted proxy's. `null` when it cannot
 * be known, so that a proxy's own address never passes for a visitor's:
 * - a trusted proxy named no client (or only other trusted proxies);
 * - forwarding headers came from an address TRUST_PROXY does not name: a proxy the gateway was not told of (every
 *   visitor would have its address, a loopback one if it runs on this machine), or a client that wrote them.
 */
export function clientAddress(req: Request): string | null {
  const trust = req.app.get('trust proxy fn') as Trust;
  const chain = proxyAddr.all(req, trust);
  const nearest = chain.at(-1);
  if (nearest === undefined || trust(nearest, chain.length - 1)) return null;
  if (chain.length === 1 && FORWARDING_HEADERS.some((header) => req.headers[header] !== undefined)) return null;
  return nearest;
}

/**
 * Strapi is told exactly one hop: the client address and scheme the gateway decided, none of what the client wrote.
 * The panel shows drafts' photos too: its /uploads requests carry the gateway's secret, which no client can send.
 */
function forwardOnly(proxyReq: ClientRequest, req: Request, client: string, gatewaySecret: string | undefined) {
  for (const header of FORWARDING_HEADERS) proxyReq.removeHeader(header);
  proxyReq.removeHeader(GATEWAY_HEADER);
  if (gatewaySecret && req.path.startsWith('/uploads/')) proxyReq.setHeader(GATEWAY_HEADER, gatewaySecret);
  proxyReq.setHeader('X-Forwarded-For', client);
  proxyReq.setHeader('X-Forwarded-Proto', req.protocol);
}

/**
 * Strapi's panel through the gateway, untouched but for the forwarding headers: its own headers, bodies and cookies,
 * for the allowed client addresses only (the superuser can change the schema and create accounts: the whole internet
 * must not be able to try its password). A Strapi that stays silent for `timeoutMs` gets the same JSON 503 as a
 * Strapi that is down.
 */
export function panelProxy(cmsUrl: string, timeoutMs: number, allow: (address: string) => boolean, gatewaySecret?: string): RequestHandler {
  const allowedClient = new WeakMap<Request, string>();
  const proxy = createProxyMiddleware<Request, Response>({
    target: cmsUrl,
    xfwd: false,
    proxyTimeout: timeoutMs,
    on: {
      proxyReq: (proxyReq, req) => forwardOnly(proxyReq, req, allowedClient.get(req) as string, gatewaySecret),
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
    const client = clientAddress(req);
    if (client === null || !allow(client)) {
      const refusal = httpError('PANEL_NOT_ALLOWED');
      res.status(refusal.status).json(refusal.body);
      return;
    }
    allowedClient.set(req, client);
    return proxy(req, res, next);
  };
}
