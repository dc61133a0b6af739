import type { z } from 'zod';
import type { scheduleBody, scheduleParams } from '@lyceum/contract';
import { tokenOf } from '../auth.js';
import type { Documents } from '../cms/documents.js';
import { DELETED, SAVED, ok } from '../respond.js';
import type { RouteHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { adminDocument } from './lookup.js';

/** The document a schedule is about: a news item or an event, or the page text of a menu item (which must have one). */
const scheduledDocument = (documents: Documents, kind: z.infer<typeof scheduleParams>['kind'], id: unknown, token: string) =>
  adminDocument(documents, kind === 'page' ? 'page-text' : kind, id, token);

/** Scheduled publishing (docs/editorial-workflow.md): when a draft goes out by itself. */
export const adminSchedule = {
  set:
    ({ documents, schedules }: RouteDeps): RouteHandler<{ body: z.infer<typeof scheduleBody> }> =>
    async ({ body }, _req, res) => {
      const target = await scheduledDocument(documents, body.kind, body.id, tokenOf(res));
      const publishAt = await schedules.set(target.type, target.id, body.publishAt, tokenOf(res));
      ok(res, { message: SAVED, content: { publishAt } });
    },

  cancel:
    ({ documents, schedules }: RouteDeps): RouteHandler<{ params: z.infer<typeof scheduleParams> }> =>
    async ({ params }, _req, res) => {
      const target = await scheduledDocument(documents, params.kind, params.id, tokenOf(res));
      await schedules.cancel(target.type, target.id, tokenOf(res));
      ok(res, { message: DELETED });
    },
};
