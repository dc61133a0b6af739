import type { Request, RequestHandler, Response } from 'express';
import { LOCALE_ALTERNATIVES, normalizeSearchQuery } from '@lyceum/contract';
import { sendEncoded, type PublicReads } from '../cache/public-read.js';
import type { ReadCache } from '../cache/read-cache.js';
import { HttpError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { PreviewTokens } from '../preview/tokens.js';
import type { Answer, Renderer, RendererBuild, RenderResult } from './renderer.js';
import { sendPreview } from './preview-page.js';
import { sendNotBuilt, type Templates } from './templates.js';

const SEARCH_PAGE = new RegExp(`^/(?:${LOCALE_ALTERNATIVES})/search$`);

/** A page that is sent as rendered but not kept: a redirect, a 404, or one rendered while Strapi was away. */
class Uncached extends HttpError {
  constructor(
    readonly result: RenderResult,
    unavailable: boolean,
  ) {
    // 503 lets the cache answer with a page it kept before Strapi went away.
    super('INTERNAL', { message: 'not cached', status: unavailable ? 503 : result.status });
  }
}

/** The page's URL as rendered and kept: only `?page=` changes what a visitor page shows, and `?q=` the search page. */
function pageUrl(req: Request, origin: string): string {
  const page = Number.parseInt(typeof req.query.page === 'string' ? req.query.page : '', 10);
  const q = SEARCH_PAGE.test(req.path) && typeof req.query.q === 'string' ? normalizeSearchQuery(req.query.q) : '';
  const search = new URLSearchParams({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return `${origin}${req.path}${search ? `?${search}` : ''}`;
}

/** One public read of a page, through the cache: its answer, its tags, and whether Strapi was away (served stale or 503). */
export async function pageRead(
  reads: PublicReads,
  key: string,
): Promise<{ answer: Answer; tags: readonly string[]; unavailable: boolean }> {
  try {
    const answer = await reads.resolve(key);
    return { answer: { content: answer.content }, tags: answer.tags, unavailable: answer.state === 'STALE' };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { answer: { error: { status: error.status, message: error.message } }, tags: [], unavailable: error.status === 503 };
  }
}

/**
 * Visitor pages, rendered on the server from the public reads (in process, through their cache
 * entries) and kept like them: tagged with the reads' tags, so that a write drops exactly the
 * pages it changed; ETag and 304; brotli and gzip; served stale while Strapi is away.
 */
export function visitorPages(options: {
  renderer: Renderer;
  reads: PublicReads;
  cache: ReadCache;
  templates: () => Promise<Templates | null>;
  previews: PreviewTokens;
  publicUrl?: string;
  logger: Logger;
}): RequestHandler {
  const { renderer, reads, cache, templates, logger } = options;

  const render = async (build: RendererBuild, url: string, origin: string, { html: template }: Templates) => {
    const tags = new Set<string>();
    let unavailable = false;
    const read = async (key: string): Promise<Answer> => {
      const read = await pageRead(reads, key);
      for (const tag of read.tags) tags.add(tag);
      // Content from before a write, served while Strapi is away: a page built from it must not be kept as current,
      // or it would hide that write for the cache's whole TTL after Strapi is back.
      if (read.unavailable) unavailable = true;
      return read.answer;
    };
    const result = await build.render({ url, origin, read, template });
    if (unavailable || !('html' in result) || result.status !== 200) throw new Uncached(result, unavailable);
    return { text: result.html, tags: [...tags] };
  };

  return async (req: Request, res: Response) => {
    const current = await templates();
    if (!current) {
      sendNotBuilt(res);
      return;
    }
    const build = await renderer.current();
    const origin = options.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    const url = pageUrl(req, origin);
    if (req.query.preview !== undefined) {
      await sendPreview({ req, res, build, templates: current, reads, previews: options.previews, url, origin });
      return;
    }
    try {
      const { body, state } = await cache.readRendered(`html ${current.version} ${build.version} ${url}`, () =>
        render(build, url, origin, current),
      );
      sendEncoded(req, res, body, state, 'text/html; charset=utf-8');
    } catch (error) {
      res.set('Cache-Control', 'no-cache');
      if (!(error instanceof Uncached)) {
        // A page the server cannot render is still a page: the browser renders it (or shows 'Unexpected Application Error').
        logger.error({ err: error, url: req.originalUrl }, 'server rendering failed; the page is rendered in the browser');
        res.type('html').send(current.html);
        return;
      }
      const { result } = error;
      if ('redirect' in result) return res.redirect(result.status, result.redirect);
      res.status(error.status).type('html').send(result.html);
    }
  };
}
