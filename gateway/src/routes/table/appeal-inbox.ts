import * as api from '@lyceum/contract';
import { appealInbox } from '../appeal-inbox.js';
import { handled, type ApiRoute } from '../api-route.js';

const detail = { json: api.appealDetail };
const params = api.appealParams;
/** Every route that names an appeal may find none. */
const UNKNOWN = ['APPEAL_UNKNOWN', 'APPEALS_UNAVAILABLE'] as const;
/** What reads or changes the personal part is refused once the retention period has erased it. */
const ERASABLE = [...UNKNOWN, 'APPEAL_ERASED'] as const;

/**
 * The reception's inbox (docs/appeals.md, "The inbox"), for the roles with the `appeals` permission. Lists show
 * nothing personal; an appeal's fields, files and notes are opened one appeal at a time, each read recorded.
 */
export const APPEAL_INBOX_ROUTES: readonly ApiRoute[] = [
  handled({
    method: 'get',
    path: '/api/v1/appeals',
    auth: 'appeals',
    summary: 'The appeals, newest first, filtered by status, kind, deadline mark, language and assignee; nothing personal',
    query: api.inboxQuery,
    answer: { json: api.inboxPage },
    handle: appealInbox.list,
  }),
  handled({
    method: 'get',
    path: '/api/v1/appeals/due',
    auth: 'appeals',
    summary: 'How many open appeals are past their deadline, and how many are within 3 days of it: the notice to the reception',
    answer: { json: api.appealDueCounts },
    handle: appealInbox.due,
  }),
  handled({
    method: 'get',
    path: '/api/v1/appeals/officers',
    auth: 'appeals',
    summary: 'Who may be given appeals: the active accounts of the reception and the administrators',
    answer: { json: api.appealOfficer.array() },
    handle: appealInbox.officers,
  }),
  handled({
    method: 'get',
    path: '/api/v1/appeals/statistics',
    auth: 'appeals.statistics',
    summary:
      "The director's figures for a year (Tashkent's, by receipt): appeals by kind, status and month, and the share answered on time",
    query: api.appealStatisticsQuery,
    answer: { json: api.appealStatistics },
    handle: appealInbox.statistics,
  }),
  handled({
    method: 'get',
    path: '/api/v1/appeals/statistics.csv',
    auth: 'appeals.statistics',
    summary: "The year's figures as CSV (UTF-8 with a byte-order mark): a row a month and a total, headed in the language asked",
    query: api.appealStatisticsCsvQuery,
    answer: { file: 'text/csv' },
    handle: appealInbox.statisticsCsv,
  }),
  handled({
    method: 'get',
    path: '/api/v1/appeals/:number',
    params,
    auth: 'appeals',
    summary:
      "One appeal opened: the citizen's fields and files' names, the term, the answer, notes, letters and history; the read is recorded in its history",
    refuses: UNKNOWN,
    answer: detail,
    handle: appealInbox.detail,
  }),
  handled({
    method: 'get',
    path: '/api/v1/appeals/:number/export',
    params,
    auth: 'appeals',
    summary:
      'Everything the lyceum holds of the appeal, for the citizen who asks for it: a ZIP of appeal.json and the files, without the internal notes; recorded in its history',
    refuses: ERASABLE,
    answer: { file: 'application/zip' },
    handle: appealInbox.exportData,
  }),
  handled({
    method: 'get',
    path: '/api/v1/appeals/:number/files/:position',
    params: api.appealFileParams,
    auth: 'appeals',
    summary: "One of the appeal's files (position 0 to 2), as an attachment; the read is recorded in its history",
    refuses: [...ERASABLE, 'APPEAL_FILE_UNKNOWN'],
    answer: { file: Object.keys(api.APPEAL_FILE_TYPES) },
    handle: appealInbox.file,
  }),
  handled({
    method: 'put',
    path: '/api/v1/appeals/:number/assignee',
    params,
    auth: 'appeals',
    summary: 'Give the appeal to an officer (`null`: to nobody); a new appeal is then in progress',
    refuses: [...ERASABLE, 'APPEAL_CLOSED', 'APPEAL_OFFICER_UNKNOWN'],
    body: api.appealAssigneeBody,
    answer: detail,
    handle: appealInbox.assign,
  }),
  handled({
    method: 'put',
    path: '/api/v1/appeals/:number/status',
    params,
    auth: 'appeals',
    summary: 'Take the appeal up (`in-progress`: a new one, or a closed one never answered) or close it',
    refuses: [...ERASABLE, 'APPEAL_ALREADY_ANSWERED'],
    body: api.appealStatusChange,
    answer: detail,
    handle: appealInbox.setStatus,
  }),
  handled({
    method: 'post',
    path: '/api/v1/appeals/:number/notes',
    params,
    auth: 'appeals',
    summary: 'Add an internal note (never shown to the citizen)',
    refuses: ERASABLE,
    body: api.appealNoteBody,
    answer: detail,
    handle: appealInbox.note,
  }),
  handled({
    method: 'post',
    path: '/api/v1/appeals/:number/extension',
    params,
    auth: 'appeals',
    summary:
      'Extend the term to a month from receipt, once and before it has passed, with a reason the citizen reads on the status page and is e-mailed',
    refuses: [...ERASABLE, 'APPEAL_CLOSED', 'APPEAL_ALREADY_ANSWERED', 'APPEAL_ALREADY_EXTENDED', 'APPEAL_EXTENSION_LATE'],
    body: api.appealExtensionBody,
    answer: detail,
    handle: appealInbox.extend,
  }),
  handled({
    method: 'post',
    path: '/api/v1/appeals/:number/answer',
    params,
    auth: 'appeals',
    summary:
      'Answer the appeal, once: the citizen reads the answer on the status page and, where they gave an address, is e-mailed it (the delivery is in `letters`)',
    refuses: [...ERASABLE, 'APPEAL_CLOSED', 'APPEAL_ALREADY_ANSWERED'],
    body: api.appealAnswerBody,
    answer: detail,
    handle: appealInbox.answer,
  }),
  handled({
    method: 'post',
    path: '/api/v1/appeals/:number/letters/:letter/retry',
    params: api.appealLetterParams,
    auth: 'appeals',
    summary: 'E-mail a letter to the citizen again (one the mail server refused, or sent while none was set up)',
    refuses: [...ERASABLE, 'APPEAL_LETTER_UNKNOWN', 'APPEAL_LETTER_SENT', 'APPEAL_LETTER_SENDING'],
    answer: detail,
    handle: appealInbox.retry,
  }),
];
