import useSWR, { type SWRConfiguration } from 'swr';
import type { Lang } from '../i18n/lang';
import { getJson, withQuery, type ApiError } from './client';
import { itemsOf } from './contentItems';
import type { BaseType, ContentItem, MediaItem, Paged, Person, PublicMenuItem, PublicNews, PublicPage, SearchPage } from './types';

const fetcher = <T>(url: string) => getJson<T>(url);
export const SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * The public reads, spelled once: the hooks below fetch them in the browser, and the server
 * renderer reads the same URLs in process before rendering (app/routes.tsx), so that the page's
 * HTML and the hooks' first render agree.
 */
export const publicReads = {
  base: (type: BaseType) => withQuery('/api/public/base', { type }),
  newsList: (lang: Lang, page: number, size: number) => withQuery('/api/public/news', { lang, page, size }),
  newsItem: (lang: Lang, id: string) => withQuery(`/api/public/news/${encodeURIComponent(id)}`, { lang }),
  media: (type: MediaItem['type'], page: number, size: number) => withQuery('/api/public/media', { type, page, size }),
  menu: (lang: Lang) => withQuery('/api/public/menu', { lang: lang.toUpperCase() }),
  page: (lang: Lang, groupName: string, url: string) => withQuery('/api/public/page', { groupName, url: `/${url}`, lang }),
  staff: (type: Person['type']) => withQuery('/api/public/staff', { type }),
  /** `q` as normalizeSearchQuery leaves it. */
  search: (lang: Lang, q: string, page: number, size: number) => withQuery('/api/public/search', { lang, q, page, size }),
};

/** Content items of one kind; `data` parsed. One-kinds give a list of at most one. */
export function useBase<T>(type: BaseType) {
  const answer = useSWR<ContentItem[] | ContentItem | null, ApiError>(publicReads.base(type), fetcher, SWR_OPTIONS);
  const raw = answer.data;
  const items = raw === undefined ? undefined : itemsOf<T>(raw);
  return { ...answer, items };
}

export const useNewsList = (lang: Lang, page: number, size: number) =>
  useSWR<Paged<PublicNews>, ApiError>(publicReads.newsList(lang, page, size), fetcher, SWR_OPTIONS);

export const useNewsItem = (lang: Lang, id: string | undefined) =>
  useSWR<PublicNews, ApiError>(id ? publicReads.newsItem(lang, id) : null, fetcher, SWR_OPTIONS);

export const useMedia = (type: MediaItem['type'], page: number, size: number) =>
  useSWR<Paged<MediaItem>, ApiError>(publicReads.media(type, page, size), fetcher, SWR_OPTIONS);

export const useMenu = (lang: Lang) => useSWR<PublicMenuItem[], ApiError>(publicReads.menu(lang), fetcher, SWR_OPTIONS);

export const usePage = (lang: Lang, groupName: string, url: string) =>
  useSWR<PublicPage, ApiError>(groupName ? publicReads.page(lang, groupName, url) : null, fetcher, SWR_OPTIONS);

export const useStaff = (type: Person['type']) => useSWR<Person[], ApiError>(publicReads.staff(type), fetcher, SWR_OPTIONS);

/** Search results; no read without a query. */
export const useSearch = (lang: Lang, q: string, page: number, size: number) =>
  useSWR<SearchPage, ApiError>(q ? publicReads.search(lang, q, page, size) : null, fetcher, SWR_OPTIONS);
