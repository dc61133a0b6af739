import { z } from 'zod';
import { paging } from '../common.js';
import { AUDIT_SUBJECTS } from '../kinds.js';
import { pageOf } from './envelope.js';

export const auditQuery = paging.extend({
  kind: z.preprocess((value) => (value === '' ? undefined : value), z.enum(AUDIT_SUBJECTS, { error: 'unknown kind' }).optional()),
});

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  kind: z.string(),
  itemId: z.string(),
  title: z.string(),
});
export const auditPage = pageOf(auditEntry);
