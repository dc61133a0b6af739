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
