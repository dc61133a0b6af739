import { z } from 'zod';
import { documentId } from '../common.js';
import { LOCALES } from '../locales.js';

/** What a preview link shows: a news item or an event (its id) or a menu page (its menu item's id), in one language. */
export const previewBody = z.object({
  kind: z.enum(['news', 'event', 'page'], { error: "must be 'news', 'event' or 'page'" }),
  id: documentId,
  lang: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }),
});

/** How long a preview link works. */
export const PREVIEW_TTL_SECONDS = 3600;

/** A preview link: the visitor page's path with its signed token, and when the token expires. */
export const previewLink = z.object({ url: z.string(), expiresAt: z.string() });
