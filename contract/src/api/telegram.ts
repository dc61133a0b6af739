import { z } from 'zod';
import { LOCALES } from '../locales.js';

/**
 * Telegram channel posting (docs/telegram.md): the states of a news item's post in each language, the admin's
 * settings (the bot token is written, never read back) and the switches of one item.
 */
export const TELEGRAM_POST_STATES = ['idle', 'waiting', 'sending', 'posted', 'failed', 'unknown', 'removed', 'not-removable'] as const;
export type TelegramPostState = (typeof TELEGRAM_POST_STATES)[number];

/** One language's post: its state, and Telegram's own words when it refused (failed, not-removable) or went silent (unknown). */
export const telegramPost = z.object({ lang: z.enum(LOCALES), state: z.enum(TELEGRAM_POST_STATES), reason: z.string() });
/**
 * An item's posting: whether it is on, the post in each language that has had one or is to have one, and who the posts
 * follow (the person who last published or restored the item, switched its posting or retried it; '' for none).
 */
export const telegramItemState = z.object({ posting: z.boolean(), posts: z.array(telegramPost), by: z.string() });
export type TelegramItemState = z.infer<typeof telegramItemState>;

/** A news save's "post to Telegram" switch; absent, the item's posting stays as it was (on for a new item). */
export const telegramSaveOption = z.object({ telegram: z.boolean({ error: 'telegram must be true or false' }).optional() });

const SOURCES = ['env', 'admin', 'none'] as const;
const channel = z.object({ id: z.string(), from: z.enum(SOURCES) });

/** The settings as the admin reads them: never the token, only whether there is one and where it comes from. */
export const telegramSettings = z.object({
  tokenSet: z.boolean(),
  tokenFrom: z.enum(SOURCES),
  /** Whether a token can be stored encrypted (the CMS has its ENCRYPTION_KEY). */
  canStore: z.boolean(),
  channels: z.object({ uz: channel, en: channel, ru: channel }),
  /** Posts Telegram refused, waiting for the editor: a save sends them again unless it drops them (`refused`). */
  refused: z.number().int().nonnegative(),
});
export type TelegramSettings = z.infer<typeof telegramSettings>;

/** A channel: its numeric id (-100…) or its public @username; '' for none. */
const chatId = z
  .string({ error: 'must be a chat id' })
  .trim()
  .max(40, 'must be at most 40 characters')
  .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})?$/, 'must be a numeric chat id or @channelname')
  .default('');

export const telegramSettingsBody = z.object({
  /** A new bot token; '' removes the stored one; absent keeps it. */
  token: z
    .string({ error: 'must be a bot token' })
    .trim()
    .max(200, 'must be at most 200 characters')
    .regex(/^(\d{1,20}:[A-Za-z0-9_-]{20,100})?$/, 'must be a bot token (123456789:AA…)')
    .optional(),
  channelUz: chatId,
  channelEn: chatId,
  channelRu: chatId,
  /** The admin's password again: a stolen token alone must not redirect the channel. */
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1000, 'must be at most 1000 characters'),
  /** The authenticator's code (or a recovery code), when two-factor login is on. */
  code: z.string({ error: 'must be a code' }).trim().max(100, 'must be at most 100 characters').optional(),
  /** The posts Telegram refused: sent again with the new settings (the default), or dropped. */
  refused: z.enum(['retry', 'drop'], { error: 'must be retry or drop' }).default('retry'),
});
export type TelegramSettingsBody = z.infer<typeof telegramSettingsBody>;

/** A post that waits for the editor: failed, of unknown outcome, or not removable (also of a deleted item). */
export const telegramProblem = z.object({
  id: z.string(),
  lang: z.enum(LOCALES),
  state: z.enum(TELEGRAM_POST_STATES),
  reason: z.string(),
  /** Who the post follows (telegramItemState's `by`). */
  by: z.string(),
  /** The item's Uzbek title (a deleted one's, from the trash; '' when it is gone for good). */
  title: z.string(),
  deleted: z.boolean(),
});
export const telegramProblems = z.array(telegramProblem);
export type TelegramProblem = z.infer<typeof telegramProblem>;

export const telegramPostingBody = z.object({ posting: z.boolean({ error: 'must be true or false' }) });
