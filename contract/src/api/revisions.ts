import { z } from 'zod';
import { paging } from '../common.js';
import { REVISED_KINDS } from '../kinds.js';
import { LOCALES } from '../locales.js';
import { pageOf } from './envelope.js';

/**
 * The revisions of one item, newest first: a news item (its id), a menu page's text (its menu item's id, as the
 * page-text wizard names it) or one of the single blocks (header slogan, short info, contacts: no id).
 */
export const revisionsQuery = paging.pick({ page: true, size: true }).extend({
  kind: z.enum(REVISED_KINDS, { error: `must be one of ${REVISED_KINDS.join(', ')}` }),
  id: z.string().optional(),
});

/** What made a revision: a save (published or kept a draft), a scheduled publication, a restore, or the state before the first revision. */
export const REVISION_ACTIONS = ['baseline', 'save', 'draft', 'publish', 'restore'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** One field that differs from the revision before, in one language (null: a field shared by every language); rich text as plain text. */
export const revisionChange = z.object({
  locale: z.enum(LOCALES).nullable(),
  field: z.string(),
  before: z.string(),
  after: z.string(),
});

export const revision = z.object({
  id: z.string(),
  kind: z.string(),
  itemId: z.string(),
  action: z.enum(REVISION_ACTIONS),
  /** Who saved it ('' for the baseline: the state the item had before revisions were kept). */
  savedBy: z.string(),
  savedAt: z.string(),
  /** Whether visitors saw this version (kinds without drafts are always published). */
  status: z.enum(['published', 'draft']),
  title: z.string(),
  /** For a restore: when the revision it brought back was saved. */
  restoredFrom: z.string().nullable(),
  changes: z.array(revisionChange),
});
export type Revision = z.infer<typeof revision>;
export const revisionPage = pageOf(revision);

/**
 * How long revisions are kept: at least the last `count` of an item, and all of the last `days`, within two bounds
 * per item that nothing outlives, `maxCount` revisions and `maxBytes` of stored versions (oldest go first; the newest
 * always stays). The bounds stop an admin token saving in a loop from filling the disk. An ordinary item's revision
 * is a few KB, so its history is bounded by the count; the largest save (a 2 MB body, kept as draft and published)
 * makes a revision of about 4 MB, and such an item keeps its newest versions up to 4 MB.
 */
export const REVISIONS_KEPT = { count: 50, days: 90, maxCount: 200, maxBytes: 4 * 1024 * 1024 } as const;
