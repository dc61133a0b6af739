import { z } from 'zod';
import { documentId, offsetDateTime } from '../common.js';
import { previewBody } from './preview.js';

/**
 * When a draft is to be published: a news item or an event (its id) or a menu page (its menu item's id), at an instant
 * ahead (with its UTC offset: the admin enters Tashkent time, UTC+5).
 */
export const scheduleBody = z.object({
  kind: previewBody.shape.kind,
  id: documentId,
  publishAt: offsetDateTime.refine((value) => Date.parse(value) > Date.now(), 'must be a time ahead'),
});

export const scheduleParams = z.object({ kind: previewBody.shape.kind, id: z.string() });

/** A scheduled publication, as set. */
export const scheduled = z.object({ publishAt: z.string() });
