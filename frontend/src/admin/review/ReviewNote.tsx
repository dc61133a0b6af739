import type { DraftingKind } from '@lyceum/contract/roles';
import { useAdmin } from '../api/hooks';
import { useUiLang } from '../messages/useUiLang';
import { Card } from '../ui/kit';
import { reviewApi } from './reviewApi';

/**
 * Beside a draft in its wizard: the editor's comment when the draft was returned, or that it waits for review
 * (docs/editorial-workflow.md, "Review"). An item without a review, or another author's, shows nothing.
 */
export function ReviewNote({ kind, id }: { kind: DraftingKind; id: string }) {
  const { t } = useUiLang();
  const review = useAdmin(reviewApi.of(kind, id)).data;
  if (review?.state === 'returned') {
    return (
      <Card role="note" data-review-note="returned">
        {/* The editor's name and words are content: the admin's language does not govern them. */}
        <p data-content>
          <strong>{t.review.returnedBy(review.reviewer)}</strong> {review.comment}
        </p>
      </Card>
    );
  }
  if (review?.state === 'submitted') {
    return (
      <Card role="note" data-review-note="submitted">
        <p>{t.review.waiting}</p>
      </Card>
    );
  }
  return null;
}
