import type { ItemReview, ReviewQueue } from '@lyceum/contract/api/review';
import type { DraftingKind } from '@lyceum/contract/roles';
import { useSWRConfig } from 'swr';
import { adminRequest } from '../api/client';
import { adminRead } from '../api/read';

const REVIEWS = '/api/v1/reviews';
const itemPath = (kind: DraftingKind, id: string) => `${REVIEWS}/${kind}/${encodeURIComponent(id)}`;

/** The review of authors' drafts (gateway/src/routes/review.ts); a draft is submitted with its save (`review: true`). */
export const reviewApi = {
  queue: adminRead<ReviewQueue>(REVIEWS),
  of: (kind: DraftingKind, id: string) => adminRead<ItemReview | null>(itemPath(kind, id)),
  giveBack: (kind: DraftingKind, id: string, comment: string) =>
    adminRequest<ItemReview>('POST', `${itemPath(kind, id)}/return`, { comment }),
};

/**
 * Reads the queue again wherever it shows (the top bar's count, the review screen): after a save, a return. A hook:
 * the app's SWR cache is its own (app/App.tsx), which the global `mutate` does not reach.
 */
export function useRefreshReviewQueue() {
  const { mutate } = useSWRConfig();
  return () => mutate(reviewApi.queue);
}
