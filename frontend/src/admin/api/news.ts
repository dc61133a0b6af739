import type { adminNewsItem, adminNewsPage, newsBody, storedArticleTexts } from '@lyceum/contract/api/news';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import type { z } from 'zod';
import { editedKindApi } from './edited-kind';

/** A news item as the admin reads it: every language, its status, its scheduled publication. */
export type AdminNews = z.infer<typeof adminNewsItem>;
/** A title and a rich text in each language, as a news item or a page text keeps them. */
export type ArticleTexts = { [Field in keyof typeof storedArticleTexts]: string };
/** What a save of a news item sends (PUT adds its id). */
export type NewsBody = z.input<typeof newsBody>;

/**
 * News in the admin API (the kind `news`, whose address the contract calls `/api/v1/blog`: docs/content-model.md), its
 * list newest first.
 */
export const newsApi = editedKindApi<AdminNews, z.infer<typeof adminNewsPage>, NewsBody>('news', {
  size: PAGE_SIZES.adminNews,
  direction: 'DESC',
});
