import { normalizeSearchQuery } from '@lyceum/contract/search-query';
import { LOGO_PNG } from '@lyceum/contract/site';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { itemsOf } from '../api/contentItems';
import { publicReads } from '../api/public';
import type { CarouselData, Contact, ContentItem, MediaItem, Person, PublicNews, PublicPage, Translations } from '../api/types';
import { langFromPath, type Lang } from '../i18n/lang';
import { STRINGS, type StringKey } from '../i18n/strings';
import { isPageGroup } from '../public/layout/menuGroups';
import { ogImageUrl, plainText, type PageHead } from '../ssr/head';
import { pageFromSearch } from '../ui/Pager';
import { MAIN_COLUMN } from '../ui/SideList';

/** Where a page is: its language, path parameters, `?page=` (0-based) and the site's origin. */
export interface PageContext {
  lang: Lang;
  params: Record<string, string | undefined>;
  page: number;
  /** `?q=` of the search page, as it is searched for. */
  q: string;
  origin: string;
}

/** The answers the server read for a page, by URL. */
export interface PageData {
  content<T>(key: string): T | undefined;
  status(key: string): number | undefined;
}

export const pageContext = (params: PageContext['params'], url: URL, origin: string): PageContext => ({
  lang: langFromPath(url.pathname),
  params,
  page: pageFromSearch(url.searchParams),
  q: normalizeSearchQuery(url.searchParams.get('q') ?? ''),
  origin,
});

/** One visitor page: the public reads it renders from, and its head from them (on the server only). */
export interface PageSpec {
  reads: (ctx: PageContext) => string[];
  head?: (ctx: PageContext, data: PageData) => PageHead;
}

/** The lyceum as schema.org knows it: the home page's subject, and each news item's author and publisher. */
const lyceum = (lang: Lang, origin: string) => ({
  '@type': 'EducationalOrganization',
  name: STRINGS.lyceumName[lang],
  url: `${origin}/${lang}`,
  // Google's rules want the logo as an ImageObject, in a format every parser reads (a PNG, not the SVG).
  logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PNG.large.path}`, width: LOGO_PNG.large.width, height: LOGO_PNG.large.height },
});

const titled =
  (key: StringKey, parent?: { key: StringKey; path?: string }) =>
  ({ lang }: PageContext): PageHead => ({
    title: STRINGS[key][lang],
    breadcrumb: [
      ...(parent ? [{ name: STRINGS[parent.key][lang], path: parent.path && `/${lang}${parent.path}` }] : []),
      { name: STRINGS[key][lang] },
    ],
  });

const gallery = (type: MediaItem['type'], key: StringKey): PageSpec => ({
  reads: ({ page }) => [publicReads.media(type, page, PAGE_SIZES.gallery)],
  head: titled(key, { key: 'events', path: '/events' }),
});

const people = (type: Person['type'], key: StringKey): PageSpec => ({
  reads: () => [publicReads.staff(type)],
  head: titled(key, { key: 'structure' }),
});

/** Each visitor page, by its route's id. */
export const PAGES = {
  layout: {
    reads: ({ lang }) => [publicReads.menu(lang), publicReads.base('HEADER_QUOTE'), publicReads.base('CONTACT')],
  },
  home: {
    reads: ({ lang }) => [
      publicReads.base('PARTNER'),
      publicReads.base('CAROUSEL'),
      publicReads.base('SHORT_INFO'),
      publicReads.base('DIRECTION'),
      publicReads.media('VIDEO_GALLERY', 0, PAGE_SIZES.homeVideos),
      publicReads.newsList(lang, 0, PAGE_SIZES.homeNews),
    ],
    head: ({ lang, origin }, data) => {
      const slide = itemsOf<CarouselData>(data.content<ContentItem[]>(publicReads.base('CAROUSEL')) ?? [])[0];
      const info = itemsOf<Translations>(data.content<ContentItem>(publicReads.base('SHORT_INFO')) ?? null)[0]?.[lang];
      const contact = itemsOf<Contact>(data.content<ContentItem>(publicReads.base('CONTACT')) ?? null)[0] ?? {};
      const links = [contact.tg, contact.ig, contact.yt, contact.fc, contact.tw].filter((link): link is string => Boolean(link));
      return {
        description: info ? plainText(info) : undefined,
        image: slide && { photo: slide.photo, alt: slide.quote?.[lang] || STRINGS.lyceumName[lang] },
        largest: slide && { photo: slide.photo, sizes: '100vw' },
        jsonLd: [
          {
            '@context': 'https://schema.org',
            ...lyceum(lang, origin),
            ...(contact.phone ? { telephone: contact.phone } : {}),
            ...(contact.email ? { email: contact.email } : {}),
            ...(links.length ? { sameAs: links } : {}),
          },
        ],
      };
    },
  },
  interactive: { reads: () => [publicReads.base('INTERACTIVE')], head: titled('interactive') },
  news: { reads: ({ lang, page }) => [publicReads.newsList(lang, page, PAGE_SIZES.news)], head: titled('news') },
  newsItem: {
    reads: ({ lang, params, page }) => [
      publicReads.newsItem(lang, params.id ?? ''),
      publicReads.base('INTERACTIVE'),
      publicReads.newsList(lang, page, PAGE_SIZES.news),
    ],
    head: ({ lang, params, origin }, data) => {
      const key = publicReads.newsItem(lang, params.id ?? '');
      const news = data.content<PublicNews>(key);
      const crumbs = [{ name: STRINGS.news[lang], path: `/${lang}/news` }];
      if (!news)
        return { title: STRINGS.notFound[lang], breadcrumb: [...crumbs, { name: STRINGS.notFound[lang] }], status: data.status(key) };
      const description = plainText(news.text) || undefined;
      return {
        title: news.title,
        description,
        type: 'article',
        image: news.photo ? { photo: news.photo, alt: news.title } : undefined,
        largest: news.photo ? { photo: news.photo, sizes: MAIN_COLUMN } : undefined,
        publishedTime: news.publishedTime,
        breadcrumb: [...crumbs, { name: news.title }],
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: news.title,
            datePublished: news.publishedTime,
            ...(description ? { description } : {}),
            ...(news.photo ? { image: [ogImageUrl(origin, news.photo)] } : {}),
            inLanguage: lang,
            mainEntityOfPage: `${origin}/${lang}/news/${encodeURIComponent(news.id)}`,
            // A news item names no person: the lyceum writes and publishes its news.
            author: lyceum(lang, origin),
            publisher: lyceum(lang, origin),
          },
        ],
      };
    },
  },
  events: { reads: () => [], head: titled('events') },
  siteMap: { reads: () => [], head: titled('siteMap') },
  search: {
    reads: ({ lang, q, page }) => (q ? [publicReads.search(lang, q, page, PAGE_SIZES.search)] : []),
    // Result pages are for visitors, not for search engines' indexes.
    head: (ctx) => ({ ...titled('search')(ctx), ...(ctx.q ? { title: `${STRINGS.search[ctx.lang]}: ${ctx.q}` } : {}), noindex: true }),
  },
  videos: gallery('VIDEO_GALLERY', 'videoGallery'),
  photos: gallery('PHOTO_GALLERY', 'photoGallery'),
  leadership: people('LEADER', 'leadership'),
  staff: people('STAFF', 'staff'),
  generic: {
    reads: ({ lang, params }) => [
      publicReads.page(lang, params.menu ?? '', params.url ?? ''),
      publicReads.newsList(lang, 0, PAGE_SIZES.pageSidebarNews),
    ],
    head: ({ lang, params }, data) => {
      const key = publicReads.page(lang, params.menu ?? '', params.url ?? '');
      const page = data.content<PublicPage>(key);
      const group = { name: STRINGS[isPageGroup(params.menu) ? params.menu : 'home'][lang] };
      if (!page) return { title: STRINGS.notFound[lang], breadcrumb: [group, { name: STRINGS.notFound[lang] }], status: data.status(key) };
      const title = page.title || page.name;
      return {
        title,
        description: plainText(page.text) || undefined,
        type: 'article',
        image: page.photo ? { photo: page.photo, alt: title } : undefined,
        largest: page.photo ? { photo: page.photo, sizes: MAIN_COLUMN } : undefined,
        breadcrumb: [group, { name: page.name }],
      };
    },
  },
} satisfies Record<string, PageSpec>;

export type PageName = keyof typeof PAGES;
