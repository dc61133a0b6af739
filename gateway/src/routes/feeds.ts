import { Router, type Request } from 'express';
import { FEED_SIZE, LOCALE_ALTERNATIVES, isLocale, publicNewsPage } from '@lyceum/contract';
import { sendEncoded, type PublicReads } from '../cache/public-read.js';
import type { ReadCache } from '../cache/read-cache.js';
import type { CmsClient } from '../cms/client.js';
import { httpError, notFound } from '../errors.js';
import { SITEMAP_KINDS, SitemapEntries, type SitemapEntry } from '../site/sitemap-entries.js';
import { indexXml, planSitemap, sitemapFileName, sitemapItems, urlsetXml } from '../site/sitemap-xml.js';
import { newsFeed } from '../site/news-feed.js';

interface FeedOptions {
  cms: CmsClient;
  reads: PublicReads;
  cache: ReadCache;
  publicUrl?: string;
}

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
/** /{lang}/rss.xml, the language captured. */
const RSS_PATH = new RegExp(`^/(${LOCALE_ALTERNATIVES})/rss\\.xml$`);

/** The paths this router answers, for the app to mount it ahead of the visitor pages (whose paths /{lang}/rss.xml shares). */
export const FEED_PATHS = ['/sitemap.xml', /^\/sitemap-\d+\.xml$/, RSS_PATH];

/**
 * The site map for search engines (/sitemap.xml, an index of /sitemap-<n>.xml once it passes the
 * protocol's 50 000 URLs) and each language's RSS feed (/{lang}/rss.xml). Both are kept in the read
 * cache like the pages, tagged with the content kinds they list, so a write drops them at once.
 */
export function feedRoutes({ cms, reads, cache, publicUrl }: FeedOptions): Router {
  const router = Router();
  const entries = new SitemapEntries(cms);
  const originOf = (req: Request) => publicUrl ?? `${req.protocol}://${req.get('host')}`;
  // Read once for /sitemap.xml and every numbered file: a cache entry with the same tags as they have.
  const allEntries = async (): Promise<SitemapEntry[]> => {
    const { body } = await cache.read('sitemap entries', SITEMAP_KINDS, () => entries.all());
    return JSON.parse(body.identity.toString()) as SitemapEntry[];
  };
  const plan = async (origin: string) => planSitemap(sitemapItems(await allEntries(), origin));

  router.get('/sitemap.xml', async (req, res) => {
    const origin = originOf(req);
    const { body, state } = await cache.readRendered(`sitemap ${origin}`, async () => {
      const current = await plan(origin);
      const text = current.kind === 'urls' ? await urlsetXml(current.items) : await indexXml(current.files, origin);
      return { text, tags: SITEMAP_KINDS };
    });
    sendEncoded(req, res, body, state, XML);
  });

  router.get(/^\/sitemap-(\d+)\.xml$/, async (req, res) => {
    const origin = originOf(req);
    const index = Number(req.params[0]) - 1;
    const { body, state } = await cache.readRendered(`${sitemapFileName(index)} ${origin}`, async () => {
      const current = await plan(origin);
      const file = current.kind === 'index' ? current.files[index] : undefined;
      if (!file) throw notFound('ITEM_NOT_FOUND');
      return { text: await urlsetXml(file), tags: SITEMAP_KINDS };
    });
    sendEncoded(req, res, body, state, XML);
  });

  router.get(RSS_PATH, async (req, res) => {
    const lang = req.params[0];
    if (!isLocale(lang)) throw notFound('ITEM_NOT_FOUND');
    const origin = originOf(req);
    const { body, state } = await cache.readRendered(`rss ${lang} ${origin}`, async () => {
      const { content, tags, state } = await reads.resolve(`/api/public/news?lang=${lang}&page=0&size=${FEED_SIZE}`);
      // News from before a write, kept while Strapi is away: a feed built from it must not be stored as current (it
      // would hide that write until the cache's TTL), so the feed kept before is served instead, or a 503.
      if (state === 'STALE') throw httpError('CMS_UNAVAILABLE');
      return { text: newsFeed(publicNewsPage.parse(content).content, lang, origin), tags };
    });
    sendEncoded(req, res, body, state, RSS);
  });

  return router;
}
