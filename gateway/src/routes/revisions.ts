import { z } from 'zod';
import { REVISION_ACTIONS, paged, type IdParams, type revisionsQuery } from '@lyceum/contract';

import { RESTORED, ok } from '../respond.js';
import { changesBetween, version } from '../revisions/changes.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { adminDocument, idOr404 } from './lookup.js';

const revisionsAnswer = z.object({
  data: z.array(
    z.object({
      documentId: z.string(),
      kind: z.string(),
      itemId: z.string(),
      action: z.enum(REVISION_ACTIONS),
      savedBy: z.string(),
      savedAt: z.string(),
      restoredFrom: z.string().nullable(),
      title: z.string(),
      version,
    }),
  ),
  meta: z.object({ total: z.number(), older: version.nullable() }),
});

/** Saved versions of a news item, a menu page's text or a single block (docs/editorial-workflow.md, "Revisions"). */
export const adminRevisions = {
  list:
    ({ cms, documents }: RouteDeps): AdminHandler<{ query: z.infer<typeof revisionsQuery> }> =>
    async ({ query, admin }, _req, res) => {
      const target = await adminDocument(documents, query.kind, query.id, admin.token);
      const { data, meta } = await cms.request(revisionsAnswer, {
        path: `/api/lyceum/revisions/${target.type.name}/${encodeURIComponent(target.id)}`,
        query: { page: query.page, size: query.size },
        token: admin.token,
      });
      const items = data.map((revision, index) => ({
        id: revision.documentId,
        kind: query.kind,
        itemId: query.id ?? target.id,
        action: revision.action,
        savedBy: revision.savedBy,
        savedAt: revision.savedAt,
        status: revision.version.status,
        title: revision.title,
        restoredFrom: revision.restoredFrom,
        // The baseline is where the history starts: nothing before it to compare with.
        changes: revision.action === 'baseline' ? [] : changesBetween(revision.version, data[index + 1]?.version ?? meta.older),
      }));
      ok(res, { content: paged(items, query, meta.total) });
    },

  restore:
    ({ writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      await writes.revert(idOr404(params.id, 'REVISION_NOT_FOUND'), admin.token);
      ok(res, { message: RESTORED });
    },
};
