import type { adminNewsItem, adminNewsPage, newsBody, storedArticleTexts } from '@lyceum/contract/api/news';
import type { savedId } from '@lyceum/contract/api/envelope';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

/*
 * One content kind, four names: the kind is `news` (docs/content-model.md; revisions, previews and schedules say
 * so), Strapi keeps it as the collection `news-items`, the admin's screen is `/protected/news`, and the admin API,
 * whose addresses the HTTP contract fixed before this site was built (docs/api.md), calls it `/api/v1/blog`. That
 * last name is written here and nowhere else in the admin.
 */
const BLOG = '/api/v1/blog';

/** A news item as the admin reads it: every language, its status, its scheduled publication. */
export type AdminNews = z.infer<typeof adminNewsItem>;
/** A title and a rich text in each language, as a news item or a page text keeps them. */
export type ArticleTexts = { [Field in keyof typeof storedArticleTexts]: string };
/** What a save of a news item sends (PUT adds its id). */
export type NewsBody = z.input<typeof newsBody>;

export const newsApi = {
  /** One page of the list, newest first. */
  page: (page: number) =>
    adminRead<z.infer<typeof adminNewsPage>>(`${BLOG}?${query({ page, size: PAGE_SIZES.adminNews, direction: 'DESC' })}`),
  item: (id: string) => adminRead<AdminNews>(`${BLOG}/${id}`),
  /** Creates the item, or updates the one `id` names; answers its id. */
  save: (body: NewsBody, id?: string) => adminRequest<z.infer<typeof savedId>>(id ? 'PUT' : 'POST', BLOG, id ? { ...body, id } : body),
  /** To the trash (history/TrashPage.tsx brings it back). */
  remove: (id: string) => adminRequest('DELETE', `${BLOG}/${id}`),
};
