import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@lyceum/contract';
import { newest, type SitemapEntry } from './sitemap-entries.js';

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of numbered files. */
export const SITEMAP_URL_LIMIT = 50_000;

/** What /sitemap.xml and /sitemap-<n>.xml hold: one file of URLs, or an index of `files` files. */
export type SitemapPlan = { kind: 'urls'; items: SitemapItemLoose[] } | { kind: 'index'; files: SitemapItemLoose[][] };

/**
 * One <url> per page and language, each naming every language version of its page (itself
 * included) and x-default (the default language), as hreflang alternates must go both ways.
 */
export function sitemapItems(entries: readonly SitemapEntry[], origin: string): SitemapItemLoose[] {
  return entries.flatMap(({ path, versions }) => {
    const langs = LOCALES.filter((locale) => locale in versions);
    const url = (locale: Locale) => `${origin}/${locale}${path}`;
    const links = [
      ...langs.map((locale) => ({ lang: locale, url: url(locale) })),
      ...(langs.includes(DEFAULT_LOCALE) ? [{ lang: 'x-default', url: url(DEFAULT_LOCALE) }] : []),
    ];
    return langs.map((locale) => ({
      url: url(locale),
      ...(versions[locale] ? { lastmod: versions[locale] } : {}),
      links,
    }));
  });
}

export function planSitemap(items: SitemapItemLoose[], limit = SITEMAP_URL_LIMIT): SitemapPlan {
  if (items.length <= limit) return { kind: 'urls', items };
  const files = Array.from({ length: Math.ceil(items.length / limit) }, (_, index) => items.slice(index * limit, (index + 1) * limit));
  return { kind: 'index', files };
}

export const sitemapFileName = (index: number) => `sitemap-${index + 1}.xml`;

export async function urlsetXml(items: SitemapItemLoose[]): Promise<string> {
  const stream = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/** The index of the numbered files, each dated by its newest page. */
export async function indexXml(files: SitemapItemLoose[][], origin: string): Promise<string> {
  const items = files.map((file, index) => {
    const lastmod = newest(...file.map((item) => item.lastmod));
    return { url: `${origin}/${sitemapFileName(index)}`, ...(lastmod ? { lastmod } : {}) };
  });
  return (await streamToPromise(Readable.from(items).pipe(new SitemapIndexStream()))).toString('utf8');
}
