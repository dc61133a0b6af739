import { z } from 'zod';
import { lang, paging } from '../common.js';
import { SEARCHED_KINDS } from '../kinds.js';
import { normalizeSearchQuery } from '../search-query.js';

export const publicSearchQuery = paging.pick({ page: true, size: true }).extend({
  lang,
  q: z.string({ error: 'is required' }).transform(normalizeSearchQuery).pipe(z.string().min(1, 'is required')),
});

/** Text in runs, each marked when it is one of the words searched for. */
export const highlighted = z.array(z.object({ text: z.string(), match: z.boolean() }));

export const searchHit = z.object({
  kind: z.enum([...SEARCHED_KINDS, 'page']),
  /** The page's path after /{lang}: /news/<id>, /calendar/<id> or /<group><url>. */
  path: z.string(),
  title: highlighted,
  /** The part of the text around the first words found (or its beginning). */
  excerpt: highlighted,
  /** When a news item was published. */
  publishedTime: z.string().optional(),
  /** When an event starts, and whether it takes whole days. */
  startsAt: z.string().optional(),
  allDay: z.boolean().optional(),
});

export const searchPage = z.object({
  content: z.array(searchHit),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  /** The query as searched (white space collapsed, cut at SEARCH_QUERY_MAX). */
  q: z.string(),
});
