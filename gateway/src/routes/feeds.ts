import { Router, type Request } from 'express';
import {
  FEED_SIZE,
  LOCALE_ALTERNATIVES,
  PAGING,
  documentId,
  isLocale,
  publicEvent,
  publicEventPage,
  publicNewsPage,
  type Locale,
  type PublicEvent,
} from '@lyceum/contract';
import { eventEnd, mayNameEvent } from '@lyceum/contract/calendar';
import { sendEncoded, type PublicReads } from '../cache/public-read.js';
import type { ReadCache } from '../cache/read-cache.js';
import type { CmsClient } from '../cms/client.js';
import { httpError, notFound } from '../errors.js';
import { SITEMAP_KINDS, SitemapEntries, type SitemapEntry } from '../site/sitemap-entries.js';
import { indexXml, planSitemap, sitemapFileName, sitemapItems, urlsetXml } from '../site/sitemap-xml.js';
import { newsFeed } from '../site/news-feed.js';
import { eventsCalendar } from '../site/ical.js';

interface FeedOptions {
  cms: CmsClient;
  reads: PublicReads;
  cache: ReadCache;
  publicUrl?: string;
}

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const CALENDAR = 'text/calendar; charset=utf-8';
/** /{lang}/rss.xml, the language captured. */
const RSS_PATH = new RegExp(`^/(${LOCALE_ALTERNATIVES})/rss\\.xml$`);
/** /{lang}/calendar.ics, the language's iCal feed, and /{lang}/calendar/{id}.ics, one event's: language and id captured. */
const ICAL_FEED_PATH = new RegExp(`^/(${LOCALE_ALTERNATIVES})/calendar\\.ics$`);
const ICAL_EVENT_PATH = new RegExp(`^/(${LOCALE_ALTERNATIVES})/calendar/([^/]+)\\.ics$`);
/** How far back the iCal feed reaches: the events over within the past year. */
const ICAL_PAST_MS = 365 * 24 * 60 * 60 * 1000;
/** The most pages of coming (or past) events the feed reads: a bound on its size whatever is stored. */
const ICAL_PAGES = 10;

/** The paths this router answers, for the app to mount it ahead of the visitor pages (whose paths /{lang}/rss.xml shares). */
export const FEED_PATHS = ['/sitemap.xml', /^\/sitemap-\d+\.xml$/, RSS_PATH, ICAL_FEED_PATH, ICAL_EVENT_PATH];

/**
 * The site map for search engines (/sitemap.xml, an index of /sitemap-<n>.xml once it passes the
 * protocol's 50 000 URLs), each language's RSS feed (/{lang}/rss.xml) and its events' iCal feed and downloads
 * (/{lang}/calendar.ics, /{lang}/calendar/{id}.ics). All are kept in the read cache like the pages, tagged with the
 * content kinds they list, so a write drops them at once (and the clock, when an event is over: routes/events.ts).
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

  /**
   * The content of public reads, with their tags gathered; content kept from before a write while Strapi is away is
   * refused, as for the RSS feed, so that a calendar built from it is never stored as current.
   */
  const readAll = () => {
    const tags = new Set<string>();
    const read = async (url: string) => {
      const answer = await reads.resolve(url);
      if (answer.state === 'STALE') throw httpError('CMS_UNAVAILABLE');
      for (const tag of answer.tags) tags.add(tag);
      return answer.content;
    };
    return { read, tags };
  };

  /** A language's feed: every coming event, soonest first, then those over within the past year, latest first. */
  const feedEvents = async (lang: Locale, read: (url: string) => Promise<unknown>): Promise<PublicEvent[]> => {
    const since = Date.now() - ICAL_PAST_MS;
    const events: PublicEvent[] = [];
    for (const when of ['upcoming', 'past'] as const) {
      for (let page = 0; page < ICAL_PAGES; page++) {
        const url = `/api/public/events?lang=${lang}&when=${when}&page=${page}&size=${PAGING.maxSize}`;
        const { content } = publicEventPage.parse(await read(url));
        const kept = when === 'past' ? content.filter((event) => eventEnd(event).getTime() > since) : content;
        events.push(...kept);
        if (content.length < PAGING.maxSize || kept.length < content.length) break;
      }
    }
    return events;
  };

  router.get(ICAL_FEED_PATH, async (req, res) => {
    const lang = req.params[0];
    if (!isLocale(lang)) throw notFound('ITEM_NOT_FOUND');
    const origin = originOf(req);
    const { body, state } = await cache.readRendered(`ical ${lang} ${origin}`, async () => {
      const { read, tags } = readAll();
      const text = eventsCalendar(await feedEvents(lang, read), lang, origin);
      return { text, tags: [...tags] };
    });
    sendEncoded(req, res, body, state, CALENDAR);
  });

  router.get(ICAL_EVENT_PATH, async (req, res) => {
    const [lang, rawId] = [req.params[0], req.params[1]];
    const id = documentId.safeParse(rawId);
    if (!isLocale(lang) || !id.success || !mayNameEvent(id.data)) throw notFound('EVENT_NOT_FOUND');
    const origin = originOf(req);
    const { body, state } = await cache.readRendered(`ical ${lang} ${id.data} ${origin}`, async () => {
      const { read, tags } = readAll();
      const event = publicEvent.parse(await read(`/api/public/events/${id.data}?lang=${lang}`));
      return { text: eventsCalendar([event], lang, origin), tags: [...tags] };
    });
    res.setHeader('Content-Disposition', `attachment; filename="event-${id.data}-${lang}.ics"`);
    sendEncoded(req, res, body, state, CALENDAR);
  });

  return router;
}
