import type { RequestHandler } from 'express';
import { scheduleBody, scheduleParams } from '@lyceum/contract';
import { tokenOf } from '../auth.js';
import type { Documents } from '../cms/documents.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';
import type { RouteDeps } from './deps.js';
import { adminDocument } from './lookup.js';

/** The document a schedule is about: a news item, or the page text of a menu item (which must have one). */
const scheduledDocument = (documents: Documents, kind: 'news' | 'page', id: unknown, token: string) =>
  adminDocument(documents, kind === 'news' ? 'news' : 'page-text', id, token);

/** Scheduled publishing (docs/editorial-workflow.md): when a draft goes out by itself. */
export const adminSchedule = {
  set:
    ({ documents, schedules }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const body = parse(scheduleBody, req.body);
      const target = await scheduledDocument(documents, body.kind, body.id, tokenOf(res));
      const publishAt = await schedules.set(target.type, target.id, body.publishAt, tokenOf(res));
      ok(res, { message: SAVED, content: { publishAt } });
    },

  cancel:
    ({ documents, schedules }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const params = parse(scheduleParams, req.params);
      const target = await scheduledDocument(documents, params.kind, params.id, tokenOf(res));
      await schedules.cancel(target.type, target.id, tokenOf(res));
      ok(res, { message: DELETED });
    },
};
