import { Router, type Request, type RequestHandler, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { match, type MatchFunction } from 'path-to-regexp';
import type { z } from 'zod';
import { notFound } from '../errors.js';
import { parse } from '../validate.js';
import type { EncodedBody, Encoding } from './encoded.js';
import { entryBytes } from './memory-size.js';
import type { PreviewSubject } from '../preview/tokens.js';
import type { CacheState, ReadCache } from './read-cache.js';

type Params = Record<string, string>;

/** Memory per public read for its validated requests: thousands of ordinary URLs, a few hundred of the longest. */
const REQUESTS_MAX_BYTES = 512 * 1024;

/** One public GET: its query, the content it is built from (tags.ts) and how it is built. */
export interface PublicRead<Q extends z.ZodType> {
  query: Q;
  tags: (query: z.infer<Q>, params: Params) => readonly string[];
  /** The answer's `content`. */
  load: (query: z.infer<Q>, params: Params) => Promise<unknown>;
  /** A read that can show a draft: its content with the latest version of the document a preview link names (never cached). */
  preview?: PreviewRead<Q>;
}

export interface PreviewRead<Q extends z.ZodType> {
  kind: PreviewSubject['kind'];
  /** Throws a 404 when the read is not of the document `id`. */
  load: (query: z.infer<Q>, params: Params, id: string) => Promise<unknown>;
}

/** Serves a public read from the cache, keyed by the path and the query as validated (defaults filled in, unknown keys dropped). */
export function publicRead<Q extends z.ZodType>(cache: ReadCache, read: PublicRead<Q>): RequestHandler {
  // Validating the same URL always gives the same query: a hit skips it. The query counts as much as its key, its JSON.
  const known = new LRUCache<string, { key: string; tags: readonly string[]; query: z.infer<Q>; params: Params }>({
    maxSize: REQUESTS_MAX_BYTES,
    sizeCalculation: (request, url) => entryBytes(url, request.key, request.key, ...request.tags, ...Object.values(request.params)),
  });
  return async (req, res) => {
    let request = known.get(req.originalUrl);
    if (!request) {
      const query = parse(read.query, req.query);
      const params = { ...(req.params as Params) };
      request = { key: cacheKey(`${req.baseUrl}${req.path}`, query), tags: read.tags(query, params), query, params };
      known.set(req.originalUrl, request);
    }
    const { body, state } = await answer(cache, request.key, request.tags, read, request.query, request.params);
    sendEncoded(req, res, body, state);
  };
}

/** The cached envelope of one read: the contract's `{success, content}`, built by `read.load` on a miss. */
const answer = <Q extends z.ZodType>(
  cache: ReadCache,
  key: string,
  tags: readonly string[],
  read: PublicRead<Q>,
  query: z.infer<Q>,
  params: Params,
) => cache.read(key, tags, async () => ({ success: true, content: await read.load(query, params) }));

/** Sorted keys: the same request whatever order its parameters came in. */
const cacheKey = (path: string, query: unknown) => `${path}?${JSON.stringify(query, Object.keys(query as object).sort())}`;

/** The `content` of the public read at `path` (its `params` already in it) and its tags, through the same cache entry its visitors use. */
async function readContent<Q extends z.ZodType>(
  cache: ReadCache,
  path: string,
  read: PublicRead<Q>,
  rawQuery: unknown,
  params: Params,
): Promise<{ content: unknown; tags: readonly string[]; state: CacheState }> {
  const query = parse(read.query, rawQuery);
  const tags = read.tags(query, params);
  const { body, state } = await answer(cache, cacheKey(path, query), tags, read, query, params);
  return { content: (JSON.parse(body.identity.toString()) as { content: unknown }).content, tags, state };
}

/**
 * The public reads by path: served over HTTP under /api/public, and read in process (no HTTP
 * call) by the server renderer of the visitor pages, through the same cache entries.
 */
export class PublicReads {
  readonly router = Router();
  private readonly table: { match: MatchFunction<Params>; read: PublicRead<z.ZodType> }[] = [];

  constructor(private readonly cache: ReadCache) {}

  get<Q extends z.ZodType>(path: string, read: PublicRead<Q>): void {
    this.router.get(path, publicRead(this.cache, read));
    this.table.push({ match: match<Params>(path), read: read });
  }

  /**
   * The content and tags of the read a URL names, e.g. `/api/public/news?lang=uz&page=0&size=4`, and whether it came
   * from the cache (HIT), from Strapi (MISS), or was kept from before a write because Strapi is away (STALE).
   */
  async resolve(url: string): Promise<{ content: unknown; tags: readonly string[]; state: CacheState }> {
    const { entry, query, params } = this.find(url);
    return readContent(this.cache, `/api/public${entry.path}`, entry.read, query, params);
  }

  /**
   * As `resolve`, for a preview link's page: a read that can show a draft of the link's kind shows the latest
   * version of its document, or answers 404 for any other (`previewed` says one did); the others are as visitors get them.
   */
  async resolvePreview(url: string, subject: PreviewSubject): Promise<{ content: unknown; tags: readonly string[]; previewed: boolean }> {
    const { entry, query, params } = this.find(url);
    const preview = entry.read.preview;
    if (preview?.kind !== subject.kind) return { ...(await this.resolve(url)), previewed: false };
    return { content: await preview.load(parse(entry.read.query, query), params, subject.id), tags: [], previewed: true };
  }

  private find(url: string) {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const path = pathname.replace(/^\/api\/public(?=\/)/, '');
    for (const entry of this.table) {
      const found = entry.match(path);
      if (found) return { entry: { path, read: entry.read }, query: Object.fromEntries(searchParams), params: { ...found.params } };
    }
    throw notFound('API_ROUTE_NOT_FOUND');
  }
}

/** Browsers revalidate every time (writes show at once) and a 304 costs no body. */
export function sendEncoded(req: Request, res: Response, body: EncodedBody, state: CacheState, type = 'application/json; charset=utf-8') {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('X-Cache', state);
  if (matchesEtag(req.headers['if-none-match'], body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const { encoding, bytes } = body.bytes(preferredEncoding(req));
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/** Browsers send a handful of distinct Accept-Encoding values: each is negotiated once. */
const encodingByHeader = new LRUCache<string, Encoding>({ maxSize: 64 * 1024, sizeCalculation: (_encoding, header) => entryBytes(header) });

function preferredEncoding(req: Request): Encoding {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  let encoding = encodingByHeader.get(header);
  if (!encoding) {
    // Brotli whenever it is accepted at all: browsers list it after gzip at the same weight, yet it is the smaller.
    encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
    encodingByHeader.set(header, encoding);
  }
  return encoding;
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
