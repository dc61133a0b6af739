import useSWR, { type SWRConfiguration } from 'swr';
import type { Lang } from '../i18n/lang';
import { getJson, withQuery } from './client';
import type { ContentItem, MediaItem, Paged, Person, PublicMenuItem, PublicNews, PublicPage } from './types';

const fetcher = <T>(url: string) => getJson<T>(url);
export const SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * The public reads, spelled once: the hooks below fetch them in the browser, and the server
 * renderer reads the same URLs in process before rendering (app/routes.tsx), so that the page's
 * HTML and the hooks' first render agree.
 */
export const publicReads = {
  base: (type: string) => withQuery('/api/public/base', { type }),
  newsList: (lang: Lang, page: number, size: number) => withQuery('/api/public/news', { lang, page, size }),
  newsItem: (lang: Lang, id: string) => withQuery(`/api/public/news/${encodeURIComponent(id)}`, { lang }),
  media: (type: MediaItem['type'], page: number, size: number) => withQuery('/api/public/media', { type, page, size }),
  menu: (lang: Lang) => withQuery('/api/public/menu', { lang: lang.toUpperCase() }),
  page: (lang: Lang, groupName: string, url: string) => withQuery('/api/public/page', { groupName, url: `/${url}`, lang }),
  staff: (type: Person['type']) => withQuery('/api/public/staff', { type }),
};

/** An item's `data` as an object; an unreadable one is left out rather than breaking the page. */
function readItem<T>(item: ContentItem): (T & { id: string })[] {
  try {
    const data: unknown = JSON.parse(item.data);
    return typeof data === 'object' && data !== null ? [{ id: item.id, ...(data as T) }] : [];
  } catch {
    console.error('Unreadable content item', item.id);
    return [];
  }
}

/** The items of a content kind's answer, `data` parsed; a one-kind gives a list of at most one. */
export const itemsOf = <T>(raw: ContentItem[] | ContentItem | null): (T & { id: string })[] =>
  (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((item) => readItem<T>(item));

/** Content items of one kind; `data` parsed. One-kinds give a list of at most one. */
export function useBase<T>(type: string) {
  const answer = useSWR<ContentItem[] | ContentItem | null>(publicReads.base(type), fetcher, SWR_OPTIONS);
  const raw = answer.data;
  const items = raw === undefined ? undefined : itemsOf<T>(raw);
  return { ...answer, items };
}

export const useNewsList = (lang: Lang, page: number, size: number) =>
  useSWR<Paged<PublicNews>>(publicReads.newsList(lang, page, size), fetcher, SWR_OPTIONS);

export const useNewsItem = (lang: Lang, id: string | undefined) =>
  useSWR<PublicNews>(id ? publicReads.newsItem(lang, id) : null, fetcher, SWR_OPTIONS);

export const useMedia = (type: MediaItem['type'], page: number, size: number) =>
  useSWR<Paged<MediaItem>>(publicReads.media(type, page, size), fetcher, SWR_OPTIONS);

export const useMenu = (lang: Lang) => useSWR<PublicMenuItem[]>(publicReads.menu(lang), fetcher, SWR_OPTIONS);

export const usePage = (lang: Lang, groupName: string, url: string) =>
  useSWR<PublicPage>(groupName ? publicReads.page(lang, groupName, url) : null, fetcher, SWR_OPTIONS);

export const useStaff = (type: Person['type']) => useSWR<Person[]>(publicReads.staff(type), fetcher, SWR_OPTIONS);
