import { LOCALES, kindOf, type KindName, type RevisionAction } from '@lyceum/contract';
import type { DocumentRows } from './snapshot';

type Row = Record<string, unknown>;

/**
 * One version of a document as an admin reads it: its contract fields as text, per locale ('' holds the fields
 * every locale shares), and whether visitors see exactly this. For a kind with drafts the version is its draft
 * (what the admin last saved); it is published when each locale's published row holds the same fields.
 */
export interface Version {
  status: 'published' | 'draft';
  fields: Record<string, Record<string, string>>;
}

/** A media field's value as the uploads' file names (the snapshot keeps their urls). */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join(', ');
  if (typeof value === 'string') return value.startsWith('/uploads/') ? value.slice('/uploads/'.length) : value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function versionOf(name: KindName, snapshot: DocumentRows): Version {
  const kind = kindOf(name);
  const drafts = kind.drafts ? snapshot.rows.filter((row) => row.publishedAt == null) : snapshot.rows;
  const published = kind.drafts ? snapshot.rows.filter((row) => row.publishedAt != null) : snapshot.rows;
  const inLocale = (rows: Row[], locale: string) =>
    rows.find((row) => row.locale === locale) ?? (kind.localized.length ? undefined : rows[0]);
  const pick = (row: Row | undefined, fields: readonly string[]) =>
    Object.fromEntries(fields.map((field) => [field, asText(row?.[field])]));

  const sharedFields = [...kind.shared, ...Object.keys(kind.media)];
  const fieldsOf = (rows: Row[]) => ({
    '': pick(inLocale(rows, 'uz') ?? rows[0], sharedFields),
    ...(kind.localized.length ? Object.fromEntries(LOCALES.map((locale) => [locale, pick(inLocale(rows, locale), kind.localized)])) : {}),
  });
  const fields = fieldsOf(drafts);
  const live = published.length ? fieldsOf(published) : null;
  return { status: live && JSON.stringify(live) === JSON.stringify(fields) ? 'published' : 'draft', fields };
}

/** A stored revision, as the revision service reads it. */
export interface StoredRevision {
  id: number;
  documentId: string;
  kind: string;
  itemId: string;
  action: RevisionAction;
  savedBy: string | null;
  createdAt: string | Date;
  restoredFrom: string | Date | null;
  snapshot: DocumentRows;
  /** The size of `snapshot` (bytesOf); null for a revision kept before sizes were. */
  bytes: number | null;
}

/** How long an item's revisions are kept (REVISIONS_KEPT in the contract, docs/editorial-workflow.md "Revisions"). */
export interface Retention {
  /** At least this many of the newest are kept, however old… */
  count: number;
  /** …and every one of the last this many days, however many… */
  days: number;
  /** …but never more than this many, */
  maxCount: number;
  /** nor more than this many bytes of stored versions. */
  maxBytes: number;
}

/** The size a revision's stored version takes, as its JSON. */
export const bytesOf = (snapshot: DocumentRows) => Buffer.byteLength(JSON.stringify(snapshot));

/**
 * The revisions of one item to delete, newest first as given (each with its size in bytes): those past the newest
 * `count` that are also older than `days`, and, oldest first, whatever makes the rest exceed `maxCount` or
 * `maxBytes`. The newest, the item's version as it is, always stays.
 */
export function prunable(
  newestFirst: { id: number; createdAt: string | Date; bytes: number }[],
  { count, days, maxCount, maxBytes }: Retention,
  now = new Date(),
): number[] {
  const cutoff = now.getTime() - days * 86_400_000;
  const drop: number[] = [];
  let kept = 0;
  let bytes = 0;
  let full = false;
  newestFirst.forEach((revision, index) => {
    const expired = index >= count && new Date(revision.createdAt).getTime() < cutoff;
    full ||= kept > 0 && (kept >= maxCount || bytes + revision.bytes > maxBytes);
    if (expired || full) drop.push(revision.id);
    else {
      kept += 1;
      bytes += revision.bytes;
    }
  });
  return drop;
}
