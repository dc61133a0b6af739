import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fillAppealMailable } from '../src/data-moves/appeal-mailable';
import { purposeKey, seal } from '../src/lib/sealing';

const knex = createRequire(path.resolve(__dirname, '../package.json'))('knex') as typeof import('knex').knex;

test('appeals taken in before `mailable` existed get it from their sealed e-mail address, once', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lyceum-mailable-'));
  const before = process.env.APPEALS_KEY;
  process.env.APPEALS_KEY = 'a key for this test only';
  const db = knex({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'data.db') }, useNullAsDefault: true });
  try {
    const key = purposeKey('APPEALS_KEY', 'appeal-personal-data')!;
    await db.schema.createTable('appeals', (table) => {
      table.increments('id');
      table.text('sealed');
    });
    const sealed = (email: string) => seal(JSON.stringify({ name: 'N', phone: '+998901234567', email, subject: 'S', text: 'T' }), key);
    await db('appeals').insert([{ sealed: sealed('citizen@example.uz') }, { sealed: sealed('') }, { sealed: 'not sealed' }]);
    await db.transaction((trx) => fillAppealMailable(trx));
    const rows = await db('appeals').select('id', 'mailable').orderBy('id');
    assert.deepEqual(
      rows.map((row) => Boolean(row.mailable)),
      [true, false, false],
    );
    // A database that has the column is left as it is.
    await db('appeals').update({ mailable: false });
    await fillAppealMailable(db);
    assert.equal((await db('appeals').where({ mailable: true })).length, 0);
  } finally {
    await db.destroy();
    if (before === undefined) delete process.env.APPEALS_KEY;
    else process.env.APPEALS_KEY = before;
    rmSync(dir, { recursive: true, force: true });
  }
});
