import { isKindName, kindOf, type KindName } from '@lyceum/contract';
import { refusal } from '../lib/refusal';

export { LOCALES, type Locale } from '@lyceum/contract';

/** A kind of the contract as the CMS writes it: its uid and what ties its documents to each other, checked inside the write's transaction. */
export interface ResolvedKind {
  /** The kind's name in routes, the trash and the audit log. */
  name: KindName;
  uid: string;
  /** These shared fields together must be unique among documents of the kind. */
  uniqueTogether?: string[];
  /** Documents of another kind that point here through `field` and go when this one goes. */
  cascade?: { uid: string; field: string }[];
  /** A save names its document by this field instead of a documentId (one document per value). */
  upsertBy?: string;
  /** Shared fields holding a documentId of another kind that must exist. */
  references?: Record<string, string>;
  /** Strapi's Draft & Publish is on: a save writes the draft, then publishes it unless asked to keep it a draft. */
  drafts: boolean;
  /** Every admin save keeps a revision (services/revisions.ts). */
  revisions: boolean;
}

export const uidOf = (name: KindName) => `api::${name}.${name}`;

/** The kinds the gateway may write through this API (the contract package's table): nothing else is reachable. */
export function resolveKind(name: unknown): ResolvedKind {
  if (!isKindName(name)) throw refusal('API_ROUTE_NOT_FOUND', `Unknown kind: ${String(name)}`);
  const kind = kindOf(name);
  return {
    name,
    uid: uidOf(name),
    uniqueTogether: kind.uniqueTogether.length ? [...kind.uniqueTogether] : undefined,
    cascade: kind.cascade.length
      ? kind.cascade.map(({ kind: dependent, field }) => ({ uid: uidOf(dependent as KindName), field }))
      : undefined,
    upsertBy: kind.upsertBy,
    references: Object.keys(kind.references).length
      ? Object.fromEntries(Object.entries(kind.references).map(([field, target]) => [field, uidOf(target as KindName)]))
      : undefined,
    drafts: kind.drafts,
    revisions: kind.revisions,
  };
}
