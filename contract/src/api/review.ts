import { z } from 'zod';
import { DRAFTING_KINDS } from '../roles.js';

/**
 * The review of an author's draft (docs/editorial-workflow.md, "Review"): a draft of a drafting kind is `submitted` with
 * its save (`review: true` beside `draft: true`), waits in the editors' queue, and is `returned` with a comment, or
 * `scheduled` or `published` by an editor. `draft`: saved, never submitted, or saved again after a publication.
 */
export const REVIEW_STATES = ['draft', 'submitted', 'returned', 'scheduled', 'published'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The longest comment an editor returns a draft with. */
export const REVIEW_COMMENT_MAX = 2000;

export const reviewKind = z.enum(DRAFTING_KINDS, { error: `must be one of ${DRAFTING_KINDS.join(', ')}` });
export const reviewParams = z.object({ kind: reviewKind, id: z.string() });

/** One item's review: who drafted it, where it stands, and the editor's comment and name once one decided. */
export const itemReview = z.object({
  kind: reviewKind,
  id: z.string(),
  /** A page text's menu item, where it is edited; null for the other kinds. */
  menu: z.string().nullable(),
  title: z.string(),
  state: z.enum(REVIEW_STATES),
  owner: z.string(),
  submittedAt: z.string().nullable(),
  comment: z.string(),
  reviewer: z.string(),
  decidedAt: z.string().nullable(),
});
export type ItemReview = z.infer<typeof itemReview>;

/**
 * The review queue: the items submitted, returned or scheduled (an author's own only), those waiting first;
 * `pending` is what waits for the reader: for an editor the submitted drafts, for an author their returned ones.
 */
export const reviewQueue = z.object({ items: z.array(itemReview), pending: z.number().int().nonnegative() });
export type ReviewQueue = z.infer<typeof reviewQueue>;

export const reviewReturnBody = z.object({
  comment: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(REVIEW_COMMENT_MAX, `must be at most ${REVIEW_COMMENT_MAX} characters`),
});
export type ReviewReturnBody = z.infer<typeof reviewReturnBody>;
