import type { ItemReview } from '@lyceum/contract/api/review';
import type { DraftingKind } from '@lyceum/contract/roles';
import { useAdmin } from '../api/hooks';
import { useUiLang } from '../messages/useUiLang';
import { Card } from '../ui/kit';
import { reviewApi } from './reviewApi';

/** A returned draft's comment and who wrote it; the name and the words are content, not the admin's language. */
export function ReturnComment({ review }: { review: ItemReview }) {
  const { t } = useUiLang();
  if (review.state !== 'returned') return null;
  return (
    <>
      <strong>{t.review.returnedBy}</strong> <span data-content>{review.reviewer}</span>: <span data-content>{review.comment}</span>
    </>
  );
}

/**
 * Beside a draft in its wizard: the editor's comment when the draft was returned, or that it waits for review
 * (docs/editorial-workflow.md, "Review"). An item without a review, or another author's, shows nothing.
 */
export function ReviewNote({ kind, id }: { kind: DraftingKind; id: string }) {
  const { t } = useUiLang();
  const review = useAdmin(reviewApi.of(kind, id)).data;
  if (review?.state !== 'returned' && review?.state !== 'submitted') return null;
  return (
    <Card role="note" data-review-note={review.state}>
      <p>{review.state === 'returned' ? <ReturnComment review={review} /> : t.review.waiting}</p>
    </Card>
  );
}
