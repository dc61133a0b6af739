import type { Core } from '@strapi/strapi';

type Row = Record<string, unknown>;
type Attributes = Record<string, { type: string; multiple?: boolean }>;

/** Every locale's row of one document, media fields as upload ids, as the database holds them. */
export interface DocumentRows {
  uid: string;
  rows: Row[];
}

const FILE = 'plugin::upload.file';

function mediaFields(strapi: Core.Strapi, uid: string): [string, boolean][] {
  const attributes = strapi.contentType(uid as never).attributes as Attributes;
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
  const found = (await strapi.db.query(uid as never).findMany({
    where,
    populate: Object.fromEntries(media.map(([field]) => [field, { select: ['id'] }])),
    orderBy: { id: 'asc' },
  })) as Row[];
  const rows = found.map(({ id: _id, ...row }) => {
    for (const [field, multiple] of media) {
      const value = row[field] as { id: number } | { id: number }[] | null | undefined;
      row[field] = multiple
        ? ((value as { id: number }[] | null) ?? []).map((file) => file.id)
        : ((value as { id: number } | null)?.id ?? null);
    }
    return row;
  });
  return { uid, rows };
}

/** Writes the rows back, each locale with its own files; an upload deleted meanwhile is left out. */
export async function writeRows(strapi: Core.Strapi, { uid, rows }: DocumentRows): Promise<void> {
  const media = mediaFields(strapi, uid);
  const ids = rows.flatMap((row) => media.flatMap(([field]) => [row[field]].flat())).filter((id) => typeof id === 'number');
  const existing = ids.length
    ? new Set(
        ((await strapi.db.query(FILE).findMany({ where: { id: { $in: ids } }, select: ['id'] })) as { id: number }[]).map((f) => f.id),
      )
    : new Set<number>();
  for (const row of rows) {
    const data: Row = { ...row };
    for (const [field, multiple] of media) {
      data[field] = multiple
        ? (row[field] as number[]).filter((id) => existing.has(id))
        : existing.has(row[field] as number)
          ? row[field]
          : null;
    }
    await strapi.db.query(uid as never).create({ data });
  }
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
