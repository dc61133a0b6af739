import type { auditPage } from '@lyceum/contract/api/audit';
import type { revisionPage } from '@lyceum/contract/api/revisions';
import type { trashPage } from '@lyceum/contract/api/trash';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

export type TrashEntry = z.infer<typeof trashPage>['content'][number];
export type AuditEntry = z.infer<typeof auditPage>['content'][number];

/** Deleted items, kept 30 days: restored as they were, or deleted for good. */
export const trashApi = {
  page: (page: number) => adminRead<z.infer<typeof trashPage>>(`/api/v1/trash?${query({ page, size: PAGE_SIZES.adminTrash })}`),
  /** `telegram`: a news item is posted to the channels again, as a new post. */
  restore: (id: string, telegram = false) => adminRequest('POST', `/api/v1/trash/${id}/restore`, { telegram }),
  purge: (id: string) => adminRequest('DELETE', `/api/v1/trash/${id}`),
};

/** Who changed what, newest first; of one kind, or of every kind when `kind` is empty. */
export const auditApi = {
  page: (page: number, kind: string) =>
    adminRead<z.infer<typeof auditPage>>(`/api/v1/audit?${query({ page, size: PAGE_SIZES.adminAudit, kind })}`),
};

/** An item's saved versions (docs/editorial-workflow.md, "Revisions"); a single block has no id. */
export const revisionsApi = {
  page: (item: { kind: string; id?: string }, page: number) =>
    adminRead<z.infer<typeof revisionPage>>(`/api/v1/revisions?${query({ ...item, page, size: PAGE_SIZES.adminRevisions })}`),
  restore: (id: string) => adminRequest('POST', `/api/v1/revisions/${id}/restore`),
};
