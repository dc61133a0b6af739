import type { PublicRead } from '../cache/public-read.js';
import { Router } from 'express';
import type { RouteDeps } from './deps.js';
import { itemTag, listTag } from '../cache/tags.js';
import { z } from 'zod';
import { requireAdmin, tokenOf } from '../auth.js';
import { textOf, type Doc, type Documents } from '../cms/documents.js';
import { CMS, type Locale } from '../cms/types.js';
import { documentId, lang, paged, paging, requiredText, storedFile, type Paging } from '../contract/common.js';
import { sanitizeRichText } from '../rich-text.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';
import { findOr404 } from './lookup.js';

const richText = z.string().max(1_000_000).optional().default('').transform(sanitizeRichText);

const newsFields = z.object({
  photo: storedFile,
  publishedTime: z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date-time (ISO 8601)')
    .transform((value) => new Date(value).toISOString()),
  type: z.literal('NEWS', { error: 'must be NEWS' }),
  titleUz: requiredText(500),
  titleEn: requiredText(500),
  titleRu: requiredText(500),
  textUz: richText,
  textEn: richText,
  textRu: richText,
});
const newsUpdate = newsFields.extend({ id: documentId });

const toAdminNews = (doc: Doc) => ({
  id: doc.documentId,
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

const itemQuery = z.object({ lang });

/** GET /api/public/news/:id: one news item in one language. */
export const publicNewsItem = (documents: Documents): PublicRead<typeof itemQuery> => ({
  query: itemQuery,
  tags: (_query, params) => [itemTag(CMS.news, params.id!)],
  load: async (query, params) =>
    toPublicNews(await findOr404(documents, CMS.news, params.id, query.lang, undefined, 'No such news item'), query.lang),
});

export function newsRoutes({ cms, documents, writes, publicReads }: RouteDeps): Router {
  const router = Router();

  publicReads.get('/news', {
    query: paging.extend({ lang }),
    tags: () => [listTag(CMS.news)],
    load: async (query) => {
      const { items, total } = await documents.list(CMS.news, query.lang, { sort: order('DESC'), page: query.page, size: query.size });
      return paged(
        items.map((doc) => toPublicNews(doc, query.lang)),
        query,
        total,
      );
    },
  });

  publicReads.get('/news/:id', publicNewsItem(documents));

  const admin = Router();
  admin.use(requireAdmin(cms));

  const find = (id: unknown, token: string) => findOr404(documents, CMS.news, id, 'all', token, 'No such news item');

  const save = (fields: z.infer<typeof newsFields>, token: string, id?: string) =>
    writes.save(
      CMS.news,
      {
        documentId: id,
        shared: { photo: fields.photo, publishedTime: fields.publishedTime, type: fields.type },
        localized: {
          uz: { title: fields.titleUz, text: fields.textUz },
          en: { title: fields.titleEn, text: fields.textEn },
          ru: { title: fields.titleRu, text: fields.textRu },
        },
      },
      token,
    );

  admin.get('/', async (req, res) => {
    const query = parse(paging, req.query);
    const { items, total } = await documents.list(
      CMS.news,
      'all',
      { sort: order(query.direction), page: query.page, size: query.size },
      tokenOf(res),
    );
    ok(res, { content: paged(items.map(toAdminNews), query, total) });
  });

  admin.get('/:id', async (req, res) => {
    ok(res, { content: toAdminNews(await find(req.params.id, tokenOf(res))) });
  });

  admin.post('/', async (req, res) => {
    const id = await save(parse(newsFields, req.body), tokenOf(res));
    ok(res, { message: SAVED, content: { id } });
  });

  admin.put('/', async (req, res) => {
    const { id, ...fields } = parse(newsUpdate, req.body);
    await save(fields, tokenOf(res), id);
    ok(res, { message: SAVED, content: { id } });
  });

  admin.delete('/:id', async (req, res) => {
    const doc = await find(req.params.id, tokenOf(res));
    await writes.remove(CMS.news, doc.documentId, tokenOf(res));
    ok(res, { message: DELETED });
  });

  router.use('/api/v1/blog', admin);
  return router;
}
