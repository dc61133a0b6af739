import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin, tokenOf } from '../auth.js';
import { CMS } from '../cms/types.js';
import { paged, paging } from '../contract/common.js';
import { ok } from '../respond.js';
import { parse } from '../validate.js';
import type { RouteDeps } from './deps.js';

/** What an audit entry can be about: the content kinds, uploaded files, and admin accounts. */
export const AUDIT_KINDS: [string, ...string[]] = ['file', 'account', ...Object.values(CMS).map((type) => type.kind)];

const auditQuery = paging.extend({
  kind: z.preprocess((value) => (value === '' ? undefined : value), z.enum(AUDIT_KINDS, { error: 'unknown kind' }).optional()),
});

const auditAnswer = z.object({
  data: z.array(
    z.object({
      documentId: z.string(),
      action: z.string(),
      kind: z.string(),
      itemId: z.string().nullish(),
      label: z.string().nullish(),
      actor: z.string(),
      createdAt: z.string(),
    }),
  ),
  meta: z.object({ total: z.number() }),
});

/** The audit log, newest first, optionally of one kind. */
export function auditRoutes({ cms }: RouteDeps): Router {
  const router = Router();
  router.get('/api/v1/audit', requireAdmin(cms), async (req, res) => {
    const query = parse(auditQuery, req.query);
    const { data, meta } = await cms.request(auditAnswer, {
      path: '/api/lyceum/audit',
      query: { page: query.page, size: query.size, ...(query.kind ? { kind: query.kind } : {}) },
      token: tokenOf(res),
    });
    const items = data.map((entry) => ({
      id: entry.documentId,
      at: entry.createdAt,
      actor: entry.actor,
      action: entry.action,
      kind: entry.kind,
      itemId: entry.itemId ?? '',
      title: entry.label ?? '',
    }));
    ok(res, { content: paged(items, query, meta.total) });
  });
  return router;
}
