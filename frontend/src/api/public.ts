import useSWR, { type SWRConfiguration } from 'swr';
import type { Lang } from '../i18n/lang';
import { getJson, withQuery } from './client';
import type { ContentItem, MediaItem, Paged, Person, PublicMenuItem, PublicNews, PublicPage } from './types';

const fetcher = <T>(url: string) => getJson<T>(url);
const options: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

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

/** Content items of one kind; `data` parsed. One-kinds give a list of at most one. */
export function useBase<T>(type: string) {
  const answer = useSWR<ContentItem[] | ContentItem | null>(withQuery('/api/public/base', { type }), fetcher, options);
  const raw = answer.data;
  const items = raw === undefined ? undefined : (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((item) => readItem<T>(item));
  return { ...answer, items };
}

export const useNewsList = (lang: Lang, page: number, size: number) =>
  useSWR<Paged<PublicNews>>(withQuery('/api/public/news', { lang, page, size }), fetcher, options);

export const useNewsItem = (lang: Lang, id: string | undefined) =>
  useSWR<PublicNews>(id ? withQuery(`/api/public/news/${encodeURIComponent(id)}`, { lang }) : null, fetcher, options);

export const useMedia = (type: MediaItem['type'], page: number, size: number) =>
  useSWR<Paged<MediaItem>>(withQuery('/api/public/media', { type, page, size }), fetcher, options);

export const useMenu = (lang: Lang) =>
  useSWR<PublicMenuItem[]>(withQuery('/api/public/menu', { lang: lang.toUpperCase() }), fetcher, options);

export const usePage = (lang: Lang, groupName: string, url: string) =>
  useSWR<PublicPage>(groupName ? withQuery('/api/public/page', { groupName, url: `/${url}`, lang }) : null, fetcher, options);

export const useStaff = (type: Person['type']) => useSWR<Person[]>(withQuery('/api/public/staff', { type }), fetcher, options);
