import type { PublicationStatus } from '@lyceum/contract';
import styled from 'styled-components';
import { useUiLang } from '../messages/useUiLang';
import { Pill, type Tone } from './Pill';

/** Each publication state's tone. */
const TONE = { draft: 'warning', changed: 'info', published: 'info' } as const satisfies Record<PublicationStatus, Tone>;

const Badge = styled(Pill)`
  margin-inline-start: 0.5rem;
`;

/** Marks a draft, or a published item with unpublished changes; nothing for one published as it is. */
export function StatusBadge({ status }: { status: PublicationStatus | undefined }) {
  const { t } = useUiLang();
  if (!status || status === 'published') return null;
  return (
    <Badge $tone={TONE[status]} data-status={status}>
      {status === 'draft' ? t.drafts.draft : t.drafts.changed}
    </Badge>
  );
}
