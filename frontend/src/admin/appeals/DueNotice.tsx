import type { AppealDueCounts } from '@lyceum/contract/api/appeal-inbox';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { adminGet } from '../api/client';
import { useUiLang } from '../messages/useUiLang';
import { TONES } from '../ui/Pill';
import { appealsApi } from './appealsApi';
import { dueNotice } from './dueNotice';

/** How often the counts are read again while a screen is open (and whenever the window comes back into focus). */
const EVERY = 5 * 60 * 1000;

const Banner = styled.p`
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: 4px;
  color: ${TONES.warning.color};
  background: ${TONES.warning.background};
  font-weight: 600;
  a {
    color: inherit;
  }
`;

/**
 * Above every screen of a role that handles appeals: how many open appeals are past their deadline or near it, a link
 * to them in the inbox; nothing while there are none (or the counts could not be read: the inbox says it).
 */
export function DueNotice() {
  const { t } = useUiLang();
  const { data } = useSWR<AppealDueCounts>(appealsApi.due, adminGet<AppealDueCounts>, {
    refreshInterval: EVERY,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  const notice = dueNotice(t.appeals, data);
  return (
    <div role="status">
      {notice && (
        <Banner data-testid="appeals-due">
          <Link to={notice.to}>{notice.text}</Link>
        </Banner>
      )}
    </div>
  );
}
