import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { bearerTokenOf, revokeToken } from '../../revoked-token/revocation';
import { actorOf, authorOf } from '../lib/actor';
import { itemIdsOf, parsedBody, refusal } from '../lib/refusal';
import { unpublishedFiles } from '../lib/unpublished-files';
import { reviewReturnBody, saveRequest, telegramSaveOption } from '@lyceum/contract';
import { checkAuthorSave } from '../lib/author-rules';
import { resolveKind } from '../services/kinds';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);


/** 0-based page and a size of 1..100, as the gateway sends them. */
function paging(query: Record<string, unknown>) {
  const page = Number(query.page ?? 0);
  const size = Number(query.size ?? 20);
  if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > 100) {
    throw refusal('INVALID_REQUEST', 'page must be 0 or more and size 1 to 100');
  }
  return { page, size };
}

/** Who reads reviews: an author their own items' only (services/review.ts). */
function readerOf(ctx: Context) {
  const author = authorOf(ctx);
  return author ? { ownerId: author.id ?? -1 } : {};
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async save(ctx: Context) {
    const kind = resolveKind(ctx.params.kind);
    const request = parsedBody(saveRequest, ctx.request.body);
    // The news wizard's "post to Telegram" switch rides beside the save request (docs/telegram.md).
    const telegram = await checkAuthorSave(strapi, ctx, kind, request, parsedBody(telegramSaveOption, ctx.request.body).telegram);
    const documentId = await strapi.service('api::lyceum.lyceum').save(kind, request, actorOf(ctx), telegram);
    ctx.body = { data: { documentId } };
  },

  async logout(ctx: Context) {
    await revokeToken(strapi, bearerTokenOf(ctx.request.header.authorization) ?? '');
    ctx.body = { data: { revoked: true } };
  },

  async remove(ctx: Context) {
    const kind = resolveKind(ctx.params.kind);
    await strapi.service('api::lyceum.lyceum').remove(kind, ctx.params.documentId, actorOf(ctx));
    ctx.body = { data: { documentId: ctx.params.documentId } };
  },

  async trash(ctx: Context) {
    const { items, total } = await strapi.service('api::lyceum.trash').list(paging(ctx.query));
    ctx.body = { data: items, meta: { total } };
  },

  async restore(ctx: Context) {
    const { telegram } = (ctx.request.body ?? {}) as { telegram?: unknown };
    const data = await strapi.service('api::lyceum.trash').restore(ctx.params.entryId, actorOf(ctx), telegram === true);
    ctx.body = { data };
  },

  async purge(ctx: Context) {
    await strapi.service('api::lyceum.trash').purge(ctx.params.entryId, actorOf(ctx));
    ctx.body = { data: { documentId: ctx.params.entryId } };
  },

  async unpublishedFiles(ctx: Context) {
    ctx.body = { data: await unpublishedFiles(strapi) };
  },

  async schedules(ctx: Context) {
    ctx.body = { data: await strapi.service('api::lyceum.schedule').list() };
  },

  async schedule(ctx: Context) {
    const body: unknown = ctx.request.body;
    const publishAt = isRecord(body) && typeof body.publishAt === 'string' ? new Date(body.publishAt) : null;
    if (!publishAt) throw refusal('INVALID_REQUEST', 'publishAt must be a date and time');
    ctx.body = { data: await strapi.service('api::lyceum.schedule').set(ctx.params.kind, ctx.params.documentId, publishAt, actorOf(ctx)) };
  },

  async unschedule(ctx: Context) {
    await strapi.service('api::lyceum.schedule').cancel(ctx.params.kind, ctx.params.documentId, actorOf(ctx));
    ctx.body = { data: { documentId: ctx.params.documentId } };
  },

  async revisions(ctx: Context) {
    const kind = resolveKind(ctx.params.kind);
    const { items, total, older } = await strapi.service('api::lyceum.revisions').list(kind, ctx.params.documentId, paging(ctx.query));
    ctx.body = { data: items, meta: { total, older } };
  },

  async revert(ctx: Context) {
    ctx.body = { data: await strapi.service('api::lyceum.revisions').restore(ctx.params.revisionId, actorOf(ctx)) };
  },

  async reviews(ctx: Context) {
    ctx.body = { data: await strapi.service('api::lyceum.review').queue(readerOf(ctx)) };
  },

  async owners(ctx: Context) {
    ctx.body = { data: await strapi.service('api::lyceum.review').owners(ctx.query.kind, itemIdsOf(ctx.query)) };
  },

  async review(ctx: Context) {
    ctx.body = { data: await strapi.service('api::lyceum.review').of(ctx.params.kind, ctx.params.documentId, readerOf(ctx)) };
  },

  async giveBack(ctx: Context) {
    const { comment } = parsedBody(reviewReturnBody, ctx.request.body);
    ctx.body = { data: await strapi.service('api::lyceum.review').giveBack(ctx.params.kind, ctx.params.documentId, actorOf(ctx), comment) };
  },

  async audit(ctx: Context) {
    const kind = typeof ctx.query.kind === 'string' && ctx.query.kind ? ctx.query.kind : undefined;
    const { items, total } = await strapi.service('api::lyceum.audit').list({ kind, ...paging(ctx.query) });
    ctx.body = { data: items, meta: { total } };
  },
});
