import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin, tokenOf } from '../auth.js';
import { documentId, paged, paging } from '../contract/common.js';
import { notFound } from '../errors.js';
import { PURGED, RESTORED, ok } from '../respond.js';
import { parse } from '../validate.js';
import type { RouteDeps } from './deps.js';

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
const done = z.object({ data: z.unknown() });

/** A trash entry id from the path; anything that cannot be one is an unknown entry. */
function entryId(raw: unknown): string {
  const id = documentId.safeParse(raw);
  if (!id.success) throw notFound('No such item in the trash');
  return id.data;
}

/** Deleted items, kept 30 days: list them, bring one back, or delete it for good. */
export function trashRoutes({ cms, writes }: RouteDeps): Router {
  const admin = Router();
  admin.use(requireAdmin(cms));

  admin.get('/', async (req, res) => {
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
  });

  admin.post('/:id/restore', async (req, res) => {
    await writes.restore(entryId(req.params.id), tokenOf(res));
    ok(res, { message: RESTORED });
  });

  admin.delete('/:id', async (req, res) => {
    const id = entryId(req.params.id);
    await cms.request(done, { method: 'DELETE', path: `/api/lyceum/trash/${id}`, token: tokenOf(res) });
    ok(res, { message: PURGED });
  });

  const router = Router();
  router.use('/api/v1/trash', admin);
  return router;
}
