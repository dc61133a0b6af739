/**
 * The public reads each visitor page starts with, spelled exactly as the front end asks for them
 * (frontend/src/api/public.ts and the page components): the HTML names them as preloads, so
 * that they travel while the script is still loading instead of after it ran. A URL spelled
 * differently is only fetched twice; e2e/public/performance.spec.ts checks each is fetched once.
 */
const LANGS = new Set(['uz', 'en', 'ru']);
const PAGE_GROUPS = new Set(['info', 'structure', 'education', 'events', 'activity']);
/** frontend: HOME.videoCount, HOME.latestNews, NEWS_PAGE_SIZE, PAGE_SIDEBAR_NEWS. */
const HOME_VIDEOS = 16;
const HOME_NEWS = 4;
const NEWS_PAGE_SIZE = 12;
const PAGE_SIDEBAR_NEWS = 3;

/** frontend: GALLERY_PAGE_SIZE. */
const GALLERY_PAGE_SIZE = 16;

const read = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;
const base = (type: string) => read('/api/public/base', { type });
const newsList = (lang: string, page: number, size: number) => read('/api/public/news', { lang, page, size });

/** The pages the front end's router names before its generic `:menu/:url`. */
const FIXED_PAGES: Record<string, (page: number) => string> = {
  'structure/leadership': () => read('/api/public/staff', { type: 'LEADER' }),
  'structure/staff': () => read('/api/public/staff', { type: 'STAFF' }),
  'events/videos': (page) => read('/api/public/media', { type: 'VIDEO_GALLERY', page, size: GALLERY_PAGE_SIZE }),
  'events/photos': (page) => read('/api/public/media', { type: 'PHOTO_GALLERY', page, size: GALLERY_PAGE_SIZE }),
};

/** Where a page's largest image comes from (its LCP element), when it has one: see lcp-image.ts. */
export type LargestImage =
  | { from: 'carousel' }
  | { from: 'news'; id: string; lang: string }
  | { from: 'page'; groupName: string; url: string; lang: string };

export interface PagePlan {
  reads: string[];
  image?: LargestImage;
}

/** The reads of the page at `path` (with its `?page=`), none for a path that is not a visitor page, and its largest image. */
export function pagePlan(path: string, search: URLSearchParams): PagePlan {
  const [lang, ...rest] = path.split('/').filter(Boolean);
  if (!lang) return { reads: [], image: { from: 'carousel' } };
  if (!LANGS.has(lang)) return { reads: [] };
  const { reads, image } = plan(lang, rest, search);
  return { reads: [read('/api/public/menu', { lang: lang.toUpperCase() }), base('HEADER_QUOTE'), base('CONTACT'), ...reads], image };
}

function plan(lang: string, [first, second, ...more]: string[], search: URLSearchParams): PagePlan {
  if (!first) {
    return {
      image: { from: 'carousel' },
      reads: [
        base('PARTNER'),
        base('CAROUSEL'),
        base('SHORT_INFO'),
        base('DIRECTION'),
        read('/api/public/media', { type: 'VIDEO_GALLERY', page: 0, size: HOME_VIDEOS }),
        newsList(lang, 0, HOME_NEWS),
      ],
    };
  }
  if (more.length) return { reads: [] };
  const page = Math.max(0, (Number.parseInt(search.get('page') ?? '1', 10) || 1) - 1);
  if (first === 'news' && second) {
    return {
      image: { from: 'news', id: second, lang },
      reads: [read(`/api/public/news/${encodeURIComponent(second)}`, { lang }), base('INTERACTIVE'), newsList(lang, page, NEWS_PAGE_SIZE)],
    };
  }
  if (first === 'news' && !second) return { reads: [newsList(lang, page, NEWS_PAGE_SIZE)] };
  if (first === 'interactive' && !second) return { reads: [base('INTERACTIVE')] };
  const fixed = FIXED_PAGES[`${first}/${second}`];
  if (fixed) return { reads: [fixed(page)] };
  if (second && PAGE_GROUPS.has(first)) {
    return {
      image: { from: 'page', groupName: first, url: `/${second}`, lang },
      reads: [read('/api/public/page', { groupName: first, url: `/${second}`, lang }), newsList(lang, 0, PAGE_SIDEBAR_NEWS)],
    };
  }
  return { reads: [] };
}
