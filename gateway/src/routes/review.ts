import { z } from 'zod';

import { itemReview, reviewQueue, type EditedKindName, type ReviewReturnBody, type reviewParams } from '@lyceum/contract';
import { RETURNED, ok } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';

type Params = z.infer<typeof reviewParams>;

const queueAnswer = z.object({ data: reviewQueue });
const oneAnswer = z.object({ data: itemReview.nullable() });
const returnAnswer = z.object({ data: itemReview });
const ownersAnswer = z.object({ data: z.record(z.string(), z.string()) });

/** Who created each of these items of a kind (contract's adminStanding `owner`), by id. */
export async function ownersOf(cms: RouteDeps['cms'], kind: EditedKindName, ids: string[], token: string): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const { data } = await cms.request(ownersAnswer, { path: '/api/lyceum/reviews/owners', query: { kind, items: ids.join(',') }, token });
  return new Map(Object.entries(data));
}
const reviewPath = ({ kind, id }: Params) => `/api/lyceum/reviews/${kind}/${encodeURIComponent(id)}`;

/**
 * The review of authors' drafts (docs/editorial-workflow.md, "Review"): the CMS keeps it and reads each caller's share
 * of it (an author their own items); a draft is submitted with its save (`review: true`), published or scheduled by the
 * kind's own routes, and returned here.
 */
export const adminReview = {
  queue:
    ({ cms }: RouteDeps): AdminHandler =>
    async ({ admin }, _req, res) => {
      ok(res, { content: (await cms.request(queueAnswer, { path: '/api/lyceum/reviews', token: admin.token })).data });
    },

  one:
    ({ cms }: RouteDeps): AdminHandler<{ params: Params }> =>
    async ({ params, admin }, _req, res) => {
      ok(res, { content: (await cms.request(oneAnswer, { path: reviewPath(params), token: admin.token })).data });
    },

  giveBack:
    ({ cms }: RouteDeps): AdminHandler<{ params: Params; body: ReviewReturnBody }> =>
    async ({ params, body, admin }, _req, res) => {
      const { data } = await cms.request(returnAnswer, {
        method: 'POST',
        path: `${reviewPath(params)}/return`,
        body,
        token: admin.token,
      });
      ok(res, { message: RETURNED, content: data });
    },
};
