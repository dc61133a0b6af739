import type { AppealKind, AppealStatus } from '@lyceum/contract/appeal';
import type { Lang } from '../../i18n/lang';
import appealWords from '../../i18n/words/appeal.json';

/** The reception's own words (both pages and the form's island): in their chunks, not in every page's STRINGS. */
export const TEXT = appealWords satisfies Record<string, Record<Lang, string>>;
export type AppealWord = keyof typeof TEXT;

export const KIND_WORD: Record<AppealKind, AppealWord> = {
  application: 'kindApplication',
  proposal: 'kindProposal',
  complaint: 'kindComplaint',
  question: 'kindQuestion',
};

export const STATUS_WORD: Record<AppealStatus, AppealWord> = {
  new: 'statusNew',
  'in-progress': 'statusInProgress',
  answered: 'statusAnswered',
  closed: 'statusClosed',
};
