import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { fillAppealMailable } from './appeal-mailable';
import { moveTranslationsToLocales } from './translations-in-locales';

/** Each move of stored data a change of the content kinds needs, in the order they were made. */
const MOVES: ((knex: Knex) => Promise<void>)[] = [moveTranslationsToLocales, fillAppealMailable];

/**
 * Runs the moves of stored data (docs/schema-changes.md, "Moves of stored data") at every start, in one transaction,
 * just before Strapi syncs the tables with the schemas (which drops the columns they read). Each move looks at what
 * the database holds, not at a record of having run (Strapi's own migrations keep one in `strapi_migrations`): a
 * rollback restores data of the old shape and leaves such a record behind, and the next upgrade must move that data
 * again.
 */
export function registerDataMoves(strapi: Core.Strapi): void {
  strapi.hook('strapi::content-types.beforeSync').register(async () => {
    await strapi.db.connection.transaction(async (trx) => {
      for (const move of MOVES) await move(trx);
    });
  });
}
