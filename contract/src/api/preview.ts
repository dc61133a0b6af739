import { z } from 'zod';
import { documentId } from '../common.js';
import { PREVIEWED_KINDS } from '../kinds.js';
import { LOCALES } from '../locales.js';

/** What a preview link can show: a document of a kind with previews (its id) or a menu page (its menu item's id). */
const PREVIEW_SUBJECTS = [...PREVIEWED_KINDS, 'page'] as const;
const quoted = PREVIEW_SUBJECTS.map((kind) => `'${kind}'`);

/** What a preview link shows, in one language. */
export const previewBody = z.object({
  kind: z.enum(PREVIEW_SUBJECTS, { error: `must be ${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` }),
  id: documentId,
  lang: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }),
});

/** How long a preview link works. */
export const PREVIEW_TTL_SECONDS = 3600;

/** A preview link: the visitor page's path with its signed token, and when the token expires. */
export const previewLink = z.object({ url: z.string(), expiresAt: z.string() });
