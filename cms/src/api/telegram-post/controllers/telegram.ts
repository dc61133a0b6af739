import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { telegramPostingBody, telegramSettingsBody, type TelegramItemState } from '@lyceum/contract';
import { itemIdsOf, refusal } from '../../lyceum/lib/refusal';
import { confirmIdentity } from '../../account/lib/login';
import { findAccount, updateAccount } from '../../account/lib/users';
import { actorOf } from '../../lyceum/lib/actor';
import { checkWithTelegram } from '../../../telegram/check';
import { choosePosting, namePoster, retryPosts, settleRefusedPosts } from '../../../telegram/follow';
import { problemRows, refusedCount, rowsOf, type PostRow } from '../../../telegram/outbox';
import { changedFields, publicSettings, storeSettings, type SettingsChange } from '../../../telegram/settings';

const NEWS = 'api::news.news';

function parsed<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw refusal('INVALID_REQUEST', `${issue.path.join('.') || 'body'}: ${issue.message}`);
}

/** The states the admin sees: a language that never had anything to post is left out. */
export function itemState(found: PostRow[]): TelegramItemState {
  return {
    posting: found.every((row) => row.posting !== false),
    by: found.find((row) => row.actor)?.actor ?? '',
    posts: found
      .filter((row) => row.state !== 'idle' || row.messageId)
      .sort((a, b) => a.lang.localeCompare(b.lang))
      .map((row) => ({
        lang: row.lang,
        state: row.state,
        reason: ['failed', 'unknown', 'not-removable', 'waiting'].includes(row.state) ? (row.lastError ?? '') : '',
      })),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settingsAnswer = async () => ({ ...(await publicSettings(strapi)), refused: await refusedCount(strapi) });
  const statesOf = async (ids: string[]) => {
    const found = await rowsOf(strapi, ids);
    return Object.fromEntries(ids.map((id) => [id, itemState(found.filter((row) => row.itemId === id))]));
  };
  const existing = async (documentId: string) => {
    if (!(await strapi.documents(NEWS as never).findFirst({ filters: { documentId }, fields: ['documentId'], status: 'draft' } as never))) {
      throw refusal('NEWS_NOT_FOUND');
    }
    return documentId;
  };

  return {
    async settings(ctx: Context) {
      ctx.body = { data: await settingsAnswer() };
    },

    /**
     * A change that could send the school's posts to someone else's channel: the password again (and the code when
     * two-factor login is on), the new token and channels checked with Telegram, an audit entry naming the fields
     * changed, and the refused posts sent again or dropped, as the editor chose, all in one transaction.
     */
    async saveSettings(ctx: Context) {
      const body = parsed(telegramSettingsBody, ctx.request.body);
      const account = await findAccount(strapi, (ctx.state.user as { id: number }).id);
      if (!account || account.blocked) throw refusal('TOKEN_INVALID');
      const usedCode = await confirmIdentity(strapi, account, body.password, body.code);
      const change: SettingsChange = { token: body.token, channels: { uz: body.channelUz, en: body.channelEn, ru: body.channelRu } };
      const changed = await changedFields(strapi, change);
      await checkWithTelegram(strapi, change, changed);
      await strapi.db.transaction(async () => {
        if (Object.keys(usedCode).length) await updateAccount(strapi, account.id, usedCode);
        if (!(await storeSettings(strapi, change))) throw refusal('TELEGRAM_KEY_MISSING');
        if (changed.length) {
          await strapi
            .service('api::lyceum.audit')
            .record(actorOf(ctx), { action: 'settings', kind: 'telegram', label: changed.join(', ') });
        }
        await settleRefusedPosts(strapi, body.refused);
      });
      ctx.body = { data: await settingsAnswer() };
    },

    async posts(ctx: Context) {
      ctx.body = { data: await statesOf(itemIdsOf(ctx.query)) };
    },

    async problems(ctx: Context) {
      const found = await problemRows(strapi);
      const ids = [...new Set(found.map((row) => row.itemId))];
      const [drafts, trashed] = await Promise.all([
        strapi
          .documents(NEWS as never)
          .findMany({ filters: { documentId: { $in: ids } }, locale: 'uz', status: 'draft', fields: ['documentId', 'title'] } as never),
        strapi.db
          .query('api::trash-entry.trash-entry')
          .findMany({ where: { kind: 'news', itemId: { $in: ids } }, select: ['itemId', 'label'] }),
      ]);
      const titles = new Map<string, string>([
        ...(trashed as { itemId: string; label: string }[]).map((entry) => [entry.itemId, entry.label] as const),
        // The query asked for the news title: every draft found carries one. String(): in schema mode Strapi's
        // regenerated types leave a document's fields unknown (npm run schema compiles against them).
        ...drafts.map((doc) => [String(doc.documentId), (doc as { title?: string }).title ?? ''] as const),
      ]);
      ctx.body = {
        data: found.map((row) => ({
          id: row.itemId,
          lang: row.lang,
          state: row.state,
          reason: row.lastError ?? '',
          by: row.actor ?? '',
          title: titles.get(row.itemId) ?? '',
          deleted: !drafts.some((doc) => doc.documentId === row.itemId),
        })),
      };
    },

    async retry(ctx: Context) {
      const id = await existing(ctx.params.documentId);
      await strapi.db.transaction(async () => {
        await retryPosts(strapi, id);
        await namePoster(strapi, 'news', id, actorOf(ctx).username);
      });
      ctx.body = { data: (await statesOf([id]))[id] };
    },

    async posting(ctx: Context) {
      const id = await existing(ctx.params.documentId);
      const { posting } = parsed(telegramPostingBody, ctx.request.body);
      await strapi.db.transaction(async () => {
        await choosePosting(strapi, id, posting);
        await namePoster(strapi, 'news', id, actorOf(ctx).username);
      });
      ctx.body = { data: (await statesOf([id]))[id] };
    },
  };
};
