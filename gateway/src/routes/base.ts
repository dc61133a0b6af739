import type { PublicRead } from '../cache/public-read.js';
import { Router } from 'express';
import type { Documents } from '../cms/documents.js';
import type { RouteDeps } from './deps.js';
import { listTag } from '../cache/tags.js';
import { z } from 'zod';
import { requireAdmin, tokenOf } from '../auth.js';
import { documentId } from '../contract/common.js';
import { notFound } from '../errors.js';
import { CONTENT_KINDS, KIND_NAMES, kindName, toContentItem, toSaveInput, type ContentItem, type KindName } from '../kinds.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';

const typeQuery = z.object({ type: kindName });
const optionalTypeQuery = z.object({ type: kindName.optional() });

/** `data` arrives as JSON text (SPEC.md) or, leniently, as the object itself. */
const dataField = z.union([z.string(), z.record(z.string(), z.unknown())], { error: 'is required' }).transform((value, ctx) => {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
  return z.NEVER;
});
const createBody = z.object({ type: kindName, data: dataField });
const updateBody = createBody.extend({ id: documentId });

/** GET /api/public/base: every item of one content kind (the one item of a single kind). */
export const publicBase = (documents: Documents): PublicRead<typeof typeQuery> => ({
  query: typeQuery,
  tags: ({ type }) => [listTag(CONTENT_KINDS[type].cms)],
  load: async ({ type }) => {
    const items = await itemsOf(documents, type);
    return CONTENT_KINDS[type].one ? (items[0] ?? null) : items;
  },
});

async function itemsOf(documents: Documents, name: KindName, token?: string): Promise<ContentItem[]> {
  const kind = CONTENT_KINDS[name];
  if (kind.one) {
    const doc = await documents.single(kind.cms, 'all', token);
    return doc ? [toContentItem(name, doc)] : [];
  }
  const { items } = await documents.list(kind.cms, 'all', { sort: ['createdAt:asc', 'id:asc'] }, token);
  return items.map((doc) => toContentItem(name, doc));
}

export function baseRoutes({ cms, documents, writes, publicReads }: RouteDeps): Router {
  const router = Router();

  /** The kind's own rules, reported per field as `data.<field>`. */
  const validData = (name: KindName, data: Record<string, unknown>) => parse(z.object({ data: CONTENT_KINDS[name].schema }), { data }).data;

  publicReads.get('/base', publicBase(documents));

  const admin = Router();
  admin.use(requireAdmin(cms));

  admin.get('/', async (req, res) => {
    const { type } = parse(optionalTypeQuery, req.query);
    const lists = await Promise.all((type ? [type] : KIND_NAMES).map((name) => itemsOf(documents, name, tokenOf(res))));
    ok(res, { content: lists.flat() });
  });

  admin.post('/', async (req, res) => {
    const { type, data } = parse(createBody, req.body);
    const id = await writes.save(CONTENT_KINDS[type].cms, toSaveInput(type, validData(type, data)), tokenOf(res));
    ok(res, { message: SAVED, content: { id } });
  });

  admin.put('/', async (req, res) => {
    const { id, type, data } = parse(updateBody, req.body);
    const kind = CONTENT_KINDS[type];
    const valid = validData(type, data);
    // A one-kind has a single document: an update must name it.
    if (kind.one) {
      const current = await documents.single(kind.cms, 'uz', tokenOf(res));
      if (current?.documentId !== id) throw notFound('No such item');
    }
    await writes.save(kind.cms, toSaveInput(type, valid, kind.one ? undefined : id), tokenOf(res));
    ok(res, { message: SAVED, content: { id } });
  });

  admin.delete('/:id', async (req, res) => {
    const id = documentId.safeParse(req.params.id);
    if (!id.success) throw notFound('No such item');
    const { type } = parse(optionalTypeQuery, req.query);
    // Ids do not say their kind: look in each (one call each, in parallel).
    const owners = await Promise.all(
      (type ? [type] : KIND_NAMES).map(async (name) => {
        const kind = CONTENT_KINDS[name];
        const doc = kind.one
          ? await documents.single(kind.cms, 'uz', tokenOf(res))
          : await documents.one(kind.cms, id.data, 'uz', tokenOf(res));
        return doc?.documentId === id.data ? name : null;
      }),
    );
    const owner = owners.find((name): name is KindName => name !== null);
    if (!owner) throw notFound('No such item');
    await writes.remove(CONTENT_KINDS[owner].cms, id.data, tokenOf(res));
    ok(res, { message: DELETED });
  });

  router.use('/api/v1/baseInfo', admin);
  return router;
}
