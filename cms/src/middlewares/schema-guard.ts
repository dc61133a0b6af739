import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { refusalOf, type ChangedType, type CurrentType } from '../schema-guard/contract-fields';

type Body = Record<string, any> | undefined;
type Listed = { action?: string; name?: string; properties?: Record<string, any> };

/** The Content-Type Builder's bulk save (what its panel sends): each type's attributes as a list with actions. */
function fromUpdateSchema(body: Body): ChangedType[] {
  const types = (body?.data?.contentTypes ?? []) as { action?: string; uid?: string; attributes?: Listed[]; [key: string]: any }[];
  return types
    .filter((type) => typeof type.uid === 'string' && (type.action === 'update' || type.action === 'delete'))
    .map((type) => ({
      uid: type.uid!,
      attributes:
        type.action === 'delete'
          ? null
          : Object.fromEntries(
              (type.attributes ?? [])
                .filter((attribute) => attribute.action !== 'delete' && typeof attribute.name === 'string')
                .map((attribute) => [attribute.name, attribute.properties ?? {}]),
            ),
      kind: type.kind,
      draftAndPublish: type.draftAndPublish,
      localized: type.pluginOptions?.i18n?.localized,
    }));
}

/** The older one-type routes: the whole type in `contentType`, or a delete. */
function fromContentTypeRoute(method: string, uid: string, body: Body): ChangedType[] {
  if (method === 'DELETE') return [{ uid, attributes: null }];
  const type = body?.contentType ?? {};
  return [
    {
      uid,
      attributes: type.attributes ?? {},
      kind: type.kind,
      draftAndPublish: type.draftAndPublish,
      localized: type.pluginOptions?.i18n?.localized,
    },
  ];
}

const CONTENT_TYPE_ROUTE = /^\/content-type-builder\/content-types\/([^/]+)$/;

/**
 * Refuses, with the reason, a Content-Type Builder change that would remove, rename or retype a
 * field the site's contract uses, or touch the types the site keeps for itself; every other
 * change (new fields, new types) goes through. Strapi answers the builder's bulk save with
 * `{ error }`, which its panel shows; the older routes get Strapi's usual error body.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const body = ctx.request.body as Body;
    const routed = CONTENT_TYPE_ROUTE.exec(ctx.path);
    const changes =
      ctx.method === 'POST' && ctx.path === '/content-type-builder/update-schema'
        ? fromUpdateSchema(body)
        : routed && (ctx.method === 'PUT' || ctx.method === 'DELETE')
          ? fromContentTypeRoute(ctx.method, decodeURIComponent(routed[1]), body)
          : [];
    for (const change of changes) {
      const current = strapi.contentTypes[change.uid as keyof typeof strapi.contentTypes] as unknown as CurrentType | undefined;
      const refusal = refusalOf(change, current);
      if (!refusal) continue;
      ctx.status = 400;
      ctx.body = ctx.path.endsWith('/update-schema')
        ? { error: refusal }
        : { data: null, error: { status: 400, name: 'ValidationError', message: refusal, details: {} } };
      return;
    }
    await next();
  };
