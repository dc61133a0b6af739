import * as api from '@lyceum/contract';
import { handled, type ApiRoute } from '../api-route.js';
import { adminReview } from '../review.js';

/**
 * The review of authors' drafts (docs/editorial-workflow.md, "Review"): a draft is submitted with its save
 * (`draft: true, review: true` on the kind's own routes), waits in this queue, and an editor publishes or schedules it
 * there too, or returns it here with a comment.
 */
export const REVIEW_ROUTES: readonly ApiRoute[] = [
  handled({
    method: 'get',
    path: '/api/v1/reviews',
    auth: 'content.draft',
    summary:
      'The review queue: drafts submitted, returned or scheduled (an author reads their own items only, their drafts ' +
      'too), those waiting first; `pending` counts the submitted drafts for an editor, the returned ones for an author',
    answer: { json: api.reviewQueue },
    handle: adminReview.queue,
  }),
  handled({
    method: 'get',
    path: '/api/v1/reviews/:kind/:id',
    params: api.reviewParams,
    auth: 'content.draft',
    summary: "One item's review (null when it has none, or for an author when it is not theirs)",
    answer: { json: api.itemReview.nullable() },
    handle: adminReview.one,
  }),
  handled({
    method: 'post',
    path: '/api/v1/reviews/:kind/:id/return',
    params: api.reviewParams,
    auth: 'content.manage',
    summary: 'Return a submitted draft to its author with a comment, which the author reads beside the draft',
    refuses: ['REVIEW_NOT_PENDING'],
    body: api.reviewReturnBody,
    answer: { json: api.itemReview },
    handle: adminReview.giveBack,
  }),
];
