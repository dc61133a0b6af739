import type { KindName } from './kinds.js';
import type { Labels } from './locales.js';
import type { MenuGroup } from './menu.js';

/** The site's name, in the page titles, the feeds and the structured data. */
export const SITE_NAME: Labels = {
  uz: 'Agrar universitet qoshidagi akademik litsey',
  en: 'Academic Lyceum of the Agrarian University',
  ru: 'Академический лицей при аграрном университете',
};

export const SITE_DESCRIPTION: Labels = {
  uz: 'Agrar universitet qoshidagi akademik litseyning rasmiy sayti: yangiliklar, tadbirlar, rahbariyat, xodimlar va interaktiv xizmatlar',
  en: 'Official website of the Academic Lyceum of the Agrarian University: news, events, leadership, staff and interactive services',
  ru: 'Официальный сайт академического лицея при аграрном университете: новости, мероприятия, руководство, сотрудники и интерактивные услуги',
};

/** Menu groups whose menu items are pages of their own, at /{lang}/{group}{url}. */
export const PAGE_GROUPS = ['info', 'structure', 'education', 'events', 'activity'] as const satisfies readonly MenuGroup[];
export type PageGroup = (typeof PAGE_GROUPS)[number];
export const isPageGroup = (value: unknown): value is PageGroup => (PAGE_GROUPS as readonly unknown[]).includes(value);

/**
 * The visitor pages of their own (besides news items and menu pages), by path after /{lang}, with
 * the kinds they show: a page changed last when one of its documents did (the site map's lastmod).
 */
export const SITE_PAGES: readonly { path: string; kinds: readonly KindName[] }[] = [
  { path: '', kinds: ['carousel-slide', 'short-info', 'news', 'direction', 'partner', 'media-item', 'header-slogan'] },
  { path: '/news', kinds: ['news'] },
  { path: '/interactive', kinds: ['interactive-service'] },
  { path: '/events', kinds: ['media-item'] },
  { path: '/events/photos', kinds: ['media-item'] },
  { path: '/events/videos', kinds: ['media-item'] },
  { path: '/calendar', kinds: ['event'] },
  { path: '/structure/leadership', kinds: ['person'] },
  { path: '/structure/staff', kinds: ['person'] },
  { path: '/documents', kinds: ['official-document'] },
  { path: '/sitemap', kinds: ['menu-item'] },
  // The virtual reception's form (docs/appeals.md): no content of its own.
  { path: '/appeal', kinds: [] },
];

/** How many news items a language's RSS feed carries. */
export const FEED_SIZE = 20;

/**
 * The logo's PNG copies (scripts/docs/make-icons.mjs draws them from logo.svg), for the programs that take no SVG: a feed's
 * image (RSS 2.0: GIF, JPEG or PNG, at most 144 pixels wide) and the organization's logo in structured data.
 */
export const LOGO_PNG = {
  feed: { path: '/icons/logo-144.png', width: 144, height: 144 },
  large: { path: '/icons/icon-512.png', width: 512, height: 512 },
} as const;
