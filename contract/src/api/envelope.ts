import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';

/** Every JSON answer of the API: a success with its optional `message` and `content`. */
export const okEnvelope = (content?: z.ZodType) =>
  z.object({ success: z.literal(true), message: z.string().optional(), ...(content ? { content } : {}) });

/** Every refusal: a stable `code` for clients to act on, English words for people, and the fields at fault. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The values the refusal is about (MENU_URL_TAKEN: the `group` and `url` already taken). */
  details: z.record(z.string(), z.string()).optional(),
});

/** One page of a list, as `paged` (common.ts) builds it. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), page: z.number().int(), size: z.number().int(), totalElements: z.number().int() });

/** What a save answers: the id of the item it wrote. */
export const savedId = z.object({ id: z.string() });
