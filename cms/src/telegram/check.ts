import type { Core } from '@strapi/strapi';
import { ERRORS, LOCALES, type ErrorCode } from '@lyceum/contract';
import { errors } from '@strapi/utils';
import { callBotApi, type BotAnswer } from './bot-api';
import { CHANNEL_FIELD, configAfter, type SettingsChange } from './settings';

/** A refusal of the settings form naming its fields (400: the session is fine). */
const formRefusal = (code: ErrorCode, fields: Record<string, string>) =>
  new errors.ValidationError(ERRORS[code].message, { code, errors: fields, field: Object.keys(fields)[0] });

const unreachable = (answer: BotAnswer) =>
  answer.outcome === 'not-sent' || answer.outcome === 'unknown'
    ? new errors.ApplicationError(ERRORS.TELEGRAM_UNREACHABLE.message, { code: 'TELEGRAM_UNREACHABLE', reason: answer.description })
    : null;

/**
 * Asks Telegram before a settings change is stored: a new token must be a bot's (`getMe`), and each channel the
 * change sets, or every channel when the token changes, one the bot can see (`getChat`). Without a token nothing
 * can be asked, and the channels are stored as given (nothing is posted until a token is set, which checks them).
 */
export async function checkWithTelegram(strapi: Core.Strapi, change: SettingsChange, changed: string[]): Promise<void> {
  const config = await configAfter(strapi, change);
  if (!config.token) return;
  const tokenChanged = changed.includes('token');
  if (tokenChanged) {
    const me = await callBotApi(config.apiUrl, config.token, 'getMe', {});
    const lost = unreachable(me);
    if (lost) throw lost;
    if (me.outcome === 'refused') throw formRefusal('TELEGRAM_TOKEN_REJECTED', { token: me.description });
  }
  const refusedChannels: Record<string, string> = {};
  for (const lang of LOCALES) {
    const { id, from } = config.channels[lang];
    if (!id || from === 'env' || !(tokenChanged || changed.includes(CHANNEL_FIELD[lang]))) continue;
    const chat = await callBotApi(config.apiUrl, config.token, 'getChat', { chat_id: id });
    const lost = unreachable(chat);
    if (lost) throw lost;
    if (chat.outcome === 'refused') refusedChannels[CHANNEL_FIELD[lang]] = chat.description;
  }
  if (Object.keys(refusedChannels).length) throw formRefusal('TELEGRAM_CHAT_UNKNOWN', refusedChannels);
}
