import { z } from 'zod';
import { pageOf } from './envelope.js';

export const trashEntry = z.object({
  id: z.string(),
  kind: z.string(),
  itemId: z.string(),
  title: z.string(),
  deletedBy: z.string(),
  deletedAt: z.string(),
  expiresAt: z.string(),
});
export const trashPage = pageOf(trashEntry);

/**
 * A restore's choice for a news item: post it to the Telegram channels again, as a new post (the editor is asked;
 * docs/telegram.md). Absent or false, it comes back with its posting off.
 */
export const trashRestoreBody = z.object({ telegram: z.boolean({ error: 'must be true or false' }).optional() }).default({});
export type TrashRestoreBody = z.infer<typeof trashRestoreBody>;
