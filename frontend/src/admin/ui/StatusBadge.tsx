import type { PublicationStatus } from '@lyceum/contract';
import styled from 'styled-components';
import { useUiLang } from '../messages/useUiLang';

const Badge = styled.span<{ $status: PublicationStatus }>`
  display: inline-block;
  margin-inline-start: 0.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  /* Dark text on light fills: 4.5:1 and more in every pair. */
  color: ${(p) => (p.$status === 'draft' ? '#5c3c00' : '#1e3a5f')};
  background: ${(p) => (p.$status === 'draft' ? '#fff3cd' : '#e3f0ff')};
  border: 1px solid currentColor;
`;

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
