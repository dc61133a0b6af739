import type { RequestHandler } from 'express';
import { z } from 'zod';
import { tokenOf } from '../auth.js';
import { paged, paging } from '@lyceum/contract';
import { PURGED, RESTORED, ok } from '../respond.js';
import { parse } from '../validate.js';
import type { RouteDeps } from './deps.js';
import { idOr404 } from './lookup.js';

const trashAnswer = z.object({
  data: z.array(
    z.object({
      documentId: z.string(),
      kind: z.string(),
      itemId: z.string(),
      label: z.string().nullish(),
      deletedBy: z.string().nullish(),
      createdAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
  meta: z.object({ total: z.number() }),
});

/** A trash entry id from the path; anything that cannot be one is an unknown entry. */
const entryId = (raw: unknown) => idOr404(raw, 'TRASH_ENTRY_NOT_FOUND');

/** Deleted items, kept 30 days: list them, bring one back, or delete it for good. */
export const adminTrash = {
  list:
    ({ cms }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const query = parse(paging, req.query);
      const { data, meta } = await cms.request(trashAnswer, {
        path: '/api/lyceum/trash',
        query: { page: query.page, size: query.size },
        token: tokenOf(res),
      });
      const items = data.map((entry) => ({
        id: entry.documentId,
        kind: entry.kind,
        itemId: entry.itemId,
        title: entry.label ?? '',
        deletedBy: entry.deletedBy ?? '',
        deletedAt: entry.createdAt,
        expiresAt: entry.expiresAt,
      }));
      ok(res, { content: paged(items, query, meta.total) });
    },

  restore:
    ({ writes }: RouteDeps): RequestHandler =>
    async (req, res) => {
      await writes.restore(entryId(req.params.id), tokenOf(res));
      ok(res, { message: RESTORED });
    },

  purge:
    ({ writes }: RouteDeps): RequestHandler =>
    async (req, res) => {
      await writes.purge(entryId(req.params.id), tokenOf(res));
      ok(res, { message: PURGED });
    },
};
