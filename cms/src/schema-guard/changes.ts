import type { ChangedType } from './contract-fields';

type Body = Record<string, any> | undefined;
type Listed = { action?: string; name?: string; properties?: Record<string, any> };
type Typed = { action?: string; uid?: string; attributes?: Listed[]; [key: string]: any };

/** The Content-Type Builder's bulk save (what its panel sends): each type's attributes as a list with actions. */
function fromUpdateSchema(body: Body): ChangedType[] {
  const types = Array.isArray(body?.data?.contentTypes) ? (body.data.contentTypes as Typed[]) : [];
  return types
    .filter((type) => typeof type.uid === 'string' && ['create', 'update', 'delete'].includes(type.action ?? ''))
    .map((type) => {
      const listed = Array.isArray(type.attributes) ? type.attributes.filter((attribute) => typeof attribute.name === 'string') : [];
      return {
        uid: type.uid!,
        attributes:
          type.action === 'delete'
            ? null
            : Object.fromEntries(
                listed
                  .filter((attribute) => attribute.action !== 'delete')
                  .map((attribute) => [attribute.name, attribute.properties ?? {}]),
              ),
        deleted: listed.filter((attribute) => attribute.action === 'delete').map((attribute) => attribute.name!),
        kind: type.kind,
        draftAndPublish: type.draftAndPublish,
        localized: type.pluginOptions?.i18n?.localized,
      };
    });
}

/** The older one-type routes: the whole type in `contentType` (a new one named by its singular name), or a delete. */
function fromContentTypeRoute(uid: string | undefined, body: Body, deleted: boolean): ChangedType[] {
  if (deleted) return uid ? [{ uid, attributes: null }] : [];
  const type = body?.contentType ?? {};
  return [
    {
      uid: uid ?? `api::${type.singularName}.${type.singularName}`,
      attributes: type.attributes && typeof type.attributes === 'object' ? type.attributes : {},
      kind: type.kind,
      draftAndPublish: type.draftAndPublish,
      localized: type.pluginOptions?.i18n?.localized,
    },
  ];
}

/**
 * The content types a request to one of the builder's handlers would change, as the rules judge them. The router
 * has already matched the handler (and decoded `uid`), so no spelling of the path can hide a change. Component
 * changes touch no content type and are left to the builder.
 */
export function changesOf(handler: unknown, params: { uid?: string }, body: Body): ChangedType[] {
  switch (handler) {
    case 'schema.updateSchema':
      return fromUpdateSchema(body);
    case 'content-types.createContentType':
      return fromContentTypeRoute(undefined, body, false);
    case 'content-types.updateContentType':
      return params.uid ? fromContentTypeRoute(params.uid, body, false) : [];
    case 'content-types.deleteContentType':
      return fromContentTypeRoute(params.uid, body, true);
    default:
      return [];
  }
}
