import { z } from 'zod';
import { KIND_NAMES, PAGE_GROUPS, SITE_PAGES, pagePath, type KindName } from '@lyceum/contract';
import type { CmsClient } from '../cms/client.js';
import { fileName } from '../cms/documents.js';
import { hasOwnPage } from '../cms/own-page.js';
import { shownFilter } from '../cms/stored-times.js';
import { KIND, LOCALES, type Kind, type Locale } from '../cms/types.js';

/** One visitor page in the languages it exists in, each with the time it last changed (ISO 8601, when known). */
export interface SitemapEntry {
  /** The path after /{lang}: '' for home, '/news/<id>', '/calendar/<id>', '/info/<url>'. */
  path: string;
  versions: Partial<Record<Locale, string | undefined>>;
}

const stamped = z.object({ documentId: z.string(), updatedAt: z.string() }).catchall(z.unknown());
const listAnswer = z.object({
  data: z.array(stamped),
  meta: z.object({ pagination: z.object({ pageCount: z.number() }) }),
});
const singleAnswer = z.object({ data: stamped.nullable() });

/** A media field as Strapi populates it: its upload's url, or none. */
const mediaUrl = z.object({ url: z.string() }).nullish().catch(null);
/** A document's media fields as their stored file names (null for none), as cms/own-page.ts reads them. */
const storedFiles = (doc: z.infer<typeof stamped>, fields: string[]) =>
  Object.fromEntries(
    fields.map((field) => {
      const url = mediaUrl.parse(doc[field])?.url;
      return [field, url ? fileName(url) : null];
    }),
  );

/** Strapi's largest page. */
const PAGE = 100;

/** The latest of ISO 8601 times (they sort as text), undefined when none is known. */
export const newest = (...times: (string | undefined)[]) =>
  times.reduce<string | undefined>((latest, time) => (time && (!latest || time > latest) ? time : latest), undefined);

/** The content kinds a site map is built from: a write to any of them can change it. */
export const SITEMAP_KINDS: readonly KindName[] = KIND_NAMES;

/**
 * Every visitor page of the site in each language, read straight from Strapi's REST API with
 * the documents' `updatedAt` (the public reads do not carry it): news items, events, the menu's pages and
 * the pages of their own (contract: SITE_PAGES), whose time is that of the newest document they show.
 */
export class SitemapEntries {
  constructor(private readonly cms: CmsClient) {}

  async all(): Promise<SitemapEntry[]> {
    const [documentPages, menuPages, kindTimes] = await Promise.all([
      Promise.all(KIND_NAMES.filter((name) => KIND[name].page).map((name) => this.documentPages(KIND[name]))),
      this.menuPages(),
      this.latestByKind(),
    ]);
    const own = SITE_PAGES.map(({ path, kinds }) => ({
      path,
      versions: Object.fromEntries(LOCALES.map((locale) => [locale, newest(...kinds.map((kind) => kindTimes.get(kind)?.[locale]))])),
    }));
    return [...own, ...menuPages, ...documentPages.flat()];
  }

  /** Every document of a kind in one locale, with the fields (and the media fields' urls) asked for, page after page. */
  private async every(kind: Kind, locale: Locale, fields: string[], filters?: Record<string, unknown>, media: string[] = []) {
    const read = (page: number) =>
      this.cms.request(listAnswer, {
        path: `/api/${kind.rest}`,
        query: {
          ...(kind.localized.length ? { locale } : {}),
          fields: ['updatedAt', ...fields],
          ...(filters ? { filters } : {}),
          ...(media.length ? { populate: Object.fromEntries(media.map((field) => [field, { fields: ['url'] }])) } : {}),
          // documentId, not the row id: a restore numbers rows anew, and the site map must stay the same.
          sort: ['documentId:asc'],
          pagination: { page, pageSize: PAGE },
        },
      });
    const first = await read(1);
    const rest = await Promise.all(Array.from({ length: first.meta.pagination.pageCount - 1 }, (_, index) => read(index + 2)));
    return [first, ...rest].flatMap((answer) => answer.data);
  }

  /** The published documents of a kind with a page each (its declared `page`): news items, events (those visitors see). */
  private async documentPages(kind: Kind): Promise<SitemapEntry[]> {
    const byId = new Map<string, SitemapEntry>();
    // Strapi cannot filter by a media field: a page that is its file is checked here (cms/own-page.ts).
    const files = kind.download ? [kind.download.file] : [];
    for (const [locale, docs] of await this.perLocale((locale) => this.every(kind, locale, [], shownFilter(kind), files))) {
      for (const doc of docs.filter((one) => hasOwnPage(kind, storedFiles(one, files)))) {
        const entry = byId.get(doc.documentId) ?? { path: pagePath(kind, doc.documentId), versions: {} };
        entry.versions[locale] = doc.updatedAt;
        byId.set(doc.documentId, entry);
      }
    }
    return [...byId.values()];
  }

  private async menuPages(): Promise<SitemapEntry[]> {
    const filters = { active: { $eq: true }, group: { $in: PAGE_GROUPS } };
    const [menus, texts] = await Promise.all([
      this.perLocale((locale) => this.every(KIND['menu-item'], locale, ['group', 'url'], filters)),
      this.perLocale((locale) => this.every(KIND['page-text'], locale, ['menuId'])),
    ]);
    const textTimes = new Map(texts.map(([locale, docs]) => [locale, new Map(docs.map((doc) => [String(doc.menuId), doc.updatedAt]))]));
    const byId = new Map<string, SitemapEntry>();
    for (const [locale, docs] of menus) {
      for (const doc of docs) {
        const entry = byId.get(doc.documentId) ?? { path: `/${String(doc.group)}${String(doc.url)}`, versions: {} };
        entry.versions[locale] = newest(doc.updatedAt, textTimes.get(locale)?.get(doc.documentId));
        byId.set(doc.documentId, entry);
      }
    }
    return [...byId.values()];
  }

  /** When each kind last changed, per locale (a kind without languages: the same time in each). */
  private async latestByKind(): Promise<Map<KindName, Partial<Record<Locale, string>>>> {
    const kinds = [...new Set(SITE_PAGES.flatMap((page) => page.kinds))];
    const times = await Promise.all(
      kinds.map(async (name) => {
        const kind = KIND[name];
        const perLocale = await this.perLocale((locale) => this.latest(kind, locale), kind.localized.length > 0);
        const shared = perLocale.length === 1 ? perLocale[0][1] : undefined;
        return [
          name,
          Object.fromEntries(LOCALES.map((locale) => [locale, shared ?? perLocale.find(([at]) => at === locale)?.[1]])),
        ] as const;
      }),
    );
    return new Map(times);
  }

  private async latest(kind: Kind, locale: Locale): Promise<string | undefined> {
    const query = { ...(kind.localized.length ? { locale } : {}), fields: ['updatedAt'] };
    if (kind.single) {
      const answer = await this.cms.request(singleAnswer, { path: `/api/${kind.rest}`, query }).catch((error: { status?: number }) => {
        if (error.status === 404) return { data: null };
        throw error;
      });
      return answer.data?.updatedAt;
    }
    const answer = await this.cms.request(listAnswer, {
      path: `/api/${kind.rest}`,
      query: { ...query, sort: ['updatedAt:desc'], pagination: { page: 1, pageSize: 1 } },
    });
    return answer.data[0]?.updatedAt;
  }

  /** `read` in each locale (or once, for content without languages), paired with the locale. */
  private async perLocale<T>(read: (locale: Locale) => Promise<T>, localized = true): Promise<[Locale, T][]> {
    const locales = localized ? LOCALES : LOCALES.slice(0, 1);
    return Promise.all(locales.map(async (locale) => [locale, await read(locale)] as [Locale, T]));
  }
}
