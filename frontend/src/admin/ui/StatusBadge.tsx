import type { PublicationStatus } from '@lyceum/contract';
import styled from 'styled-components';
import { useUiLang } from '../messages/useUiLang';
import { Pill, type Tone } from './Pill';
import { formatTashkent } from './tashkentTime';

/** Each publication state's tone. */
const TONE = { draft: 'warning', changed: 'info', published: 'info', scheduled: 'good' } as const satisfies Record<
  PublicationStatus | 'scheduled',
  Tone
>;

const Badge = styled(Pill)`
  margin-inline-start: 0.5rem;
`;

/** Marks when a draft is to go out by itself (Tashkent time, in the admin's language). */
export function ScheduledBadge({ at }: { at: string | null | undefined }) {
  const { lang, t } = useUiLang();
  if (!at) return null;
  return (
    <Badge $tone={TONE.scheduled} data-status="scheduled">
      {t.schedule.scheduled}: <time dateTime={at}>{formatTashkent(at, lang)}</time>
    </Badge>
  );
}

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
