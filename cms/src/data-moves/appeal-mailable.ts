/**
 * Whether an appeal's citizen gave an e-mail address (`mailable`) is kept plain beside the sealed fields, so that the
 * inbox's list shows it without opening them (docs/appeals.md, "The inbox"). Appeals taken in before the column
 * existed get it here, opened once with APPEALS_KEY, before Strapi adds the column with its default (false) for them.
 * A database that has the column, or no appeals yet, is left as it is.
 */
import type { Knex } from 'knex';
import { openPersonal } from '../api/appeal/lib/keys';
import { purposeKey } from '../lib/sealing';

export async function fillAppealMailable(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('appeals')) || (await knex.schema.hasColumn('appeals', 'mailable'))) return;
  await knex.schema.alterTable('appeals', (table) => table.boolean('mailable').defaultTo(false));
  const key = purposeKey('APPEALS_KEY', 'appeal-personal-data');
  // Without the key no appeal can be opened, nor answered: the flag stays false, as for an appeal without an address.
  if (!key) return;
  const rows = await knex<{ id: number; sealed: string }>('appeals').select('id', 'sealed');
  const mailable = rows.filter((row) => Boolean(openPersonal(row.sealed, key).email)).map((row) => row.id);
  if (mailable.length) await knex('appeals').whereIn('id', mailable).update({ mailable: true });
}
