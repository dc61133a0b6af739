import type { RevisedKind } from '@lyceum/contract/kinds';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { useUiLang } from '../messages/useUiLang';

const Styled = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: 0.4rem 0.75rem;
  border: 1px solid ${theme.border};
  border-radius: 4px;
  color: ${theme.greenDark};
  text-decoration: none;
  white-space: nowrap;
`;

/** The way to an item's revision history (history/RevisionsPage.tsx), in the admin's language. */
export function HistoryLink({ kind, id, name }: { kind: RevisedKind; id?: string; name: string }) {
  const { t } = useUiLang();
  return (
    <Styled to={`/protected/revisions/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`} aria-label={`${t.revisions.open}: ${name}`}>
      {t.revisions.open}
    </Styled>
  );
}
