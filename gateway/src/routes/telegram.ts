import type { z } from 'zod';
import type { IdParams, telegramPostingBody, TelegramSettingsBody } from '@lyceum/contract';

import { countFailure } from '../failure-limiter.js';
import { TelegramPosts } from '../cms/telegram.js';
import { KIND } from '../cms/types.js';
import { SAVED, ok } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { findOr404 } from './lookup.js';

/** The news item a switch or a retry is about, or its 404. */
const newsItem = (deps: RouteDeps, id: unknown, token: string) => findOr404(deps.documents, KIND.news, id, 'all', token, 'NEWS_NOT_FOUND');

/** Telegram channel posting (docs/telegram.md): the settings, and an item's retry and switch. */
export const adminTelegram = {
  settings:
    ({ cms }: RouteDeps): AdminHandler =>
    async ({ admin }, _req, res) => {
      ok(res, { content: await new TelegramPosts(cms).settings(admin.token) });
    },

  /** Asks for the password (and the code): a wrong one counts as a guess, as turning two-factor login off does. */
  saveSettings:
    ({ cms }: RouteDeps): AdminHandler<{ body: TelegramSettingsBody }> =>
    async ({ body, admin }, _req, res) => {
      ok(res, { message: SAVED, content: await new TelegramPosts(cms).saveSettings(body, admin.token, () => countFailure(res)) });
    },

  problems:
    ({ cms }: RouteDeps): AdminHandler =>
    async ({ admin }, _req, res) => {
      ok(res, { content: await new TelegramPosts(cms).problems(admin.token) });
    },

  retry:
    (deps: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const doc = await newsItem(deps, params.id, admin.token);
      ok(res, { content: await new TelegramPosts(deps.cms).retry(doc.documentId, admin.token) });
    },

  posting:
    (deps: RouteDeps): AdminHandler<{ params: IdParams; body: z.infer<typeof telegramPostingBody> }> =>
    async ({ params, body, admin }, _req, res) => {
      const doc = await newsItem(deps, params.id, admin.token);
      ok(res, { message: SAVED, content: await new TelegramPosts(deps.cms).posting(doc.documentId, body.posting, admin.token) });
    },
};
