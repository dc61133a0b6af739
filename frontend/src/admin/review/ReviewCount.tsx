import { useAdmin } from '../api/hooks';
import { useUiLang } from '../messages/useUiLang';
import { Pill } from '../ui/Pill';
import { reviewApi } from './reviewApi';

/**
 * Beside the top bar's review link: how many drafts wait for the signed-in person (an editor: those submitted; an
 * author: their own returned), said in words to a screen reader.
 */
export function ReviewCount() {
  const { t } = useUiLang();
  const pending = useAdmin(reviewApi.queue).data?.pending ?? 0;
  if (!pending) return null;
  return (
    <>
      {' '}
      <Pill $tone="warning" data-review-count={pending}>
        <span aria-hidden="true">{pending}</span>
        <span className="visually-hidden">{t.review.pending(pending)}</span>
      </Pill>
    </>
  );
}
