// On both databases: a move of stored rows and of the trash's JSON, which each database keeps its own way.
/**
 * The optional translations' move into Strapi's locales (cms/src/data-moves/translations-in-locales.ts), on a
 * database the previous release made: fixtures/previous-release holds one per database (main
 * df09d98's seeded demo content; through its API, a person and a video caption with some translations left out, and
 * a person and a video deleted into the trash) and what that release answered to every read of the staff and the
 * galleries, in every language and as the admin reads them. This release's Strapi starts on a copy and migrates it:
 * every one of those reads answers byte for byte as before, each item has its three locales with the same photos, the
 * trashed items come back with their translations, and an edit that leaves a translation out keeps it.
 * It starts a Strapi of its own on the fixture (privateCms: true).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { runSql, startStack, type Snapshot, type Stack } from './harness.js';
import { onServer } from '../../scripts/lib/snapshot.mjs';

const FIXTURES = new URL('./fixtures/previous-release/', import.meta.url);
const server = process.env.TEST_POSTGRES_URL;
const database = server ? 'postgres' : 'sqlite';
const recorded = JSON.parse(await fs.readFile(new URL(`reads-${database}.json`, FIXTURES), 'utf8')) as {
  deleted: { person: string; video: string };
  reads: Record<string, string>;
};

/** The fixture as a snapshot the harness copies: a file for SQLite, a template database for PostgreSQL. */
async function previousRelease(dir: string): Promise<{ snapshot: Snapshot; env: Record<string, string>; drop: () => Promise<void> }> {
  await fs.mkdir(path.join(dir, 'public', 'uploads'), { recursive: true });
  if (!server) {
    const file = path.join(dir, 'data.db');
    await fs.writeFile(file, zlib.gunzipSync(await fs.readFile(new URL('sqlite.db.gz', FIXTURES))));
    return { snapshot: { database: 'sqlite', dir }, env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file }, drop: async () => {} };
  }
  const name = `lyceum_previous_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  execFileSync('psql', ['--quiet', '--set', 'ON_ERROR_STOP=1', '--dbname', url.href], {
    input: zlib.gunzipSync(await fs.readFile(new URL('postgres.sql.gz', FIXTURES))),
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  return {
    snapshot: { database: 'postgres', server, name, dir },
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.href },
    drop: async () => {
      await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A trash list with its entries' expiry left out: the fixture's entries are given a new one (their 30 days run out). */
const withoutExpiry = (text: string) => JSON.stringify(JSON.parse(text, (key, value) => (key === 'expiresAt' ? undefined : value)));

describe('optional translations moved into locales on a database of the previous release', () => {
  let stack: Stack;
  let dir: string;
  let drop = async () => {};
  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-previous-'));
    const fixture = await previousRelease(dir);
    drop = fixture.drop;
    await runSql(fixture.env, {
      postgres: "UPDATE trash_entries SET expires_at = now() + interval '30 days'",
      sqlite: "UPDATE trash_entries SET expires_at = (unixepoch('now', '+30 days') * 1000)",
    });
    stack = await startStack({}, { snapshot: fixture.snapshot });
  });
  after(async () => {
    await stack?.close();
    await drop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  test('every read of the staff and the galleries answers byte for byte as the previous release did', async () => {
    for (const [route, before] of Object.entries(recorded.reads)) {
      const answer = await stack.call('GET', route);
      assert.equal(answer.status, 200, `${route}: ${answer.text}`);
      if (route.startsWith('/api/v1/trash')) assert.equal(withoutExpiry(answer.text), withoutExpiry(before), route);
      else assert.equal(answer.text, before, route);
    }
  });

  test('each person and gallery item is stored in three locales, each with the same photos, and the old columns are gone', async () => {
    for (const [table, uid] of [
      ['people', 'api::person.person'],
      ['media_items', 'api::media-item.media-item'],
    ]) {
      const rows = await stack.sql(
        {
          postgres: `SELECT document_id, locale, (SELECT string_agg(f.file_id::text || ':' || f.field, ',' ORDER BY f.field, f."order") FROM files_related_mph f WHERE f.related_id = t.id AND f.related_type = $1) AS files FROM ${table} t`,
          sqlite: `SELECT document_id, locale, (SELECT group_concat(file_id || ':' || field, ',') FROM (SELECT f.file_id, f.field FROM files_related_mph f WHERE f.related_id = t.id AND f.related_type = ? ORDER BY f.field, f."order")) AS files FROM ${table} t`,
        },
        [uid],
      );
      const byDocument = new Map<string, typeof rows>();
      for (const row of rows) byDocument.set(String(row.document_id), [...(byDocument.get(String(row.document_id)) ?? []), row]);
      assert.ok(byDocument.size > 3, table);
      for (const [documentId, locales] of byDocument) {
        assert.deepEqual(locales.map((row) => row.locale).sort(), ['en', 'ru', 'uz'], `${table} ${documentId}`);
        assert.equal(new Set(locales.map((row) => row.files ?? '')).size, 1, `${table} ${documentId}: the same photos in every locale`);
      }
      const columns = await stack.sql(
        {
          postgres: 'SELECT column_name AS name FROM information_schema.columns WHERE table_name = $1',
          sqlite: 'SELECT name FROM pragma_table_info(?)',
        },
        [table],
      );
      assert.deepEqual(
        columns.map((column) => String(column.name)).filter((name) => /_(en|ru)$/.test(name)),
        [],
        table,
      );
    }
  });

  test('the trashed person and video come back with their translations, and an edit that leaves them out keeps them', async () => {
    const entries = (await stack.call('GET', '/api/v1/trash?size=100')).body.content.content as { id: string; itemId: string }[];
    for (const itemId of [recorded.deleted.person, recorded.deleted.video]) {
      const entry = entries.find((candidate) => candidate.itemId === itemId);
      assert.ok(entry, itemId);
      const restored = await stack.call('POST', `/api/v1/trash/${entry.id}/restore`);
      assert.equal(restored.status, 200, restored.text);
    }
    const staff = (await stack.call('GET', '/api/v1/staff?type=STAFF')).body.content as Record<string, string>[];
    const person = staff.find((candidate) => candidate.id === recorded.deleted.person);
    assert.ok(person, 'the person is back');
    assert.deepEqual(
      [person.fullNameEn, person.fullNameRu, person.positionEn],
      ['Ergashev Jasur Tokhirovich', 'Эргашев Жасур Тохирович', 'Chemistry Teacher'],
    );
    const ru = (await stack.call('GET', '/api/public/staff?type=STAFF&lang=ru')).body.content as Record<string, string>[];
    assert.equal(ru.find((candidate) => candidate.id === person.id)?.position, 'Учитель химии');

    const videos = (await stack.call('GET', '/api/public/media?type=VIDEO_GALLERY&size=100&lang=en')).body.content.content as Record<
      string,
      string
    >[];
    assert.equal(videos.find((video) => video.id === recorded.deleted.video)?.definition, 'Scenes from lyceum life');

    // An edit of the kind a client that knows only the contract's first fields makes: the translations stay.
    const { fullNameEn: _en, fullNameRu: _ru, positionEn: _pen, positionRu: _pru, ...untranslated } = person;
    const edited = await stack.call('POST', '/api/v1/staff', { body: { ...untranslated, phone: '+998 71 260 48 99' } });
    assert.equal(edited.status, 200, edited.text);
    const en = (await stack.call('GET', '/api/public/staff?type=STAFF&lang=en')).body.content as Record<string, string>[];
    assert.deepEqual(
      (({ fullName, position, phone }) => ({ fullName, position, phone }))(en.find((candidate) => candidate.id === person.id)!),
      { fullName: 'Ergashev Jasur Tokhirovich', position: 'Chemistry Teacher', phone: '+998 71 260 48 99' },
    );
  });
});
