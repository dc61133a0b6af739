import type { Lang } from '../i18n/lang';
import { withQuery } from './client';
import type { BaseAnswer, Read } from './read';
import type { BaseType, DocumentPage, MediaItem, Paged, Person, PublicMenuItem, PublicNews, PublicPage, SearchPage } from './types';

const read = <T>(url: string) => url as Read<T>;

/** The public reads, spelled once: each page module's `reads` (app/visitorPage.ts) are made of them. */
export const publicReads = {
  base: (type: BaseType) => read<BaseAnswer>(withQuery('/api/public/base', { type })),
  newsList: (lang: Lang, page: number, size: number) => read<Paged<PublicNews>>(withQuery('/api/public/news', { lang, page, size })),
  newsItem: (lang: Lang, id: string) => read<PublicNews>(withQuery(`/api/public/news/${encodeURIComponent(id)}`, { lang })),
  media: (lang: Lang, type: MediaItem['type'], page: number, size: number) =>
    read<Paged<MediaItem>>(withQuery('/api/public/media', { type, page, size, lang })),
  menu: (lang: Lang) => read<PublicMenuItem[]>(withQuery('/api/public/menu', { lang: lang.toUpperCase() })),
  page: (lang: Lang, groupName: string, url: string) =>
    read<PublicPage>(withQuery('/api/public/page', { groupName, url: `/${url}`, lang })),
  staff: (lang: Lang, type: Person['type']) => read<Person[]>(withQuery('/api/public/staff', { type, lang })),
  /** Official documents: of one category and year (the API's spelling, CHARTER …), or all. */
  documents: (lang: Lang, page: number, size: number, category?: string, year?: number) =>
    read<DocumentPage>(withQuery('/api/public/documents', { lang, page, size, category, year })),
  /** `q` as normalizeSearchQuery leaves it. */
  search: (lang: Lang, q: string, page: number, size: number) => read<SearchPage>(withQuery('/api/public/search', { lang, q, page, size })),
};
