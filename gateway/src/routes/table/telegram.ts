import * as api from '@lyceum/contract';
import { handled, type ApiRoute } from '../api-route.js';
import { auth } from '../auth.js';
import { adminTelegram } from '../telegram.js';
import { twoFactor } from '../two-factor.js';

/** Telegram channel posting (docs/telegram.md); each news item's state is in the admin's news list. */
export const TELEGRAM_ROUTES: readonly ApiRoute[] = [
  handled({
    method: 'get',
    path: '/api/v1/telegram/settings',
    auth: 'settings',
    summary: 'The Telegram settings: whether a bot token is set and where from (never the token), and the channel of each language',
    answer: { json: api.telegramSettings },
    handle: adminTelegram.settings,
  }),
  handled({
    method: 'put',
    path: '/api/v1/telegram/settings',
    auth: 'settings',
    summary:
      "Set the bot token (stored encrypted; '' removes it, absent keeps it) and the channel of each language ('' for none), " +
      'with the password again (and the code when two-factor login is on); a new token and each changed channel are checked ' +
      "with Telegram first (getMe, getChat); the posts Telegram refused are sent again, or dropped (`refused: 'drop'`); " +
      'an audit entry names the fields changed',
    refuses: [
      'TELEGRAM_KEY_MISSING',
      'PASSWORD_WRONG',
      { code: 'TWO_FACTOR_REQUIRED', status: 400 },
      { code: 'TWO_FACTOR_INVALID', status: 400 },
      'TWO_FACTOR_THROTTLED',
      'TELEGRAM_TOKEN_REJECTED',
      'TELEGRAM_CHAT_UNKNOWN',
      'TELEGRAM_UNREACHABLE',
    ],
    body: api.telegramSettingsBody,
    answer: { json: api.telegramSettings },
    before: () => [auth.readJson()],
    afterToken: twoFactor.guesses,
    handle: adminTelegram.saveSettings,
  }),
  handled({
    method: 'get',
    path: '/api/v1/telegram/problems',
    auth: 'content.manage',
    summary: 'The posts that wait for the editor: failed, of unknown outcome (retry?), or not removable, with the reason Telegram gave',
    answer: { json: api.telegramProblems },
    handle: adminTelegram.problems,
  }),
  handled({
    method: 'post',
    path: '/api/v1/telegram/news/:id/retry',
    params: api.idParams,
    auth: 'content.manage',
    summary: "Send a news item's failed posts again, and those whose outcome is unknown (the editor has checked the channel)",
    refuses: ['NEWS_NOT_FOUND'],
    answer: { json: api.telegramItemState },
    handle: adminTelegram.retry,
  }),
  handled({
    method: 'put',
    path: '/api/v1/telegram/news/:id/posting',
    params: api.idParams,
    auth: 'content.manage',
    summary: "Turn a news item's Telegram posting on or off",
    refuses: ['NEWS_NOT_FOUND'],
    body: api.telegramPostingBody,
    answer: { json: api.telegramItemState },
    handle: adminTelegram.posting,
  }),
];
