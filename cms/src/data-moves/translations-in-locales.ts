/**
 * The optional translations of a person's name and position and of a gallery caption move from columns of their own
 * (`full_name_en`, `definition_ru`, …) into Strapi's locales, where every other text is (docs/content-model.md,
 * "Languages"): each stored item becomes its `uz` row and an `en` and a `ru` row with the same document id, times and
 * photos, and the items in the trash are rewritten the same way, so that a restore brings them back in three
 * languages. It moves whatever the old columns still hold, whenever they are there (docs/schema-changes.md,
 * "Moves of stored data"); a database without them is left as it is.
 */
import type { Knex } from 'knex';

type Row = Record<string, unknown>;

/** What moves: each kind's table and the fields whose translations had columns (snake_case column: camelCase attribute). */
const MOVES = [
  { kind: 'person', uid: 'api::person.person', table: 'people', fields: { full_name: 'fullName', position: 'position' } },
  { kind: 'media-item', uid: 'api::media-item.media-item', table: 'media_items', fields: { definition: 'definition' } },
] as const;

/** Each translation's locale and the suffixes its column and attribute had. */
const TRANSLATIONS = [
  { locale: 'en', column: '_en', attribute: 'En' },
  { locale: 'ru', column: '_ru', attribute: 'Ru' },
] as const;
const DEFAULT_LOCALE = 'uz';

/** knex gives an inserted row's id as a number (SQLite) or as `{ id }` (PostgreSQL's RETURNING). */
const idOf = (inserted: unknown): number => Number(typeof inserted === 'object' && inserted !== null ? (inserted as Row).id : inserted);

async function moveRows(knex: Knex, { uid, table, fields }: (typeof MOVES)[number]) {
  const columns = Object.keys(fields);
  const rows = (await knex(table).whereNull('locale').orderBy('id')) as Row[];
  for (const row of rows) {
    await knex(table).where({ id: row.id }).update({ locale: DEFAULT_LOCALE });
    // A photo belongs to each locale's row (Strapi links media per row), so each new row gets the same links.
    const links = (await knex('files_related_mph').where({ related_id: row.id, related_type: uid }).orderBy('id')) as Row[];
    for (const translation of TRANSLATIONS) {
      const { id: _id, ...copy } = row;
      for (const column of columns) copy[column] = row[`${column}${translation.column}`] ?? null;
      const [inserted] = await knex(table)
        .insert({ ...copy, locale: translation.locale })
        .returning('id');
      const id = idOf(inserted);
      if (links.length) await knex('files_related_mph').insert(links.map(({ id: _link, ...link }) => ({ ...link, related_id: id })));
    }
  }
}

/** A trashed item's row (attributes by name, as the trash keeps them) as its three locales' rows. */
function localeRows(row: Row, attributes: readonly string[]): Row[] {
  if (row.locale != null) return [row];
  const base = { ...row };
  for (const attribute of attributes) for (const translation of TRANSLATIONS) delete base[`${attribute}${translation.attribute}`];
  return [
    { ...base, locale: DEFAULT_LOCALE },
    ...TRANSLATIONS.map((translation) => ({
      ...base,
      ...Object.fromEntries(attributes.map((attribute) => [attribute, row[`${attribute}${translation.attribute}`] ?? null])),
      locale: translation.locale,
    })),
  ];
}

async function moveTrash(knex: Knex, { kind, uid, fields }: (typeof MOVES)[number]) {
  const attributes = Object.values(fields);
  const entries: { id: number; snapshot: unknown }[] = await knex('trash_entries').where({ kind }).select('id', 'snapshot');
  for (const entry of entries) {
    const snapshot = (typeof entry.snapshot === 'string' ? JSON.parse(entry.snapshot) : entry.snapshot) as {
      documents: { uid: string; rows: Row[] }[];
    };
    for (const document of snapshot.documents) {
      if (document.uid === uid) document.rows = document.rows.flatMap((row) => localeRows(row, attributes));
    }
    await knex('trash_entries')
      .where({ id: entry.id })
      .update({ snapshot: JSON.stringify(snapshot) });
  }
}

export async function moveTranslationsToLocales(knex: Knex): Promise<void> {
  for (const move of MOVES) {
    const [first] = Object.keys(move.fields);
    if (!(await knex.schema.hasColumn(move.table, `${first}_en`))) continue;
    await moveRows(knex, move);
    if (await knex.schema.hasTable('trash_entries')) await moveTrash(knex, move);
  }
}
