import type { previewBody, previewLink } from '@lyceum/contract/api/preview';
import type { scheduleBody, scheduled } from '@lyceum/contract/api/schedule';
import type { z } from 'zod';
import { adminRequest } from './client';

/** What may be previewed or scheduled: a news item (its id) or a menu page (its menu item's id). */
export type DraftKind = z.infer<typeof previewBody>['kind'];

/** A draft's way to visitors: a signed preview link, and its publication at a time set ahead. */
export const publishingApi = {
  previewLink: (body: z.input<typeof previewBody>) => adminRequest<z.infer<typeof previewLink>>('POST', '/api/v1/preview', body),
  schedule: (body: z.input<typeof scheduleBody>) => adminRequest<z.infer<typeof scheduled>>('PUT', '/api/v1/schedule', body),
  /** The draft stays a draft. */
  cancelSchedule: (kind: DraftKind, id: string) => adminRequest('DELETE', `/api/v1/schedule/${kind}/${encodeURIComponent(id)}`),
};
