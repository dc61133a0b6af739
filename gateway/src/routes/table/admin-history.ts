import * as api from '@lyceum/contract';
import { handled, type ApiRoute } from '../api-route.js';
import { adminAudit } from '../audit.js';
import { adminRevisions } from '../revisions.js';
import { adminTrash } from '../trash.js';
import { done } from './success.js';

/** What the admin's writes left behind: the trash, the revisions, the audit log. */
export const ADMIN_HISTORY_ROUTES: readonly ApiRoute[] = [
  handled({
    method: 'get',
    path: '/api/v1/trash',
    auth: 'content.manage',
    summary: 'Deleted items, kept 30 days',
    query: api.paging,
    answer: { json: api.trashPage },
    handle: adminTrash.list,
  }),
  handled({
    method: 'post',
    path: '/api/v1/trash/:id/restore',
    params: api.idParams,
    auth: 'content.manage',
    summary: 'Bring a deleted item back; a news item is posted to Telegram again only with `telegram: true`',
    refuses: ['TRASH_ENTRY_NOT_FOUND', 'TRASH_RESTORE_CONFLICT', 'MENU_URL_TAKEN'],
    body: api.trashRestoreBody,
    answer: done,
    handle: adminTrash.restore,
  }),
  handled({
    method: 'delete',
    path: '/api/v1/trash/:id',
    params: api.idParams,
    auth: 'content.manage',
    summary: 'Delete a trash entry for good',
    refuses: ['TRASH_ENTRY_NOT_FOUND'],
    answer: done,
    handle: adminTrash.purge,
  }),

  handled({
    method: 'get',
    path: '/api/v1/revisions',
    auth: 'content.read',
    summary: 'The saved versions of a news item, a menu page text or a single block, newest first, each with what it changed',
    refuses: ['NEWS_NOT_FOUND', 'MENU_NOT_FOUND', 'PAGE_NOT_FOUND', 'EVENT_NOT_FOUND', 'ITEM_NOT_FOUND'],
    query: api.revisionsQuery,
    answer: { json: api.revisionPage },
    handle: adminRevisions.list,
  }),
  handled({
    method: 'post',
    path: '/api/v1/revisions/:id/restore',
    params: api.idParams,
    auth: 'content.manage',
    summary: 'Write a revision back over its item (itself a new revision)',
    refuses: [
      'REVISION_NOT_FOUND',
      'NEWS_NOT_FOUND',
      'PAGE_NOT_FOUND',
      'EVENT_NOT_FOUND',
      'ITEM_NOT_FOUND',
      'MENU_URL_TAKEN',
      'REFERENCE_MISSING',
    ],
    answer: done,
    handle: adminRevisions.restore,
  }),

  handled({
    method: 'get',
    path: '/api/v1/audit',
    auth: 'content.manage',
    summary: 'The audit log, newest first',
    query: api.auditQuery,
    answer: { json: api.auditPage },
    handle: adminAudit,
  }),
];
