import * as api from '@lyceum/contract';
import { appealFormReader } from '../../appeals/attachments.js';
import { handled, type ApiRoute } from '../api-route.js';
import { appeals } from '../appeals.js';

/** The virtual reception, for citizens (docs/appeals.md): no account, a proof of work and limits instead. */
export const APPEAL_ROUTES: readonly ApiRoute[] = [
  handled({
    method: 'get',
    path: '/api/public/appeals/challenge',
    auth: 'public',
    summary: 'A proof-of-work challenge (ALTCHA) to solve before sending an appeal; never cached',
    answer: { json: api.appealChallenge },
    standalone: true,
    handle: appeals.challenge,
  }),
  handled({
    method: 'post',
    path: '/api/public/appeals',
    auth: 'public',
    summary:
      'Send an appeal (multipart/form-data, with up to 3 PDF, JPEG or PNG files of 5 MB, judged by their content); answers the receipt: its number and secret code',
    refuses: [
      'APPEAL_CHECK_FAILED',
      'APPEAL_LIMITED',
      'APPEAL_FILE_TOO_LARGE',
      'APPEAL_TOO_MANY_FILES',
      'NOT_AN_APPEAL_FILE',
      'UPLOAD_UNREADABLE',
      'APPEALS_UNAVAILABLE',
    ],
    form: api.appealForm,
    answer: { json: api.appealReceipt },
    before: ({ desk }) => [desk.limits.attempts, desk.limits.intake, appealFormReader()],
    handle: appeals.send,
  }),
  handled({
    method: 'post',
    path: '/api/public/appeals/status',
    auth: 'public',
    summary: "An appeal's status and, once given, its answer, for the holder of its number and code; never cached",
    refuses: ['APPEAL_NOT_FOUND', 'APPEAL_STATUS_THROTTLED', 'APPEALS_UNAVAILABLE'],
    body: api.appealStatusBody,
    answer: { json: api.appealStanding },
    before: ({ desk }) => [desk.limits.guesses],
    handle: appeals.status,
  }),
];
