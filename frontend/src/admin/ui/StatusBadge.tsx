import type { PublicationStatus } from '@lyceum/contract';
import styled from 'styled-components';
import { useUiLang } from '../messages/useUiLang';
import { formatTashkent } from './tashkentTime';

/** Dark text on light fills: 4.5:1 and more in every pair. */
const COLORS = {
  draft: { color: '#5c3c00', background: '#fff3cd' },
  changed: { color: '#1e3a5f', background: '#e3f0ff' },
  published: { color: '#1e3a5f', background: '#e3f0ff' },
  scheduled: { color: '#0f4d1f', background: '#e6f4ea' },
};

const Badge = styled.span<{ $status: PublicationStatus | 'scheduled' }>`
  display: inline-block;
  margin-inline-start: 0.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: 0.75rem;
  font-size: 0.8rem;
  font-weight: 700;
  /* Its words stay whole (a squeezed list is not to break them: 'Rejalashtirilgan', a date), and it wraps between
     them only where the line is too short for it all (a phone). */
  overflow-wrap: normal;
  time {
    white-space: nowrap;
  }
  color: ${(p) => COLORS[p.$status].color};
  background: ${(p) => COLORS[p.$status].background};
  border: 1px solid currentColor;
`;

/** Marks when a draft is to go out by itself (Tashkent time, in the admin's language). */
export function ScheduledBadge({ at }: { at: string | null | undefined }) {
  const { lang, t } = useUiLang();
  if (!at) return null;
  return (
    <Badge $status="scheduled" data-status="scheduled">
      {t.schedule.scheduled}: <time dateTime={at}>{formatTashkent(at, lang)}</time>
    </Badge>
  );
}

/** Marks a draft, or a published item with unpublished changes; nothing for one published as it is. */
export function StatusBadge({ status }: { status: PublicationStatus | undefined }) {
  const { t } = useUiLang();
  if (!status || status === 'published') return null;
  return (
    <Badge $status={status} data-status={status}>
      {status === 'draft' ? t.drafts.draft : t.drafts.changed}
    </Badge>
  );
}
