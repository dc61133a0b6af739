import type { Core } from '@strapi/strapi';
import { LOCALES, type Locale } from '@lyceum/contract';
import { purposeKey, seal, unseal } from '../lib/sealing';

export const TELEGRAM_SETTING = 'api::telegram-setting.telegram-setting';

export type Source = 'env' | 'admin' | 'none';

/** What the worker posts with: the token and each language's channel (a language without one gets no post). */
export interface TelegramConfig {
  token: string;
  tokenFrom: Source;
  channels: Record<Locale, { id: string; from: Source }>;
  apiUrl: string;
}

type Stored = { id?: number; tokenSealed?: string | null; channelUz?: string | null; channelEn?: string | null; channelRu?: string | null };

export const CHANNEL_FIELD = { uz: 'channelUz', en: 'channelEn', ru: 'channelRu' } as const satisfies Record<Locale, keyof Stored>;
const CHANNEL_ENV = { uz: 'TELEGRAM_CHANNEL_UZ', en: 'TELEGRAM_CHANNEL_EN', ru: 'TELEGRAM_CHANNEL_RU' } as const satisfies Record<
  Locale,
  string
>;

/**
 * The key the stored token is sealed with: derived from Strapi's own ENCRYPTION_KEY secret, which `npm start`
 * generates into .env with the others (scripts/lib/secrets.mjs), under a purpose of its own, so the token's key is
 * never the one Strapi seals its API tokens with.
 */
const sealingKey = () => purposeKey('ENCRYPTION_KEY', 'telegram-bot-token');

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The Bot API's address (TELEGRAM_API_URL, default Telegram's own): the token travels in its path, so plain http is
 * refused unless the address is this machine's (a local Bot API server, the tests' stand-in). Checked when Strapi
 * starts (follow.ts), so that a mistake stops it rather than sending the token in the clear.
 */
export function botApiUrl(raw = process.env.TELEGRAM_API_URL || 'https://api.telegram.org'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`TELEGRAM_API_URL is not an address: ${raw}`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.test(url.hostname))) {
    throw new Error('TELEGRAM_API_URL must be https:// unless it names this machine (localhost, 127.0.0.1, [::1])');
  }
  return raw.replace(/\/+$/, '');
}

const stored = async (strapi: Core.Strapi) => ((await strapi.db.query(TELEGRAM_SETTING).findOne({})) ?? {}) as Stored;

/** The environment wins over what the admin stored, value by value. */
export async function readConfig(strapi: Core.Strapi): Promise<TelegramConfig> {
  const row = await stored(strapi);
  const key = sealingKey();
  const envToken = process.env.TELEGRAM_BOT_TOKEN ?? '';
  const adminToken = row.tokenSealed && key ? unseal(row.tokenSealed, key) : '';
  const channels = Object.fromEntries(
    LOCALES.map((lang) => {
      const fromEnv = process.env[CHANNEL_ENV[lang]] ?? '';
      const fromAdmin = row[CHANNEL_FIELD[lang]] ?? '';
      return [lang, fromEnv ? { id: fromEnv, from: 'env' } : fromAdmin ? { id: fromAdmin, from: 'admin' } : { id: '', from: 'none' }];
    }),
  ) as TelegramConfig['channels'];
  return {
    token: envToken || adminToken,
    tokenFrom: envToken ? 'env' : adminToken ? 'admin' : 'none',
    channels,
    apiUrl: botApiUrl(),
  };
}

/** What the admin may read back: never the token, only whether there is one and where it comes from. */
export async function publicSettings(strapi: Core.Strapi) {
  const config = await readConfig(strapi);
  return { tokenSet: config.tokenFrom !== 'none', tokenFrom: config.tokenFrom, channels: config.channels, canStore: sealingKey() !== null };
}

/** The names of the settings a change alters (for the audit log: names, never values). */
export async function changedFields(strapi: Core.Strapi, change: SettingsChange): Promise<string[]> {
  const row = await stored(strapi);
  const key = sealingKey();
  const token = row.tokenSealed && key ? unseal(row.tokenSealed, key) : '';
  return [
    ...(change.token !== undefined && change.token !== token ? ['token'] : []),
    ...LOCALES.filter((lang) => change.channels[lang] !== (row[CHANNEL_FIELD[lang]] ?? '')).map((lang) => CHANNEL_FIELD[lang]),
  ];
}

/** The settings as they will be once `change` is stored (the environment still winning). */
export async function configAfter(strapi: Core.Strapi, change: SettingsChange): Promise<TelegramConfig> {
  const now = await readConfig(strapi);
  const token = now.tokenFrom === 'env' || change.token === undefined ? now.token : change.token;
  const channels = Object.fromEntries(
    LOCALES.map((lang) => [lang, now.channels[lang].from === 'env' ? now.channels[lang] : { id: change.channels[lang], from: 'admin' }]),
  ) as TelegramConfig['channels'];
  return { ...now, token, channels };
}

export interface SettingsChange {
  /** A new token; '' removes the stored one; absent keeps it. */
  token?: string;
  channels: Record<Locale, string>;
}

/** Stores the admin's settings; a token only sealed. False when there is no key to seal it with. */
export async function storeSettings(strapi: Core.Strapi, change: SettingsChange): Promise<boolean> {
  const key = sealingKey();
  if (change.token && !key) return false;
  const data: Stored = Object.fromEntries(LOCALES.map((lang) => [CHANNEL_FIELD[lang], change.channels[lang]]));
  if (change.token !== undefined) data.tokenSealed = change.token && key ? seal(change.token, key) : null;
  const row = await stored(strapi);
  if (row.id) await strapi.db.query(TELEGRAM_SETTING).update({ where: { id: row.id }, data });
  else await strapi.db.query(TELEGRAM_SETTING).create({ data });
  return true;
}
