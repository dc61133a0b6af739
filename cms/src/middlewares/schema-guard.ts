import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { changesOf } from '../schema-guard/changes';
import { refusalOf, type CurrentTypes } from '../schema-guard/contract-fields';

/**
 * Refuses, with the reason, a Content-Type Builder change that would remove, rename or retype a field the site's
 * contract uses, or touch the types and fields the site keeps for itself; every other change (new fields, new
 * types) goes through. It runs as a middleware of the builder's own routes (cms/src/extensions/content-type-builder),
 * after the router has chosen the handler: whatever spelling of the path reaches a handler (case, trailing or
 * doubled slashes, percent-encoding) meets the guard too. Strapi answers the builder's bulk save with `{ error }`,
 * which its panel shows; the older routes get Strapi's usual error body.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const handler = (ctx.state.route as { handler?: unknown } | undefined)?.handler;
    const types = strapi.contentTypes as unknown as CurrentTypes;
    for (const change of changesOf(handler, ctx.params ?? {}, ctx.request.body as Record<string, any> | undefined)) {
      const refusal = refusalOf(change, types);
      if (!refusal) continue;
      ctx.status = 400;
      ctx.body =
        handler === 'schema.updateSchema'
          ? { error: refusal }
          : { data: null, error: { status: 400, name: 'ValidationError', message: refusal, details: {} } };
      return;
    }
    await next();
  };
