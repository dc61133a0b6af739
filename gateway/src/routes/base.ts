import type { z } from 'zod';
import type { Documents } from '../cms/documents.js';
import type { RouteDeps } from './deps.js';
import type { AdminHandler } from './api-route.js';

import { notFound } from '../errors.js';
import {
  BASE_TYPES,
  documentId,
  type BaseType,
  type IdParams,
  type baseCreateBody,
  type baseTypeQuery,
  type baseUpdateBody,
  type optionalBaseTypeQuery,
} from '@lyceum/contract';
import { baseKind, toBaseItem, toSaveRequest, type BaseItem } from '../base-items.js';
import { DELETED, SAVED, ok } from '../respond.js';

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

type TypeQuery = z.infer<typeof optionalBaseTypeQuery>;

/** The admin's items of every base kind (`type`), all languages at once. */
export const adminBase = {
  list:
    ({ documents }: RouteDeps): AdminHandler<{ query: TypeQuery }> =>
    async ({ query: { type }, admin }, _req, res) => {
      const lists = await Promise.all((type ? [type] : BASE_TYPES).map((name) => itemsOf(documents, name, admin.token)));
      ok(res, { content: lists.flat() });
    },

  /** `data` comes checked by its type's own rules (the body's schema). */
  create:
    ({ writes }: RouteDeps): AdminHandler<{ body: z.infer<typeof baseCreateBody> }> =>
    async ({ body: { type, data }, admin }, _req, res) => {
      const id = await writes.save(baseKind(type).kind, toSaveRequest(type, data), admin.token);
      ok(res, { message: SAVED, content: { id } });
    },

  update:
    ({ documents, writes }: RouteDeps): AdminHandler<{ body: z.infer<typeof baseUpdateBody> }> =>
    async ({ body: { id, type, data }, admin }, _req, res) => {
      const { kind } = baseKind(type);
      // An id that cannot be one is unknown, as it is in a path; a single kind's update must name its one document.
      const current = documentId.safeParse(id).success
        ? kind.single
          ? await documents.single(kind, 'uz', admin.token)
          : await documents.one(kind, id, 'uz', admin.token)
        : null;
      if (current?.documentId !== id) throw notFound('ITEM_NOT_FOUND');
      await writes.save(kind, toSaveRequest(type, data, kind.single ? undefined : id), admin.token);
      ok(res, { message: SAVED, content: { id } });
    },

  remove:
    ({ documents, writes }: RouteDeps): AdminHandler<{ params: IdParams; query: TypeQuery }> =>
    async ({ params, query: { type }, admin }, _req, res) => {
      const id = documentId.safeParse(params.id);
      if (!id.success) throw notFound('ITEM_NOT_FOUND');
      // Ids do not say their kind: look in each (one call each, in parallel).
      const owners = await Promise.all(
        (type ? [type] : BASE_TYPES).map(async (name) => {
          const { kind } = baseKind(name);
          const doc = kind.single ? await documents.single(kind, 'uz', admin.token) : await documents.one(kind, id.data, 'uz', admin.token);
          return doc?.documentId === id.data ? kind : null;
        }),
      );
      const owner = owners.find((kind) => kind !== null);
      if (!owner) throw notFound('ITEM_NOT_FOUND');
      await writes.remove(owner, id.data, admin.token);
      ok(res, { message: DELETED });
    },
};
