import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { env } from '@strapi/utils';
import databaseConfig from '../config/database';

/** Strapi's own database layer and driver, as the cms resolves them. */
const cmsRequire = createRequire(path.resolve(__dirname, '../package.json'));
const knex = cmsRequire('knex') as typeof import('knex').knex;
/** What this test uses of better-sqlite3 (which ships no types). */
type Driver = new (file: string, options: { timeout: number }) => { prepare(sql: string): { run(): unknown }; close(): void };
const Database = cmsRequire('better-sqlite3') as Driver;

test("a SQLite transaction holds the write lock from its start, so another process's write cannot make it fail", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lyceum-sqlite-'));
  const filename = path.join(dir, 'data.db');
  const before = process.env.DATABASE_FILENAME;
  process.env.DATABASE_FILENAME = filename;
  const { connection } = databaseConfig({ env });
  // Strapi's name for the client is `sqlite`; knex's, for the driver it runs, `better-sqlite3`.
  const db = knex({ ...connection, client: 'better-sqlite3', pool: { ...connection.pool, min: 1, max: 1 } });
  // Another process, as a second Strapi or a restore is: it gives up at once rather than wait for the lock.
  const other = new Database(filename, { timeout: 0 });
  try {
    await db.schema.createTable('items', (table) => table.integer('n'));
    await db.transaction(async (trx) => {
      // A transaction that has only read so far: begun DEFERRED (knex's default), it would let the other process write
      // here, and its own write after that would fail with "database is locked".
      await trx('items').count({ count: '*' });
      assert.throws(() => other.prepare('INSERT INTO items (n) VALUES (2)').run(), /database is locked/);
      await trx('items').insert({ n: 1 });
    });
    other.prepare('INSERT INTO items (n) VALUES (2)').run();
    assert.deepEqual(
      (await db('items').select('n').orderBy('n')).map((row) => row.n),
      [1, 2],
    );
  } finally {
    other.close();
    await db.destroy();
    if (before === undefined) delete process.env.DATABASE_FILENAME;
    else process.env.DATABASE_FILENAME = before;
    rmSync(dir, { recursive: true, force: true });
  }
});
