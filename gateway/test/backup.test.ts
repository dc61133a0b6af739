// On both databases: Strapi's export and import of each database, and a restore's rollback (docs/testing.md, "Which files run on SQLite").
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppealReceipt } from '@lyceum/contract';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { decryptFile } from '../../scripts/ops/lib/archive-encryption.mjs';
import { backupSite, restoreSite } from '../../scripts/ops/lib/backup.mjs';
import { ADMIN, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';
import { assertNoMarker, databaseDump, markedAppeal } from './support/appeals.js';
import { OLD_KEY, PASSWORD_HASH, everyRead, publicListing, strapiCipherArchive, uploadedFiles } from './site-state.js';

/** The built cms (its server code, not the panel) as each file's path and time of last change. */
async function builtCms(): Promise<Record<string, number>> {
  const dist = fileURLToPath(new URL('../../cms/dist/', import.meta.url));
  const files: Record<string, number> = {};
  for (const entry of await fs.readdir(dist, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !file.startsWith(path.join(dist, 'build'))) files[path.relative(dist, file)] = (await fs.stat(file)).mtimeMs;
  }
  return files;
}

/**
 * Resolves with `check()`'s first truthy answer, polling every few milliseconds, for as long as `work` runs: it
 * rejects once `work` has settled without `check()` having answered, so no clock decides (a loaded machine only
 * makes the wait longer).
 */
async function whileRunning<T>(work: Promise<unknown>, check: () => Promise<T | undefined>): Promise<T> {
  let settled = false;
  void work.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    const found = await check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('it ended before the moment waited for');
}

/** The pid of this process's child running Strapi's import. */
async function importChild(): Promise<number | undefined> {
  for (const pid of await fs.readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) !== process.pid) continue;
    const args = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (args.includes('import')) return Number(pid);
  }
  return undefined;
}

describe('backup and restore', () => {
  let stack: Stack;
  let dir: string;
  /** The temporary folder the backup code works in (TMPDIR), to see that it leaves no plaintext there. */
  let scratch: string;
  /** TMPDIR as it was, put back for the files that run after this one in the same process. */
  const tmpdir = process.env.TMPDIR;
  const leftInScratch = async () => (await fs.readdir(scratch)).filter((name) => name.startsWith('lyceum-'));
  /**
   * The first test's live backup, encrypted as by default, made once (an export loads the whole of Strapi) and restored
   * again by the later tests; what every read answered and the files Strapi kept when it was made, and the admin's
   * password then.
   */
  let encrypted: string;
  let archived: { reads: Record<string, unknown>; files: Record<string, string> };
  const changedAdmin = { ...ADMIN, password: 'Changed-Passw0rd-before-backup' };
  /** An appeal sent before the backup, its personal data marked (docs/appeals.md, "Personal data"), and its receipt. */
  const marker = crypto.randomUUID();
  let appeal: AppealReceipt;
  before(async () => {
    // Its own Strapi: the tests stop it, wipe its database and restore archives into it.
    stack = await startStack({}, { privateCms: true });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-backups-'));
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-scratch-'));
    process.env.TMPDIR = scratch;
  });
  after(async () => {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    await stack?.close();
    for (const folder of [dir, scratch]) if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  test('backup → wipe → restore gives identical answers for every read and identical file bytes', async () => {
    // Content beyond the seed: an edited news item with its own photo, and a deleted one in the trash.
    const photo = await uploadImage(stack, 900, 600);
    const news = {
      photo,
      publishedTime: '2035-01-01T00:00:00.000Z',
      type: 'NEWS',
      titleUz: 'Zaxira',
      titleEn: 'Backup',
      titleRu: 'Резерв',
      textUz: '<p>u</p>',
      textEn: '<p>e</p>',
      textRu: '<p>r</p>',
    };
    const created = await stack.call('POST', '/api/v1/blog', { body: news });
    assert.equal(created.status, 200, created.text);
    const trashed = await stack.call('POST', '/api/v1/blog', { body: { ...news, titleEn: 'Trashed', photo: await uploadImage(stack) } });
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${trashed.body.content.id}`)).status, 200);

    // The admin's password changed before the backup: after the restore only the changed one
    // works, so the account came from the archive (Strapi would re-create ADMIN on an empty database).
    changedAdmin.username = ADMIN.username;
    const changed = await stack.call('PUT', '/api/auth/password', {
      body: { currentPassword: ADMIN.password, password: changedAdmin.password },
    });
    assert.equal(changed.status, 200, changed.text);
    stack.token = changed.body.content.token;

    // The database holds the appeal sealed: a dump of it shows none of its personal data.
    appeal = await markedAppeal(stack, marker);
    assertNoMarker(await databaseDump(stack.cmsEnv), marker, 'a dump of the database');

    const reads = await everyRead(stack, changedAdmin);
    const files = await uploadedFiles(stack);
    archived = { reads, files };
    assert.ok(Object.keys(reads).length > 60, `${Object.keys(reads).length} reads`);
    assert.ok(files[photo], 'the new photo is among the files');

    // A live backup, encrypted by default (stack.cmsEnv has the BACKUP_PASSPHRASE generateSecrets()
    // makes, as .env does): an age file, neither gzip nor tar, with nothing of the content readable.
    const built = await builtCms();
    encrypted = await backupSite(stack.cmsEnv, { dir, quiet: true });
    assert.match(path.basename(encrypted), /^lyceum-.*\.tar\.gz\.age$/);
    assert.deepEqual(await fs.readdir(dir).then((names) => names.filter((name) => name.startsWith('lyceum-'))), [path.basename(encrypted)]);
    assert.deepEqual(await leftInScratch(), [], "Strapi's unencrypted export is deleted");
    const bytes = await fs.readFile(encrypted);
    assert.equal(bytes.subarray(0, 22).toString('latin1'), 'age-encryption.org/v1\n');
    assert.match(bytes.subarray(0, 200).toString('latin1'), /^-> scrypt \S{22} 18$/m, 'a passphrase with a salt of its own');
    assert.throws(() => zlib.gunzipSync(bytes), 'not gzip');
    assert.notEqual(bytes.subarray(257, 262).toString('latin1'), 'ustar', 'not tar');
    const text = bytes.toString('latin1');
    for (const known of ['Zaxira', 'Trashed', 'metadata.json', ADMIN.username]) assert.ok(!text.includes(known), `no "${known}" in it`);
    assert.doesNotMatch(text, PASSWORD_HASH, 'no password hash in it');

    await stack.cms.wipe();
    assert.deepEqual(await fs.readdir(stack.uploadsDir), []);
    await assert.rejects(
      restoreSite({ ...stack.cmsEnv, BACKUP_PASSPHRASE: '' }, encrypted, { quiet: true }),
      /encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with$/,
    );
    await restoreSite(stack.cmsEnv, encrypted, { quiet: true });
    assert.deepEqual(await leftInScratch(), [], 'the decrypted copy is deleted');
    assert.deepEqual(await builtCms(), built, "Strapi's export and import ran the built cms: nothing compiled, dist/ untouched");
    await stack.cms.restart();
    const diagnostics = (await fs.readdir(dir)).filter((name) => name.endsWith('.log'));
    assert.ok(diagnostics.length > 0, "Strapi's import log is kept beside the archive");
    for (const name of diagnostics) {
      assert.ok(!(await fs.readFile(path.join(dir, name), 'utf8')).includes(stack.cmsEnv.BACKUP_PASSPHRASE), 'no passphrase in it');
    }

    assert.deepEqual(await uploadedFiles(stack), files);
    assert.deepEqual(await everyRead(stack, changedAdmin), reads);
    const restoredAppeal = await stack.call('POST', '/api/public/appeals/status', {
      token: null,
      body: { number: appeal.number, code: appeal.code },
    });
    assert.equal(restoredAppeal.status, 200, `the appeal is restored, and its code still opens it: ${restoredAppeal.text}`);
    assert.deepEqual(
      (await fs.readdir(path.dirname(stack.uploadsDir))).sort(),
      ['uploads'],
      "neither Strapi's uploads_backup_* nor the restore's own copy is left",
    );
    assert.equal(
      (await stack.call('POST', '/api/auth', { body: ADMIN, token: null })).status,
      401,
      'the password of before the change no longer works',
    );

    // The restored trash still brings its item back, photo and all.
    const login = await stack.call('POST', '/api/auth', { body: changedAdmin, token: null });
    assert.equal(login.status, 200, login.text);
    stack.token = login.text;
    const entry = (await stack.call('GET', '/api/v1/trash')).body.content.content[0];
    assert.equal(entry.itemId, trashed.body.content.id);
    assert.equal((await stack.call('POST', `/api/v1/trash/${entry.id}/restore`)).status, 200);
    const back = await stack.call('GET', `/api/v1/blog/${entry.itemId}`);
    assert.equal(back.body.content.titleEn, 'Trashed');
    assert.ok(back.body.content.photo, 'with its photo');

    // The original password again, for the tests that follow.
    const reset = await stack.call('PUT', '/api/auth/password', {
      body: { currentPassword: changedAdmin.password, password: ADMIN.password },
    });
    assert.equal(reset.status, 200, reset.text);
    stack.token = reset.body.content.token;
  });

  test("no archive without a passphrase; an archive made with Strapi's cipher still restores", async () => {
    const before = (await fs.readdir(dir)).sort();
    await assert.rejects(
      backupSite({ ...stack.cmsEnv, BACKUP_PASSPHRASE: '' }, { dir, quiet: true }),
      /: BACKUP_PASSPHRASE is not set: npm start writes one into .env/,
    );
    await assert.rejects(
      backupSite({ ...stack.cmsEnv, BACKUP_PASSPHRASE: 'short' }, { dir, quiet: true }),
      /: BACKUP_PASSPHRASE is too short/,
    );
    assert.deepEqual((await fs.readdir(dir)).sort(), before, 'nothing written');

    // The first test's archive, as Strapi's cipher made them before age (an unencrypted archive asked for is
    // backup-refusals.test.ts's: the same export, made once).
    const plain = path.join(dir, path.basename(encrypted, '.age'));
    await decryptFile(encrypted, plain, stack.cmsEnv.BACKUP_PASSPHRASE);
    const contents = zlib.gunzipSync(await fs.readFile(plain));
    assert.ok(contents.includes(appeal.number), 'the appeals are in the backup');
    assertNoMarker(contents, marker, "a backup's decrypted contents");
    const old = await strapiCipherArchive(plain, OLD_KEY);
    const created = await stack.call('POST', '/api/v1/blog', {
      body: {
        photo: await uploadImage(stack),
        publishedTime: '2037-01-01T00:00:00.000Z',
        type: 'NEWS',
        titleUz: 'Eski',
        titleEn: 'Old',
        titleRu: 'Старый',
        textUz: '<p>u</p>',
        textEn: '<p>e</p>',
        textRu: '<p>r</p>',
      },
    });
    assert.equal(created.status, 200, created.text);
    await stack.cms.stop();
    try {
      await restoreSite({ ...stack.cmsEnv, BACKUP_ENCRYPTION_KEY: OLD_KEY }, old, { quiet: true });
    } finally {
      await stack.cms.restart();
    }
    assert.deepEqual(await uploadedFiles(stack), archived.files);
    assert.deepEqual(await everyRead(stack, changedAdmin), archived.reads, 'the news item made after the archive is gone, its photo too');
    await assert.rejects(restoreSite(stack.cmsEnv, path.join(dir, 'missing.tar.gz.age'), { quiet: true }), /No such backup file/);

    // The archive's admin password again, put back for the test that follows.
    const login = await stack.call('POST', '/api/auth', { body: changedAdmin, token: null });
    assert.equal(login.status, 200, login.text);
    const reset = await stack.call('PUT', '/api/auth/password', {
      body: { currentPassword: changedAdmin.password, password: ADMIN.password },
      token: login.text,
    });
    assert.equal(reset.status, 200, reset.text);
    stack.token = reset.body.content.token;
  });

  test('a restore killed in the middle of the import leaves the database and the uploads as they were', async () => {
    // Content the first test's archive does not have, so that a restore that went through would show.
    const created = await stack.call('POST', '/api/v1/blog', {
      body: {
        photo: await uploadImage(stack, 640, 480),
        publishedTime: '2036-01-01T00:00:00.000Z',
        type: 'NEWS',
        titleUz: 'Keyin',
        titleEn: 'After',
        titleRu: 'После',
        textUz: '<p>u</p>',
        textEn: '<p>e</p>',
        textRu: '<p>r</p>',
      },
    });
    assert.equal(created.status, 200, created.text);
    const reads = await everyRead(stack);
    const files = await uploadedFiles(stack);
    const listing = await publicListing(stack);
    await stack.cms.stop();

    // Killed (SIGKILL, as a crash or the OOM killer would) once Strapi has set the uploads aside.
    const publicDir = path.dirname(stack.uploadsDir);
    const restoring = restoreSite(stack.cmsEnv, encrypted, { quiet: true });
    restoring.catch(() => {});
    try {
      const pid = await whileRunning(restoring, async () =>
        (await fs.readdir(publicDir)).some((name) => name.startsWith('uploads_backup_')) ? importChild() : undefined,
      );
      process.kill(pid, 'SIGKILL');
      await assert.rejects(
        restoring,
        /Restore of lyceum-.*failed; the database and uploads are as they were: strapi import failed: it was killed \(SIGKILL\)/,
      );
      assert.deepEqual(await publicListing(stack), listing, 'the uploads folder is back as it was, nothing stray beside it');
      assert.deepEqual(await leftInScratch(), [], 'the decrypted copy is deleted');
    } finally {
      await restoring.catch(() => {});
      await stack.cms.restart();
    }
    assert.deepEqual(await uploadedFiles(stack), files);
    assert.deepEqual(await everyRead(stack), reads);
  });
});
