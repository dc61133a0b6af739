import type { RequestHandler } from 'express';
import type { Documents } from '../cms/documents.js';
import type { RouteDeps } from './deps.js';
import { z } from 'zod';
import { tokenOf } from '../auth.js';
import { documentId } from '@lyceum/contract';
import { notFound } from '../errors.js';
import { BASE_TYPES, baseCreateBody, baseUpdateBody, optionalBaseTypeQuery, type BaseType, type baseTypeQuery } from '@lyceum/contract';
import { baseKind, toBaseItem, toSaveInput, type BaseItem } from '../base-items.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';

/** Every item of one content kind (the one item of a single kind), for visitors: the `load` of a cached read. */
export const publicBase =
  ({ documents }: RouteDeps) =>
  async ({ type }: z.infer<typeof baseTypeQuery>) => {
    const items = await itemsOf(documents, type);
    return baseKind(type).kind.single ? (items[0] ?? null) : items;
  };

async function itemsOf(documents: Documents, type: BaseType, token?: string): Promise<BaseItem[]> {
  const { kind } = baseKind(type);
  if (kind.single) {
    const doc = await documents.single(kind, 'all', token);
    return doc ? [toBaseItem(type, doc)] : [];
  }
  const { items } = await documents.list(kind, 'all', { sort: ['createdAt:asc', 'id:asc'] }, token);
  return items.map((doc) => toBaseItem(type, doc));
}

/** The kind's own rules, reported per field as `data.<field>`. */
const validData = (type: BaseType, data: Record<string, unknown>) => parse(z.object({ data: baseKind(type).data }), { data }).data;

/** The admin's items of every base kind (`type`), all languages at once. */
export const adminBase = {
  list:
    ({ documents }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const { type } = parse(optionalBaseTypeQuery, req.query);
      const lists = await Promise.all((type ? [type] : BASE_TYPES).map((name) => itemsOf(documents, name, tokenOf(res))));
      ok(res, { content: lists.flat() });
    },

  create:
    ({ writes }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const { type, data } = parse(baseCreateBody, req.body);
      const id = await writes.save(baseKind(type).kind, toSaveInput(type, validData(type, data)), tokenOf(res));
      ok(res, { message: SAVED, content: { id } });
    },

  update:
    ({ documents, writes }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const { id, type, data } = parse(baseUpdateBody, req.body);
      const { kind } = baseKind(type);
      const valid = validData(type, data);
      // An id that cannot be one is unknown, as it is in a path; a single kind's update must name its one document.
      const current = documentId.safeParse(id).success
        ? kind.single
          ? await documents.single(kind, 'uz', tokenOf(res))
          : await documents.one(kind, id, 'uz', tokenOf(res))
        : null;
      if (current?.documentId !== id) throw notFound('ITEM_NOT_FOUND');
      await writes.save(kind, toSaveInput(type, valid, kind.single ? undefined : id), tokenOf(res));
      ok(res, { message: SAVED, content: { id } });
    },

  remove:
    ({ documents, writes }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const id = documentId.safeParse(req.params.id);
      if (!id.success) throw notFound('ITEM_NOT_FOUND');
      const { type } = parse(optionalBaseTypeQuery, req.query);
      // Ids do not say their kind: look in each (one call each, in parallel).
      const owners = await Promise.all(
        (type ? [type] : BASE_TYPES).map(async (name) => {
          const { kind } = baseKind(name);
          const doc = kind.single
            ? await documents.single(kind, 'uz', tokenOf(res))
            : await documents.one(kind, id.data, 'uz', tokenOf(res));
          return doc?.documentId === id.data ? kind : null;
        }),
      );
      const owner = owners.find((kind) => kind !== null);
      if (!owner) throw notFound('ITEM_NOT_FOUND');
      await writes.remove(owner, id.data, tokenOf(res));
      ok(res, { message: DELETED });
    },
};
