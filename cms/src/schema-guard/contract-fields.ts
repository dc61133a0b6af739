import { KIND_NAMES, kindOf, type KindName } from '@lyceum/contract';

/**
 * What the Content-Type Builder may not take away, read from the schemas themselves so that a new type or field is
 * covered the day it is declared: the fields the site reads and writes for each content kind (the contract
 * package's table); every type its schema hides from the builder (the audit log, trash, revisions, publication
 * schedule, ended tokens, and Strapi's own), which the site keeps for itself; and every field Strapi marks
 * `configurable: false` (the account's sessions and two-factor login, Strapi's own user fields). Adding a field or a
 * content type is always safe; removing, renaming or retyping one of these is not. docs/schema-changes.md explains
 * the rules.
 */

type Attribute = {
  type?: string;
  configurable?: boolean;
  relation?: string;
  target?: string;
  /** A relation's field on its target, as the builder's requests name it. */
  targetAttribute?: string | null;
  /** The same, as a stored schema names it. */
  inversedBy?: string;
  mappedBy?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
};
type Attributes = Record<string, Attribute>;
/** A content type as Strapi holds it now. */
export interface CurrentType {
  kind?: string;
  info?: { displayName?: string };
  attributes: Attributes;
  pluginOptions?: { i18n?: { localized?: boolean }; 'content-type-builder'?: { visible?: boolean } };
  options?: { draftAndPublish?: boolean };
}
/** A content type as a change would leave it. */
export interface ChangedType {
  uid: string;
  /** Null: the type is deleted. */
  attributes: Attributes | null;
  /** Fields the change deletes by name (Strapi also drops a configurable field the change leaves out). */
  deleted?: string[];
  kind?: string;
  draftAndPublish?: boolean;
  localized?: boolean;
}
/** Every content type Strapi holds, by uid. */
export type CurrentTypes = Record<string, CurrentType | undefined>;

/** Hidden from the builder by its own schema: a type the site (or Strapi) keeps for itself. */
export const isSiteType = (type: CurrentType) => type.pluginOptions?.['content-type-builder']?.visible === false;

const kindOfUid = (uid: string): KindName | undefined => KIND_NAMES.find((name) => uid === `api::${name}.${name}`);
const labelOf = (uid: string, type: CurrentType) => {
  const name = kindOfUid(uid);
  return name ? kindOf(name).label.en : (type.info?.displayName ?? uid);
};
const siteTypeRefusal = (uid: string) =>
  `${uid} is kept by the site itself (audit log, trash, revisions, publication schedule, sign-outs) and cannot be changed here.`;

/** The fields of a kind that the contract names. */
export function contractFields(name: KindName): string[] {
  const kind = kindOf(name);
  return [...kind.localized, ...kind.shared, ...Object.keys(kind.media)];
}

/** Why a field of a type is not the builder's to change, as the start of a sentence; undefined when it is. */
function keeperOf(uid: string, type: CurrentType, field: string): string | undefined {
  const name = kindOfUid(uid);
  const label = labelOf(uid, type);
  if (name && contractFields(name).includes(field)) return `“${field}” of ${label} is read and written by the site (docs/content-model.md)`;
  if (type.attributes[field]?.configurable === false)
    return `“${field}” of ${label} is kept by the site or by Strapi itself (its accounts' sessions and two-factor login, its own fields)`;
  return undefined;
}

/** The rules of a whole content kind: it stays, with its kind, translations and Draft & Publish. */
function kindRefusal(change: ChangedType, current: CurrentType, name: KindName): string | undefined {
  const kind = kindOf(name);
  const label = kind.label.en;
  if (!change.attributes) return `${label} is a content kind the site is built on; it cannot be deleted (its fields may be added to).`;
  if (change.kind && current.kind && change.kind !== current.kind) return `${label} must stay a ${current.kind}: the site reads it as one.`;
  if (change.draftAndPublish !== undefined && change.draftAndPublish !== kind.drafts)
    return kind.drafts
      ? `${label} must keep Draft & Publish: without it, its drafts would be shown to visitors.`
      : `${label} cannot get Draft & Publish: the site shows what is saved, and its admin has no publish step for it.`;
  if (current.pluginOptions?.i18n?.localized && change.localized === false)
    return `${label} must stay translatable: the site shows it in Uzbek, English and Russian.`;
  // Its schema is written back from the declaration when schema mode ends (docs/content-model.md), and Strapi would
  // then delete every entry but the Uzbek one.
  if (kind.localized.length === 0 && change.localized === true)
    return `${label} is shared by all languages in the site's declaration of its kinds; its translations are the site's fields.`;
  return undefined;
}

/** The kept fields of a type a change edits: each stays, with its type and its translation. */
function fieldRefusal(change: ChangedType, current: CurrentType): string | undefined {
  if (!change.attributes) return undefined;
  for (const [field, before] of Object.entries(current.attributes)) {
    const why = keeperOf(change.uid, current, field);
    if (!why) continue;
    const after = change.attributes[field];
    // Strapi keeps a field that is not configurable when a change leaves it out; only naming it deletes it.
    const removed = before.configurable === false ? change.deleted?.includes(field) : !after;
    if (removed) return `${why}: removing or renaming it would break the public pages and the admin. Add a new field instead.`;
    if (!after) continue;
    if (before.type && after.type && after.type !== before.type) return `${why}: it must stay of type ${before.type}.`;
    const localizedBefore = Boolean(before.pluginOptions?.i18n?.localized);
    if (after.pluginOptions?.i18n && Boolean(after.pluginOptions.i18n.localized) !== localizedBefore)
      return `${why}: it must stay ${localizedBefore ? 'translated per language' : 'shared by all languages'}.`;
  }
  return undefined;
}

/**
 * A two-way relation the change adds writes its other side into the target type (the builder sets that field
 * there): not into a type the site keeps, nor over a kept field. A relation the type already has, unchanged, is not
 * a new write.
 */
function relationRefusal(change: ChangedType, current: CurrentType | undefined, types: CurrentTypes): string | undefined {
  for (const [field, attribute] of Object.entries(change.attributes ?? {})) {
    const { target, targetAttribute } = attribute;
    if (!target || !targetAttribute) continue;
    const before = current?.attributes[field];
    const unchanged =
      before?.target === target && before.relation === attribute.relation && (before.inversedBy ?? before.mappedBy) === targetAttribute;
    if (unchanged || before?.configurable === false) continue;
    const other = types[target];
    if (!other) continue;
    if (isSiteType(other)) return siteTypeRefusal(target);
    const why = keeperOf(target, other, targetAttribute);
    if (why) return `${why}: a relation cannot take its place. Name the relation's other side differently.`;
  }
  return undefined;
}

/** Deleting a type also deletes every relation to it: not one of a kept field. */
function deletionRefusal(change: ChangedType, types: CurrentTypes): string | undefined {
  if (change.attributes) return undefined;
  for (const [uid, type] of Object.entries(types)) {
    if (!type || uid === change.uid) continue;
    for (const [field, attribute] of Object.entries(type.attributes)) {
      if (attribute.target !== change.uid) continue;
      if (isSiteType(type)) return `${change.uid} is related to from ${uid}, which the site keeps for itself: it cannot be deleted.`;
      const why = keeperOf(uid, type, field);
      if (why) return `${why} and relates to ${change.uid}: it cannot be deleted.`;
    }
  }
  return undefined;
}

/** Why a change to one content type would break the site, or undefined when it is safe. */
export function refusalOf(change: ChangedType, types: CurrentTypes): string | undefined {
  const current = types[change.uid];
  if (current && isSiteType(current)) return siteTypeRefusal(change.uid);
  const name = kindOfUid(change.uid);
  return (
    (current && name ? kindRefusal(change, current, name) : undefined) ??
    (current ? fieldRefusal(change, current) : undefined) ??
    relationRefusal(change, current, types) ??
    deletionRefusal(change, types)
  );
}
