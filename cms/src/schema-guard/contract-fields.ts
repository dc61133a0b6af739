import { KIND_NAMES, kindOf, type KindName } from '@lyceum/contract';

/**
 * What the Content-Type Builder may not take away: the fields the site reads and writes for each
 * content kind (the contract package's table), and the types the site keeps for itself. Adding a
 * field or a content type is always safe; removing, renaming or retyping one of these is not.
 * docs/schema-changes.md explains the rules.
 */

type Attribute = { type?: string; pluginOptions?: { i18n?: { localized?: boolean } } };
type Attributes = Record<string, Attribute>;
/** A content type as Strapi holds it now. */
export interface CurrentType {
  kind?: string;
  attributes: Attributes;
  pluginOptions?: { i18n?: { localized?: boolean } };
  options?: { draftAndPublish?: boolean };
}
/** A content type as a change would leave it. */
export interface ChangedType {
  uid: string;
  /** Null: the type is deleted. */
  attributes: Attributes | null;
  kind?: string;
  draftAndPublish?: boolean;
  localized?: boolean;
}

/** Types the site itself keeps (audit log, trash, ended tokens): not the superuser's to change. */
const SITE_TYPES = new Set([
  'api::audit-entry.audit-entry',
  'api::trash-entry.trash-entry',
  'api::revision.revision',
  'api::revoked-token.revoked-token',
]);

const kindOfUid = (uid: string): KindName | undefined => KIND_NAMES.find((name) => uid === `api::${name}.${name}`);

/** The fields of a kind that the contract names. */
export function contractFields(name: KindName): string[] {
  const kind = kindOf(name);
  return [...kind.localized, ...kind.shared, ...Object.keys(kind.media)];
}

/**
 * Why a change to one content type would break the site, or undefined when it is safe. `current`
 * is the type as Strapi holds it now (undefined for a type that does not exist yet).
 */
export function refusalOf(change: ChangedType, current: CurrentType | undefined): string | undefined {
  if (!current) return undefined;
  if (SITE_TYPES.has(change.uid))
    return `${change.uid} is kept by the site itself (audit log, trash, sign-outs) and cannot be changed here.`;
  const name = kindOfUid(change.uid);
  if (!name) return undefined;
  const label = kindOf(name).label.en;
  if (!change.attributes) return `${label} is a content kind the site is built on; it cannot be deleted (its fields may be added to).`;
  if (change.kind && current.kind && change.kind !== current.kind) return `${label} must stay a ${current.kind}: the site reads it as one.`;
  const drafts = kindOf(name).drafts;
  if (change.draftAndPublish !== undefined && change.draftAndPublish !== drafts)
    return drafts
      ? `${label} must keep Draft & Publish: without it, its drafts would be shown to visitors.`
      : `${label} cannot get Draft & Publish: the site shows what is saved, and its admin has no publish step for it.`;
  if (current.pluginOptions?.i18n?.localized && change.localized === false)
    return `${label} must stay translatable: the site shows it in Uzbek, English and Russian.`;
  for (const field of contractFields(name)) {
    const before = current.attributes[field];
    const after = change.attributes[field];
    const why = `“${field}” of ${label} is read and written by the site (docs/content-model.md)`;
    if (!after) return `${why}: removing or renaming it would break the public pages and the admin. Add a new field instead.`;
    if (before?.type && after.type && after.type !== before.type) return `${why}: it must stay of type ${before.type}.`;
    const localizedBefore = Boolean(before?.pluginOptions?.i18n?.localized);
    if (after.pluginOptions?.i18n && Boolean(after.pluginOptions.i18n.localized) !== localizedBefore)
      return `${why}: it must stay ${localizedBefore ? 'translated per language' : 'shared by all languages'}.`;
  }
  return undefined;
}
