import type { RequestHandler } from 'express';
import { scheduleBody, scheduleParams } from '@lyceum/contract';
import { tokenOf } from '../auth.js';
import type { Documents } from '../cms/documents.js';
import { KIND, type Kind } from '../cms/types.js';
import { notFound } from '../errors.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';
import type { RouteDeps } from './deps.js';
import { findOr404 } from './lookup.js';

/** The document a schedule is about: a news item, or the page text of a menu item (which must have one). */
async function scheduledDocument(
  documents: Documents,
  kind: 'news' | 'page',
  id: unknown,
  token: string,
): Promise<{ type: Kind; id: string }> {
  if (kind === 'news')
    return { type: KIND.news, id: (await findOr404(documents, KIND.news, id, 'uz', token, 'NEWS_NOT_FOUND')).documentId };
  const menu = await findOr404(documents, KIND['menu-item'], id, 'uz', token, 'MENU_NOT_FOUND');
  const filters = { menuId: { $eq: menu.documentId } };
  const page = (await documents.list(KIND['page-text'], 'uz', { filters, size: 1 }, token)).items[0];
  if (!page) throw notFound('PAGE_NOT_FOUND');
  return { type: KIND['page-text'], id: page.documentId };
}

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
