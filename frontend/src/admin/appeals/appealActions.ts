import { APPEAL_OPEN_STATUSES, type AppealStatus } from '@lyceum/contract/appeal';
import type { AppealDetail } from '@lyceum/contract/api/appeal-inbox';

type Appeal = Pick<AppealDetail, 'status' | 'deadline' | 'extension' | 'answer' | 'erasedAt'>;

/**
 * What an officer may do to an appeal as it stands (the gateway refuses the rest: APPEAL_CLOSED, APPEAL_ALREADY_*,
 * APPEAL_ERASED).
 */
export interface AppealActions {
  /** `new` → in progress. */
  start: boolean;
  close: boolean;
  /** A closed appeal that was never answered goes back into work. */
  reopen: boolean;
  assign: boolean;
  /** Once only, while it is open and its term has not passed. */
  extend: boolean;
  answer: boolean;
  note: boolean;
  /** A failed letter sent again. */
  retry: boolean;
  /** The citizen's data, for the citizen who asks for it. */
  export: boolean;
}

const NOTHING: AppealActions = {
  start: false,
  close: false,
  reopen: false,
  assign: false,
  extend: false,
  answer: false,
  note: false,
  retry: false,
  export: false,
};

export function appealActions(appeal: Appeal, now: Date = new Date()): AppealActions {
  // Erased after its retention period (always closed, its answer gone too): nothing is left to read, send or work on.
  if (appeal.erasedAt) return NOTHING;
  const open = (APPEAL_OPEN_STATUSES as readonly AppealStatus[]).includes(appeal.status);
  const closed = appeal.status === 'closed';
  return {
    start: appeal.status === 'new',
    close: !closed,
    reopen: closed && appeal.answer === null,
    assign: !closed,
    extend: open && appeal.extension === null && now.getTime() <= new Date(appeal.deadline).getTime(),
    answer: open && appeal.answer === null,
    note: true,
    retry: true,
    export: true,
  };
}
