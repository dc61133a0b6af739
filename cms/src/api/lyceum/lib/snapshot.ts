import type { Core, UID } from '@strapi/strapi';
import type { AnyUid } from '../../../services';

type Row = Record<string, unknown>;
type Attributes = Record<string, { type: string; multiple?: boolean }>;

/**
 * Every locale's row of one document as the database holds it, media fields as the uploads' urls
 * (row ids change when a backup is restored; urls do not).
 */
export interface DocumentRows {
  uid: string;
  rows: Row[];
}

const FILE = 'plugin::upload.file';
type StoredFile = { id?: number; url: string };

function mediaFields(strapi: Core.Strapi, uid: string): [string, boolean][] {
  const attributes = strapi.contentType(uid as UID.ContentType).attributes as Attributes;
  return Object.entries(attributes)
    .filter(([, attribute]) => attribute.type === 'media')
    .map(([field, attribute]) => [field, Boolean(attribute.multiple)]);
}

/**
 * Reads the documents `where` names with the query engine rather than the document service: a
 * restore must bring back the same documentId, creation time and locales, which only rows carry.
 */
export async function readRows(strapi: Core.Strapi, uid: string, where: Row): Promise<DocumentRows> {
  const media = mediaFields(strapi, uid);
  const found = (await strapi.db.query(uid).findMany({
    where,
    populate: Object.fromEntries(media.map(([field]) => [field, { select: ['url'] }])),
    orderBy: { id: 'asc' },
  })) as Row[];
  const rows = found.map(({ id: _id, ...row }) => {
    for (const [field, multiple] of media) {
      const value = row[field] as StoredFile | StoredFile[] | null | undefined;
      row[field] = multiple ? ((value as StoredFile[] | null) ?? []).map((file) => file.url) : ((value as StoredFile | null)?.url ?? null);
    }
    return row;
  });
  return { uid, rows };
}

/** Writes the rows back, each locale with its own files; an upload deleted meanwhile is left out. */
export async function writeRows(strapi: Core.Strapi, { uid, rows }: DocumentRows): Promise<void> {
  const media = mediaFields(strapi, uid);
  const urls = rows.flatMap((row) => media.flatMap(([field]) => [row[field]].flat())).filter((url) => typeof url === 'string');
  const files = urls.length
    ? ((await strapi.db.query(FILE).findMany({ where: { url: { $in: urls } }, select: ['id', 'url'] })) as StoredFile[])
    : [];
  const idOf = new Map(files.map((file) => [file.url, file.id]));
  for (const row of rows) {
    const data: Row = { ...row };
    for (const [field, multiple] of media) {
      data[field] = multiple ? (row[field] as string[]).flatMap((url) => idOf.get(url) ?? []) : (idOf.get(row[field] as string) ?? null);
    }
    await strapi.db.query(uid).create({ data });
  }
}

/** Deletes a document in every locale it has (a kind without languages has one), draft and published, through the document service. */
export async function deleteEveryLocale(strapi: Core.Strapi, uid: string, documentId: string): Promise<void> {
  const localized = Boolean(
    (strapi.contentType(uid as UID.ContentType).pluginOptions as { i18n?: { localized?: boolean } })?.i18n?.localized,
  );
  await strapi.documents(uid as AnyUid).delete({ documentId, ...(localized ? { locale: '*' } : {}) } as never);
}

const LABEL_FIELDS = ['title', 'name', 'fullName', 'definition', 'quote', 'text', 'url', 'phone', 'email'];

/** A short plain-text name for lists (the Uzbek title, name or text). */
export function labelOf(rows: Row[]): string {
  const row = rows.find((candidate) => candidate.locale === 'uz') ?? rows[0] ?? {};
  for (const field of LABEL_FIELDS) {
    const value = row[field];
    if (typeof value !== 'string') continue;
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) return text.length > 120 ? `${text.slice(0, 119)}…` : text;
  }
  return '';
}
