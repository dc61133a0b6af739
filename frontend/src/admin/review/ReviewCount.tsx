import styled from 'styled-components';
import { useAdmin } from '../api/hooks';
import { useUiLang } from '../messages/useUiLang';
import { TONES } from '../ui/Pill';
import { reviewApi } from './reviewApi';

const Badge = styled.span`
  display: inline-block;
  min-width: 1.4em;
  margin-left: 0.3rem;
  padding: 0 0.35rem;
  border-radius: 0.7em;
  font-weight: 700;
  text-align: center;
  color: ${TONES.warning.color};
  background: ${TONES.warning.background};
`;

/**
 * Beside the top bar's review link: how many drafts wait for the signed-in person (an editor: those submitted; an
 * author: their own returned), said in words to a screen reader.
 */
export function ReviewCount() {
  const { t } = useUiLang();
  const pending = useAdmin(reviewApi.queue).data?.pending ?? 0;
  if (!pending) return null;
  return (
    <Badge data-review-count={pending}>
      <span aria-hidden="true">{pending}</span>
      <span className="visually-hidden">{t.review.pending(pending)}</span>
    </Badge>
  );
}
