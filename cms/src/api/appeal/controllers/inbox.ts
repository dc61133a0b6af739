import {
  appealAnswerBody,
  appealAssigneeBody,
  appealDelivery,
  appealExtensionBody,
  appealNoteBody,
  appealStatisticsQuery,
  appealStatusChange,
  inboxQuery,
  paged,
  tashkentDate,
} from '@lyceum/contract';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { actorOf } from '../../lyceum/lib/actor';
import { parsedBody } from '../../lyceum/lib/refusal';
import { siteService } from '../../../services';

type Params = { number: string; position?: string; letter?: string };
const paramsOf = (ctx: Context) => ctx.params as Params;

/**
 * The reception's inbox (docs/appeals.md, "The inbox"): the officer's token says who acts (and Strapi's permissions
 * that they may), the gateway's secret that the gateway asks (cms/src/middlewares/gateway-only.ts).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const inbox = () => siteService(strapi, 'api::appeal.inbox');
  return {
    async list(ctx: Context) {
      const query = parsedBody(inboxQuery, ctx.query);
      const { rows, total } = await inbox().list(query, actorOf(ctx));
      ctx.body = { data: paged(rows, query, total) };
    },
    async due(ctx: Context) {
      ctx.body = { data: await inbox().dueCounts() };
    },
    async officers(ctx: Context) {
      ctx.body = { data: await inbox().officers() };
    },
    /** The director's figures: administrators only (the `appeals.statistics` permission). */
    async statistics(ctx: Context) {
      const { year } = parsedBody(appealStatisticsQuery, ctx.query);
      const now = new Date();
      ctx.body = { data: await siteService(strapi, 'api::appeal.statistics').ofYear(year ?? Number(tashkentDate(now).slice(0, 4)), now) };
    },
    async detail(ctx: Context) {
      ctx.body = { data: await inbox().detail(paramsOf(ctx).number, actorOf(ctx)) };
    },
    /** The file's bytes as base64 in JSON: at most 5 MB, and the gateway answers them as the file. */
    async file(ctx: Context) {
      const { number, position } = paramsOf(ctx);
      const file = await inbox().file(number, /^\d{1,2}$/.test(position ?? '') ? Number(position) : NaN, actorOf(ctx));
      ctx.body = { data: { name: file.name, mime: file.mime, bytes: file.bytes.toString('base64') } };
    },
    /** Everything the lyceum holds of the appeal for the citizen, its files' bytes as base64: the gateway packs the ZIP. */
    async exportData(ctx: Context) {
      ctx.body = { data: await inbox().exportData(paramsOf(ctx).number, actorOf(ctx)) };
    },
    async assign(ctx: Context) {
      const { assignee } = parsedBody(appealAssigneeBody, ctx.request.body);
      ctx.body = { data: await inbox().assign(paramsOf(ctx).number, assignee, actorOf(ctx)) };
    },
    async status(ctx: Context) {
      const { status } = parsedBody(appealStatusChange, ctx.request.body);
      ctx.body = { data: await inbox().setStatus(paramsOf(ctx).number, status, actorOf(ctx)) };
    },
    async note(ctx: Context) {
      const { text } = parsedBody(appealNoteBody, ctx.request.body);
      ctx.body = { data: await inbox().note(paramsOf(ctx).number, text, actorOf(ctx)) };
    },
    async extend(ctx: Context) {
      const { reason } = parsedBody(appealExtensionBody, ctx.request.body);
      ctx.body = { data: await inbox().extend(paramsOf(ctx).number, reason, actorOf(ctx)) };
    },
    async answer(ctx: Context) {
      const { text } = parsedBody(appealAnswerBody, ctx.request.body);
      ctx.body = { data: await inbox().answer(paramsOf(ctx).number, text, actorOf(ctx)) };
    },
    async retry(ctx: Context) {
      const { number, letter } = paramsOf(ctx);
      ctx.body = { data: await inbox().retry(number, letter ?? '') };
    },
    async delivered(ctx: Context) {
      const { number, letter } = paramsOf(ctx);
      ctx.body = { data: await inbox().delivered(number, letter ?? '', parsedBody(appealDelivery, ctx.request.body), actorOf(ctx)) };
    },
  };
};
