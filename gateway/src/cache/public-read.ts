import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { parse } from '../validate.js';
import type { EncodedBody } from './encoded.js';
import type { CacheState, ReadCache } from './read-cache.js';

type Params = Record<string, string>;

/** One public GET: its query, the content it is built from (tags.ts) and how it is built. */
export interface PublicRead<Q extends z.ZodType> {
  query: Q;
  tags: (query: z.infer<Q>, params: Params) => readonly string[];
  /** The answer's `content`. */
  load: (query: z.infer<Q>, params: Params) => Promise<unknown>;
}

/** Serves a public read from the cache, keyed by the path and the query as validated (defaults filled in, unknown keys dropped). */
export function publicRead<Q extends z.ZodType>(cache: ReadCache, read: PublicRead<Q>): RequestHandler {
  return async (req, res) => {
    const query = parse(read.query, req.query);
    const params = req.params as Params;
    // Sorted keys: the same request whatever order its parameters came in.
    const key = `${req.baseUrl}${req.path}?${JSON.stringify(query, Object.keys(query as object).sort())}`;
    const { body, state } = await cache.read(key, read.tags(query, params), async () => ({
      success: true,
      content: await read.load(query, params),
    }));
    sendEncoded(req, res, body, state);
  };
}

/** Browsers revalidate every time (writes show at once) and a 304 costs no body. */
function sendEncoded(req: Request, res: Response, body: EncodedBody, state: CacheState) {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('X-Cache', state);
  if (matchesEtag(req.headers['if-none-match'], body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip');
  const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity;
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
