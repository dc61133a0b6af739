import type { RequestHandler } from 'express';
import { z } from 'zod';
import { tokenOf } from '../auth.js';
import { auditQuery, paged } from '@lyceum/contract';
import { ok } from '../respond.js';
import { parse } from '../validate.js';
import type { RouteDeps } from './deps.js';

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
export const adminAudit =
  ({ cms }: RouteDeps): RequestHandler =>
  async (req, res) => {
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
  };
