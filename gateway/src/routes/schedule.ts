import type { z } from 'zod';
import type { scheduleBody, scheduleParams } from '@lyceum/contract';

import type { Documents } from '../cms/documents.js';
import { DELETED, SAVED, ok } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { adminDocument } from './lookup.js';

/** The document a schedule is about: a news item or an event, or the page text of a menu item (which must have one). */
const scheduledDocument = (documents: Documents, kind: z.infer<typeof scheduleParams>['kind'], id: unknown, token: string) =>
  adminDocument(documents, kind === 'page' ? 'page-text' : kind, id, token);

/** Scheduled publishing (docs/editorial-workflow.md): when a draft goes out by itself. */
export const adminSchedule = {
  set:
    ({ documents, schedules }: RouteDeps): AdminHandler<{ body: z.infer<typeof scheduleBody> }> =>
    async ({ body, admin }, _req, res) => {
      const target = await scheduledDocument(documents, body.kind, body.id, admin.token);
      const publishAt = await schedules.set(target.type, target.id, body.publishAt, admin.token);
      ok(res, { message: SAVED, content: { publishAt } });
    },

  cancel:
    ({ documents, schedules }: RouteDeps): AdminHandler<{ params: z.infer<typeof scheduleParams> }> =>
    async ({ params, admin }, _req, res) => {
      const target = await scheduledDocument(documents, params.kind, params.id, admin.token);
      await schedules.cancel(target.type, target.id, admin.token);
      ok(res, { message: DELETED });
    },
};
