import type { AppealDueCounts } from '@lyceum/contract/api/appeal-inbox';
import type { AppealsTexts } from '../messages/appeals';
import { screenUrl } from '../screens';
import { inboxSearch } from './inboxFilters';

/**
 * The notice of appeals past or near their deadline (shown on every screen of a role that handles them), or null when
 * there are none: its words, and the inbox filtered to the overdue ones (to the nearly due where none is overdue).
 */
export function dueNotice(t: AppealsTexts, counts: AppealDueCounts | undefined): { text: string; to: string } | null {
  if (!counts || (counts.overdue <= 0 && counts.soon <= 0)) return null;
  const due = counts.overdue > 0 ? 'overdue' : 'soon';
  return {
    text: t.dueNotice(Math.max(0, counts.overdue), Math.max(0, counts.soon)),
    to: `${screenUrl('appeals')}?${inboxSearch({ due })}`,
  };
}
