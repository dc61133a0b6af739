import type { Core } from '@strapi/strapi';

/** What a transaction's `raw` needs here: knex's transaction, as Strapi's `db.transaction` hands it. */
interface Raw {
  raw(sql: string, bindings: unknown[]): Promise<unknown>;
}

/**
 * Holds a PostgreSQL advisory lock until the transaction `trx` ends, so that changes taking the same `key` run one at a
 * time, whichever instance makes them. SQLite runs one write transaction at a time anyway.
 */
export async function lockFor(strapi: Core.Strapi, trx: Raw, key: number): Promise<void> {
  if (strapi.db.dialect.client === 'postgres') await trx.raw('select pg_advisory_xact_lock(?)', [key]);
}

/** `change` run in a transaction under the lock `key`: what it checks still holds when it writes. */
export const oneAtATime =
  (strapi: Core.Strapi, key: number) =>
  <T>(change: () => Promise<T>): Promise<T> =>
    strapi.db.transaction(async ({ trx }) => {
      await lockFor(strapi, trx, key);
      return change();
    }) as Promise<T>;
