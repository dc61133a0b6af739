import net from 'node:net';
import type { Request, RequestHandler } from 'express';
import { badRequest } from './errors.js';

/** A DNS name's longest text form (RFC 1035), and so the longest host an origin is ever built from. */
const MAX_NAME_LENGTH = 253;
/** A name's labels (letters, digits, hyphens inside; underscores, as container names have them), dot-separated. */
const NAME = /^(?!-)[a-z0-9_-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9_-]{1,63}(?<!-))*\.?$/i;
const HOST = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/i;

/** Whether `value` is a host as an origin may name it: a DNS name or IPv4 address, or an [IPv6] address, and a port. */
export function isValidHost(value: string): boolean {
  const parts = HOST.exec(value);
  if (!parts) return false;
  const [, ipv6, name, port] = parts;
  if (port !== undefined && Number(port) > 65_535) return false;
  if (ipv6 !== undefined) return net.isIPv6(ipv6);
  return name.length <= MAX_NAME_LENGTH && NAME.test(name);
}

/**
 * Refuses a request whose host (the Host header, and a trusted proxy's X-Forwarded-Host) is not a plain host[:port],
 * or whose scheme (a trusted proxy's X-Forwarded-Proto) is not http or https, before anything reads them: without
 * PUBLIC_URL the site's origin in page heads, feeds and the API's document is built from them, and those are cached
 * per origin. A request with no Host at all has no origin either.
 */
export const requireValidHost: RequestHandler = (req, _res, next) => {
  const header = req.get('host');
  const valid = header !== undefined && isValidHost(header) && isValidHost(req.host ?? '') && /^https?$/.test(req.protocol);
  if (!valid) throw badRequest('The Host header must be a host name or address, with an optional port');
  next();
};

/** The site's origin for links sent away from the page (letters): PUBLIC_URL, or the one the request came to. */
export const siteOrigin = (req: Request, publicUrl: string | undefined) => publicUrl ?? `${req.protocol}://${req.get('host')}`;
