import { z } from 'zod';

import { paged, type IdParams, type Paging, type TrashRestoreBody } from '@lyceum/contract';
import { entryPage } from '../cms/entry-page.js';
import { PURGED, RESTORED, ok } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { idOr404 } from './lookup.js';

const trashAnswer = entryPage({ itemId: z.string(), deletedBy: z.string().nullish(), expiresAt: z.string() });

/** A trash entry id from the path; anything that cannot be one is an unknown entry. */
const entryId = (raw: unknown) => idOr404(raw, 'TRASH_ENTRY_NOT_FOUND');

/** Deleted items, kept 30 days: list them, bring one back, or delete it for good. */
export const adminTrash = {
  list:
    ({ cms }: RouteDeps): AdminHandler<{ query: Paging }> =>
    async ({ query, admin }, _req, res) => {
      const { data, meta } = await cms.request(trashAnswer, {
        path: '/api/lyceum/trash',
        query: { page: query.page, size: query.size },
        token: admin.token,
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
    ({ writes }: RouteDeps): AdminHandler<{ params: IdParams; body: TrashRestoreBody }> =>
    async ({ params, body, admin }, _req, res) => {
      await writes.restore(entryId(params.id), body, admin.token);
      ok(res, { message: RESTORED });
    },

  purge:
    ({ writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      await writes.purge(entryId(params.id), admin.token);
      ok(res, { message: PURGED });
    },
};
