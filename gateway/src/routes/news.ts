import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import type { AdminHandler } from './api-route.js';
import { inDateRange } from '@lyceum/contract/calendar';

import { SHOWN_NEWS, storedInstant } from '../cms/stored-times.js';
import { textOf, type Doc, type Documents } from '../cms/documents.js';
import { NOT_POSTED, TelegramPosts } from '../cms/telegram.js';
import type { Writes } from '../cms/writes.js';
import { KIND, type Locale } from '../cms/types.js';
import {
  paged,
  type IdParams,
  type newsBody,
  type newsUpdateBody,
  type Paging,
  type PublicationStatus,
  type SaveRequest,
  type TelegramItemState,
  type publicNewsItemQuery,
  type publicNewsListQuery,
} from '@lyceum/contract';
import { notFound } from '../errors.js';
import { sanitizeRichText } from '../rich-text.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { findOr404, idOr404 } from './lookup.js';

type NewsFields = z.infer<typeof newsBody>;

/** The editor's texts as they are stored: without scripts, once the fields are valid. */
const sanitized = (fields: NewsFields): NewsFields => ({
  ...fields,
  textUz: sanitizeRichText(fields.textUz),
  textEn: sanitizeRichText(fields.textEn),
  textRu: sanitizeRichText(fields.textRu),
});

const toAdminNews = (doc: Doc, status: PublicationStatus, scheduledAt: string | null, telegram: TelegramItemState = NOT_POSTED) => ({
  id: doc.documentId,
  status,
  scheduledAt,
  telegram,
  photo: doc.shared.photo,
  publishedTime: doc.shared.publishedTime,
  type: doc.shared.type,
  titleUz: textOf(doc, 'uz', 'title'),
  titleEn: textOf(doc, 'en', 'title'),
  titleRu: textOf(doc, 'ru', 'title'),
  textUz: textOf(doc, 'uz', 'text'),
  textEn: textOf(doc, 'en', 'text'),
  textRu: textOf(doc, 'ru', 'text'),
});

const toPublicNews = (doc: Doc, locale: Locale) => ({
  id: doc.documentId,
  title: textOf(doc, locale, 'title'),
  // Text edited in Strapi's own panel never passed the gateway's write checks.
  text: sanitizeRichText(textOf(doc, locale, 'text')),
  photo: doc.shared.photo,
  publishedTime: doc.shared.publishedTime,
});

const order = (direction: Paging['direction']) => {
  const way = direction.toLowerCase();
  return [`publishedTime:${way}`, `createdAt:${way}`, `id:${way}`];
};

/** The item a visitor names by its id, if there is one and it was published within the site's years, as SHOWN_NEWS. */
const shownOr404 = (doc: Doc | undefined): Doc => {
  if (!doc || !inDateRange(storedInstant(doc.shared.publishedTime))) throw notFound('NEWS_NOT_FOUND');
  return doc;
};

/** The visitors' news in one language: `load`s of cached reads. */
export const publicNews = {
  list:
    ({ documents }: RouteDeps) =>
    async (query: z.infer<typeof publicNewsListQuery>) => {
      const { items, total } = await documents.list(KIND.news, query.lang, {
        filters: SHOWN_NEWS,
        sort: order('DESC'),
        page: query.page,
        size: query.size,
      });
      return paged(
        items.map((doc) => toPublicNews(doc, query.lang)),
        query,
        total,
      );
    },

  item:
    ({ documents }: RouteDeps) =>
    async (query: z.infer<typeof publicNewsItemQuery>, params: Record<string, string>) =>
      toPublicNews(shownOr404(await findOr404(documents, KIND.news, params.id, query.lang, undefined, 'NEWS_NOT_FOUND')), query.lang),

  /** The item a preview link names, as it will look: its latest version (the draft, if it has one). */
  preview:
    ({ documents }: RouteDeps) =>
    async (query: z.infer<typeof publicNewsItemQuery>, params: Record<string, string>, id: string) => {
      const filters = { documentId: { $eq: id } };
      const doc =
        params.id === id ? (await documents.list(KIND.news, query.lang, { filters, size: 1, status: 'draft' })).items[0] : undefined;
      return toPublicNews(shownOr404(doc), query.lang);
    },
};

const find = (documents: Documents, id: unknown, token: string) => findOr404(documents, KIND.news, id, 'all', token, 'NEWS_NOT_FOUND');

const save = (writes: Writes, fields: NewsFields, token: string, id?: string) => {
  // The "post to Telegram" switch rides beside the save request; the CMS applies it in the save's transaction.
  const request: SaveRequest & { telegram?: boolean } = {
    documentId: id,
    draft: fields.draft,
    shared: { photo: fields.photo, publishedTime: fields.publishedTime, type: fields.type },
    localized: {
      uz: { title: fields.titleUz, text: fields.textUz },
      en: { title: fields.titleEn, text: fields.textEn },
      ru: { title: fields.titleRu, text: fields.textRu },
    },
    telegram: fields.postToTelegram,
  };
  return writes.save(KIND.news, request, token);
};

/** The admin's news, all languages at once. */
export const adminNews = {
  list:
    ({ cms, documents, schedules }: RouteDeps): AdminHandler<{ query: Paging }> =>
    async ({ query, admin }, _req, res) => {
      const { items, total } = await documents.list(
        KIND.news,
        'all',
        { sort: order(query.direction), page: query.page, size: query.size },
        admin.token,
      );
      const [status, scheduled, telegram] = await Promise.all([
        documents.statusOf(KIND.news, items, admin.token),
        schedules.of(KIND.news, admin.token),
        new TelegramPosts(cms).of(
          items.map((doc) => doc.documentId),
          admin.token,
        ),
      ]);
      ok(res, {
        content: paged(
          items.map((doc) =>
            toAdminNews(doc, status.get(doc.documentId)!, scheduled.get(doc.documentId) ?? null, telegram.get(doc.documentId)),
          ),
          query,
          total,
        ),
      });
    },

  one:
    ({ cms, documents, schedules }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const doc = await find(documents, params.id, admin.token);
      const [status, scheduled, telegram] = await Promise.all([
        documents.statusOf(KIND.news, [doc], admin.token),
        schedules.of(KIND.news, admin.token),
        new TelegramPosts(cms).of([doc.documentId], admin.token),
      ]);
      ok(res, {
        content: toAdminNews(doc, status.get(doc.documentId)!, scheduled.get(doc.documentId) ?? null, telegram.get(doc.documentId)),
      });
    },

  create:
    ({ writes }: RouteDeps): AdminHandler<{ body: NewsFields }> =>
    async ({ body, admin }, _req, res) => {
      const id = await save(writes, sanitized(body), admin.token);
      ok(res, { message: SAVED, content: { id } });
    },

  update:
    ({ writes }: RouteDeps): AdminHandler<{ body: z.infer<typeof newsUpdateBody> }> =>
    async ({ body: { id: rawId, ...fields }, admin }, _req, res) => {
      const id = idOr404(rawId, 'NEWS_NOT_FOUND');
      await save(writes, sanitized(fields), admin.token, id);
      ok(res, { message: SAVED, content: { id } });
    },

  remove:
    ({ documents, writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const doc = await find(documents, params.id, admin.token);
      await writes.remove(KIND.news, doc.documentId, admin.token);
      ok(res, { message: DELETED });
    },
};
