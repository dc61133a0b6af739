import { z } from 'zod';
import { lang, paging, storedFile, withinDateRange } from '../common.js';
import { pageOf } from './envelope.js';
import { flatRules, flatTexts } from './flat-fields.js';
import { telegramItemState } from './telegram.js';
import { visitorItem } from './visitor-item.js';

/** A title and a rich text in each language, as the admin reads a news item or a page text back. */
export const storedArticleTexts = flatTexts('news');

/**
 * `draft: true` keeps the save as a draft: visitors go on seeing the published version, if there is
 * one. Without it the save publishes at once, as the wizard's save always has (docs/editorial-workflow.md, "Saving").
 */
export const draftFlag = {
  draft: z.boolean({ error: 'must be true or false' }).optional().default(false),
  /** With `draft: true`, the draft goes to the editors' review queue (docs/editorial-workflow.md, "Review"). */
  review: z.boolean({ error: 'must be true or false' }).optional().default(false),
};

/**
 * Where a document with drafts stands: `published` as last saved, `draft` never published, or
 * `changed`: published, with later edits kept as a draft.
 */
export const publicationStatus = z.enum(['published', 'draft', 'changed']);
export type PublicationStatus = z.infer<typeof publicationStatus>;

export const newsBody = z.object({
  photo: storedFile,
  publishedTime: withinDateRange(
    z
      .string({ error: 'is required' })
      .min(1, 'is required')
      .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date-time (ISO 8601)'),
    'When it was published: a date-time (ISO 8601)',
  ).transform((value) => new Date(value).toISOString()),
  type: z.literal('NEWS', { error: 'must be NEWS' }),
  ...flatRules('news'),
  ...draftFlag,
  /**
   * Post it to the Telegram channels (docs/telegram.md); absent, as it was (on for a new item). Named apart from the
   * item's `telegram` state, so that an item read back and sent again is still a valid body.
   */
  postToTelegram: z.boolean({ error: 'must be true or false' }).optional(),
});
/** Any id is taken here: one that cannot be a document's is unknown (404), as in a path. */
export const newsUpdateBody = newsBody.extend({ id: z.string({ error: 'is required' }).min(1, 'is required') });

export const publicNewsListQuery = paging.extend({ lang });
export const publicNewsItemQuery = z.object({ lang });

/** A news item in one language, as visitors see it: its type is the admin's alone. */
export const publicNewsItem = visitorItem('news', ['type']);
export const publicNewsPage = pageOf(publicNewsItem);

/**
 * Where an edited kind's item stands for the admin: its status, when its published version went out (null: never),
 * when its latest version was saved (a draft's "since"), and when its draft is to be published (scheduled), or null.
 */
export const adminStanding = {
  status: publicationStatus,
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  scheduledAt: z.string().nullable(),
  /** The account that created it (an author edits their own only); null for an item older than reviews, or the seed's. */
  owner: z.string().nullable(),
};

export const adminNewsItem = z.object({
  id: z.string(),
  photo: z.string(),
  publishedTime: z.string(),
  type: z.literal('NEWS'),
  ...storedArticleTexts,
  ...adminStanding,
  /** Its Telegram channel posts. */
  telegram: telegramItemState,
});
export const adminNewsPage = pageOf(adminNewsItem);

/**
 * News's shapes on its edited-kind routes (the visitors' list and item, the admin's five) and how the API's document
 * words them: the gateway's route table takes them as one (gateway/src/routes/table/edited-kinds.ts).
 */
export const newsWire = {
  words: { a: 'a news item', one: 'news item', many: 'News', list: 'News in one language, newest first' },
  publicListQuery: publicNewsListQuery,
  publicPage: publicNewsPage,
  publicQuery: publicNewsItemQuery,
  publicItem: publicNewsItem,
  adminListQuery: paging,
  adminPage: adminNewsPage,
  adminItem: adminNewsItem,
  body: newsBody,
  updateBody: newsUpdateBody,
};
