import type { z } from 'zod';
import type { IdParams, telegramPostingBody, TelegramSettingsBody } from '@lyceum/contract';
import { tokenOf } from '../auth.js';
import { countFailure } from '../failure-limiter.js';
import { TelegramPosts } from '../cms/telegram.js';
import { KIND } from '../cms/types.js';
import { SAVED, ok } from '../respond.js';
import type { RouteHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { findOr404 } from './lookup.js';

/** The news item a switch or a retry is about, or its 404. */
const newsItem = (deps: RouteDeps, id: unknown, token: string) => findOr404(deps.documents, KIND.news, id, 'all', token, 'NEWS_NOT_FOUND');

/** Telegram channel posting (docs/telegram.md): the settings, and an item's retry and switch. */
export const adminTelegram = {
  settings:
    ({ cms }: RouteDeps): RouteHandler =>
    async (_input, _req, res) => {
      ok(res, { content: await new TelegramPosts(cms).settings(tokenOf(res)) });
    },

  /** Asks for the password (and the code): a wrong one counts as a guess, as turning two-factor login off does. */
  saveSettings:
    ({ cms }: RouteDeps): RouteHandler<{ body: TelegramSettingsBody }> =>
    async ({ body }, _req, res) => {
      ok(res, { message: SAVED, content: await new TelegramPosts(cms).saveSettings(body, tokenOf(res), () => countFailure(res)) });
    },

  problems:
    ({ cms }: RouteDeps): RouteHandler =>
    async (_input, _req, res) => {
      ok(res, { content: await new TelegramPosts(cms).problems(tokenOf(res)) });
    },

  retry:
    (deps: RouteDeps): RouteHandler<{ params: IdParams }> =>
    async ({ params }, _req, res) => {
      const doc = await newsItem(deps, params.id, tokenOf(res));
      ok(res, { content: await new TelegramPosts(deps.cms).retry(doc.documentId, tokenOf(res)) });
    },

  posting:
    (deps: RouteDeps): RouteHandler<{ params: IdParams; body: z.infer<typeof telegramPostingBody> }> =>
    async ({ params, body }, _req, res) => {
      const doc = await newsItem(deps, params.id, tokenOf(res));
      ok(res, { message: SAVED, content: await new TelegramPosts(deps.cms).posting(doc.documentId, body.posting, tokenOf(res)) });
    },
};
