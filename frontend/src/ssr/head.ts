import { fileUrl, responsiveSrcSet, thumbnailUrl } from '../api/client';
import { LANGS, switchLangPath, type Lang } from '../i18n/lang';
import { PAGE_STRINGS } from '../i18n/pageStrings';
import { pageTitle } from '../public/layout/usePageTitle';

/** What a page says about itself to link previews, search engines and the browser's tab, from its data. */
export interface PageHead {
  /** The item's own title; none on the home page (the site's name alone). */
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  /** A stored photo for the link preview, and what it shows. */
  image?: { photo: string; alt: string };
  /**
   * The photo the page shows largest (its LCP), preloaded as its <img> asks for it: a responsive photo in `sizes`,
   * or a gallery's thumbnail (one size).
   */
  largest?: { photo: string; sizes: string } | { thumbnail: string };
  publishedTime?: string;
  /** The breadcrumb after Home, as shown; the last one is the page itself. */
  breadcrumb?: { name: string; path?: string }[];
  jsonLd?: object[];
  /** The calendar's pages link the language's iCal feed, as every page links the news feed. */
  calendarFeed?: boolean;
  /** Kept out of search engines' indexes (their links still followed). */
  noindex?: boolean;
  /** 404 when the page's own item does not exist. */
  status?: number;
}

export interface HeadSite {
  /** Absolute origin of the public site, e.g. https://lyceum.uz. */
  origin: string;
  lang: Lang;
  pathname: string;
  search: string;
}

const OG_LOCALES: Record<Lang, string> = { uz: 'uz_UZ', en: 'en_US', ru: 'ru_RU' };
/** Link previews want a JPEG of this size (Telegram skips WebP and very large images); the gateway makes it. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** JSON inside a <script>: `<` escaped so that no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Plain text of rich text, cut at a word near `max` characters. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** The same page in `lang`, as an absolute URL. */
const urlIn = (site: HeadSite, lang: Lang) => `${site.origin}${switchLangPath(site.pathname, site.search, '', lang)}`;

export const ogImageUrl = (origin: string, photo: string | undefined) =>
  photo ? `${origin}/api/attachment/og/${encodeURIComponent(photo)}` : `${origin}/og-image.jpg`;

/** Preloads the largest photo exactly as its <img> describes it (api/client.ts), or the browser fetches twice. */
function imagePreload(largest: NonNullable<PageHead['largest']>): string {
  const sources =
    'thumbnail' in largest
      ? `href="${escapeHtml(thumbnailUrl(largest.thumbnail))}"`
      : `href="${escapeHtml(fileUrl(largest.photo))}" imagesrcset="${escapeHtml(responsiveSrcSet(largest.photo))}" imagesizes="${escapeHtml(largest.sizes)}"`;
  return `<link rel="preload" as="image" ${sources} fetchpriority="high">`;
}

/** The <head> elements of one page. */
export function renderHead(head: PageHead, site: HeadSite): string {
  const { lang, origin } = site;
  const name = PAGE_STRINGS.lyceumName[lang];
  const title = pageTitle(head.title, lang);
  const description = head.description || PAGE_STRINGS.siteDescription[lang];
  const canonical = urlIn(site, lang);
  const image = ogImageUrl(origin, head.image?.photo);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const breadcrumb = head.breadcrumb && [
    { name: PAGE_STRINGS.home[lang], path: `/${lang}` },
    ...head.breadcrumb.map((crumb, index, all) => ({ ...crumb, path: index === all.length - 1 ? site.pathname : crumb.path })),
  ];
  const jsonLd = [
    ...(head.jsonLd ?? []),
    ...(breadcrumb
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: breadcrumb.map((crumb, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: crumb.name,
              ...(crumb.path ? { item: `${origin}${crumb.path}` } : {}),
            })),
          },
        ]
      : []),
  ];
  return [
    // First: the browser starts fetching the page's largest photo before it has read the rest of the head.
    ...(head.largest ? [imagePreload(head.largest)] : []),
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LANGS.map((code) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(urlIn(site, code))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(urlIn(site, 'uz'))}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${name}: ${PAGE_STRINGS.news[lang]}`)}" href="${escapeHtml(`${origin}/${lang}/rss.xml`)}">`,
    ...(head.calendarFeed
      ? [
          `<link rel="alternate" type="text/calendar" title="${escapeHtml(`${name}: ${PAGE_STRINGS.calendar[lang]}`)}" href="${escapeHtml(`${origin}/${lang}/calendar.ics`)}">`,
        ]
      : []),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', name),
    meta('property', 'og:title', head.title ?? name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[lang]),
    ...LANGS.filter((code) => code !== lang).map((code) => meta('property', 'og:locale:alternate', OG_LOCALES[code])),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', head.image?.alt ?? name),
    ...(head.publishedTime ? [meta('property', 'article:published_time', head.publishedTime)] : []),
    // X (Twitter) reads og:* as a fallback, but its own tags are what its card validator and other previewers check first.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title ?? name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.image?.alt ?? name),
    ...jsonLd.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('');
}
