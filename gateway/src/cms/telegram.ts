import { telegramItemState, telegramProblems, telegramSettings, type TelegramItemState, type TelegramSettingsBody } from '@lyceum/contract';
import { z } from 'zod';
import { confirmedCall } from './confirmed-call.js';
import type { CmsClient } from './client.js';

const states = z.object({ data: z.record(z.string(), telegramItemState) });
const state = z.object({ data: telegramItemState });
const settings = z.object({ data: telegramSettings });
const problems = z.object({ data: telegramProblems });

/** Nothing to post yet, posting on: what an item the outbox has no row for shows. */
export const NOT_POSTED: TelegramItemState = { posting: true, posts: [], by: '' };

/**
 * Telegram channel posting in the CMS (cms/src/telegram, docs/telegram.md): the posts' states, the editor's retry
 * and switch, and the settings, whose token goes in and never comes back.
 */
export class TelegramPosts {
  constructor(private readonly cms: CmsClient) {}

  /** The state of each of these news items, by id. */
  async of(ids: string[], token: string): Promise<Map<string, TelegramItemState>> {
    if (!ids.length) return new Map();
    const { data } = await this.cms.request(states, { path: '/api/lyceum/telegram/posts', query: { items: ids.join(',') }, token });
    return new Map(Object.entries(data));
  }

  /** The posts that wait for the editor. */
  async problems(token: string) {
    return (await this.cms.request(problems, { path: '/api/lyceum/telegram/problems', token })).data;
  }

  async retry(id: string, token: string): Promise<TelegramItemState> {
    return (await this.cms.request(state, { method: 'POST', path: `/api/lyceum/telegram/posts/${encodeURIComponent(id)}/retry`, token }))
      .data;
  }

  async posting(id: string, posting: boolean, token: string): Promise<TelegramItemState> {
    const path = `/api/lyceum/telegram/posts/${encodeURIComponent(id)}/posting`;
    return (await this.cms.request(state, { method: 'PUT', path, body: { posting }, token })).data;
  }

  async settings(token: string) {
    return (await this.cms.request(settings, { path: '/api/lyceum/telegram/settings', token })).data;
  }

  /** `onGuess`: a wrong password or code was given (confirmedCall). */
  async saveSettings(body: TelegramSettingsBody, token: string, onGuess: () => void) {
    return (await confirmedCall(this.cms, settings, '/api/lyceum/telegram/settings', token, body, onGuess, 'PUT')).data;
  }
}
