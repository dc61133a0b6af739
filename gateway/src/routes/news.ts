import type { z } from 'zod';
import type { RouteDeps } from './deps.js';

import { SHOWN_NEWS } from '../cms/stored-times.js';
import type { Doc } from '../cms/documents.js';
import { visitorFields } from '../cms/visitor-fields.js';
import { KIND, type Locale } from '../cms/types.js';
import { publicNewsItem, type newsBody, type publicNewsListQuery } from '@lyceum/contract';
import { editedKind } from './edited-kind.js';
import { visitorPage } from './visitor-page.js';

type NewsFields = z.infer<typeof newsBody>;

/** A news item as visitors read it, from the kind's declaration (its type left out: the contract's publicNewsItem). */
const toPublicNews = (doc: Doc, locale: Locale) => publicNewsItem.parse({ id: doc.documentId, ...visitorFields(KIND.news, doc, locale) });

const order = (way: 'asc' | 'desc') => [`publishedTime:${way}`, `createdAt:${way}`, `id:${way}`];

/** News as an edited kind: its reads and writes but the visitors' list (routes/edited-kind.ts). */
export const news = editedKind({
  kind: 'news',
  order,
  sharedOf: (doc) => ({ photo: doc.shared.photo, publishedTime: doc.shared.publishedTime, type: doc.shared.type }),
  sharedFrom: (fields: NewsFields) => ({ photo: fields.photo, publishedTime: fields.publishedTime, type: fields.type }),
  telegram: (fields) => fields.postToTelegram,
  toPublic: toPublicNews,
});

/** The visitors' news in one language: `load`s of cached reads. */
export const publicNews = {
  list:
    ({ documents }: RouteDeps) =>
    (query: z.infer<typeof publicNewsListQuery>) =>
      visitorPage(documents, KIND.news, query.lang, { filters: SHOWN_NEWS, sort: order('desc') }, query, (doc) =>
        toPublicNews(doc, query.lang),
      ),
};
