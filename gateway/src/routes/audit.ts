import { z } from 'zod';

import { paged, type auditQuery } from '@lyceum/contract';
import { entryPage } from '../cms/entry-page.js';
import { ok } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';

const auditAnswer = entryPage({ action: z.string(), itemId: z.string().nullish(), actor: z.string() });

/** The audit log, newest first, optionally of one kind. */
export const adminAudit =
  ({ cms }: RouteDeps): AdminHandler<{ query: z.infer<typeof auditQuery> }> =>
  async ({ query, admin }, _req, res) => {
    const { data, meta } = await cms.request(auditAnswer, {
      path: '/api/lyceum/audit',
      query: { page: query.page, size: query.size, ...(query.kind ? { kind: query.kind } : {}) },
      token: admin.token,
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
