import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
// @ts-expect-error plain ESM helper shared with the backup scripts (no type declarations)
import { backupSite, restoreSite } from '../../scripts/lib/backup.mjs';
import { KIND_NAMES } from '../src/kinds.js';
import { ADMIN, startGateway, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

const LANGS = ['uz', 'en', 'ru'];
const KEY = 'a-test-backup-key';

/**
 * Every public read (in each language) and every admin read of the contract, through a gateway
 * with an empty cache, so that the answers come from what Strapi holds now.
 */
async function everyRead(stack: Stack, admin = ADMIN): Promise<Record<string, unknown>> {
  const gateway = await startGateway({ CMS_URL: stack.cmsUrl });
  try {
    const login = await fetch(`${gateway.url}/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    assert.equal(login.status, 200, 'the admin signs in with the same password');
    const token = await login.text();
    const answers: Record<string, unknown> = {};
    const read = async (route: string) => {
      const response = await fetch(
        `${gateway.url}${route}`,
        route.startsWith('/api/v1') ? { headers: { Authorization: `Bearer ${token}` } } : {},
      );
      const body = (await response.json()) as { content: any };
      answers[route] = { status: response.status, body };
      return body.content;
    };

    for (const lang of LANGS) {
      const news = await read(`/api/public/news?size=100&lang=${lang}`);
      for (const item of news.content) await read(`/api/public/news/${item.id}?lang=${lang}`);
      for (const item of await read(`/api/public/menu?lang=${lang}`)) {
        await read(`/api/public/page?groupName=${item.groupName}&url=${encodeURIComponent(item.url)}&lang=${lang}`);
      }
      for (const kind of KIND_NAMES) await read(`/api/public/base?type=${kind}&lang=${lang}`);
    }
    for (const type of ['PHOTO_GALLERY', 'VIDEO_GALLERY']) await read(`/api/public/media?type=${type}&size=100`);
    for (const type of ['LEADER', 'STAFF']) {
      await read(`/api/public/staff?type=${type}`);
      await read(`/api/v1/staff?type=${type}`);
    }

    for (const item of (await read('/api/v1/blog?size=100')).content) await read(`/api/v1/blog/${item.id}`);
    for (const item of await read('/api/v1/menu')) {
      await read(`/api/v1/menu/${item.id}`);
      await read(`/api/v1/page?menu=${item.id}`);
    }
    for (const kind of KIND_NAMES) await read(`/api/v1/baseInfo?type=${kind}`);
    await read('/api/v1/media?size=100');
    await read('/api/v1/trash?size=100');
    await read('/api/v1/audit?size=100');
    return answers;
  } finally {
    await gateway.close();
  }
}

/** Every uploaded file (originals and their resized copies) by name, as a hash of its bytes; Strapi's own dotfiles aside. */
async function uploadedFiles(stack: Stack): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await fs.readdir(stack.uploadsDir)).filter((name) => !name.startsWith('.')).sort()) {
    files[name] = crypto
      .createHash('sha256')
      .update(await fs.readFile(path.join(stack.uploadsDir, name)))
      .digest('hex');
  }
  return files;
}

/** Every entry of Strapi's public folder and of its uploads folder, Strapi's dotfiles included: no stray folder may be left. */
async function publicListing(stack: Stack): Promise<string[]> {
  const publicDir = path.dirname(stack.uploadsDir);
  const top = (await fs.readdir(publicDir)).sort();
  const uploads = (await fs.readdir(stack.uploadsDir)).sort().map((name) => `uploads/${name}`);
  return [...top, ...uploads];
}

/** Resolves with `check()`'s first truthy answer, polling every few milliseconds. */
async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('timed out');
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
  before(async () => {
    stack = await startStack();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-backup-'));
  });
  after(async () => {
    await stack?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
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
    const changedAdmin = { ...ADMIN, password: 'Changed-Passw0rd-before-backup' };
    const changed = await stack.call('PUT', '/api/auth/password', {
      body: { currentPassword: ADMIN.password, password: changedAdmin.password },
    });
    assert.equal(changed.status, 200, changed.text);
    stack.token = changed.body.content.token;

    const reads = await everyRead(stack, changedAdmin);
    const files = await uploadedFiles(stack);
    assert.ok(Object.keys(reads).length > 60, `${Object.keys(reads).length} reads`);
    assert.ok(files[photo], 'the new photo is among the files');

    // A live backup, encrypted: the archive is not readable without the key.
    const archive: string = await backupSite({ ...stack.cmsEnv, BACKUP_ENCRYPTION_KEY: KEY }, { dir, quiet: true });
    assert.match(path.basename(archive), /^lyceum-.*\.tar\.gz\.enc$/);
    const bytes = await fs.readFile(archive);
    assert.throws(() => zlib.gunzipSync(bytes), 'an encrypted archive is not plain gzip');

    await stack.wipeCms();
    assert.deepEqual(await fs.readdir(stack.uploadsDir), []);
    await assert.rejects(restoreSite(stack.cmsEnv, archive, { quiet: true }), /encrypted: set BACKUP_ENCRYPTION_KEY/);
    await restoreSite({ ...stack.cmsEnv, BACKUP_ENCRYPTION_KEY: KEY }, archive, { quiet: true });
    await stack.restartCms();
    const diagnostics = (await fs.readdir(dir)).filter((name) => name.endsWith('.log'));
    assert.ok(diagnostics.length > 0, "Strapi's import log is kept beside the archive");
    for (const name of diagnostics) assert.ok(!(await fs.readFile(path.join(dir, name), 'utf8')).includes(KEY), 'no key in it');

    assert.deepEqual(await uploadedFiles(stack), files);
    assert.deepEqual(await everyRead(stack, changedAdmin), reads);
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

  test('a wrong key, a damaged archive or a file that is no backup: one clear line, and nothing changes', async () => {
    const encrypted: string = await backupSite({ ...stack.cmsEnv, BACKUP_ENCRYPTION_KEY: KEY }, { dir, quiet: true });
    const plain: string = await backupSite(stack.cmsEnv, { dir, quiet: true });
    const reads = await everyRead(stack);
    const files = await uploadedFiles(stack);
    const listing = await publicListing(stack);
    await stack.stopCms();

    const bytes = await fs.readFile(encrypted);
    const plainBytes = await fs.readFile(plain);
    const write = async (name: string, content: Buffer | string) => {
      await fs.writeFile(path.join(dir, name), content);
      return path.join(dir, name);
    };
    const flipped = Buffer.from(plainBytes);
    flipped[Math.floor(flipped.length / 2)] ^= 0xff;
    const cases: [string, Record<string, string>, RegExp][] = [
      [encrypted, { BACKUP_ENCRYPTION_KEY: 'not-the-key' }, /: wrong BACKUP_ENCRYPTION_KEY or not a backup archive$/],
      [
        await write('truncated.tar.gz.enc', bytes.subarray(0, Math.floor(bytes.length * 0.6))),
        { BACKUP_ENCRYPTION_KEY: KEY },
        /: the archive is damaged or incomplete/,
      ],
      [
        await write('truncated.tar.gz', plainBytes.subarray(0, Math.floor(plainBytes.length * 0.6))),
        {},
        /: the archive is damaged or incomplete/,
      ],
      [await write('flipped.tar.gz', flipped), {}, /: the archive is damaged or incomplete/],
      [await write('notes.tar.gz', 'not an archive at all\n'), {}, /: not a backup archive$/],
      [
        await write('notes.tar.gz.enc', crypto.randomBytes(4096)),
        { BACKUP_ENCRYPTION_KEY: KEY },
        /: wrong BACKUP_ENCRYPTION_KEY or not a backup archive$/,
      ],
      [await write('other.tar.gz', zlib.gzipSync(Buffer.alloc(1024))), {}, /: not a backup archive \(no valid tar archive inside\)$/],
    ];
    try {
      for (const [file, env, message] of cases) {
        await assert.rejects(restoreSite({ ...stack.cmsEnv, ...env }, file, { quiet: true }), (error: Error) => {
          assert.match(error.message, new RegExp(`^Could not read ${path.basename(file).replace(/\./g, '\\.')}${message.source}`));
          assert.ok(!error.message.includes('\n'), `one line: ${error.message}`);
          return true;
        });
        assert.deepEqual(await publicListing(stack), listing, `${path.basename(file)}: the uploads folder untouched`);
      }
    } finally {
      await stack.restartCms();
    }
    assert.deepEqual(await uploadedFiles(stack), files);
    assert.deepEqual(await everyRead(stack), reads);
  });

  test('a restore killed in the middle of the import leaves the database and the uploads as they were', async () => {
    const archive: string = await backupSite(stack.cmsEnv, { dir, quiet: true });
    // Different content from the archive's, so that a restore that went through would show.
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
    await stack.stopCms();

    // Killed (SIGKILL, as a crash or the OOM killer would) once Strapi has set the uploads aside.
    const publicDir = path.dirname(stack.uploadsDir);
    const restoring = restoreSite(stack.cmsEnv, archive, { quiet: true });
    restoring.catch(() => {});
    const pid = await waitFor(async () =>
      (await fs.readdir(publicDir)).some((name) => name.startsWith('uploads_backup_')) ? importChild() : undefined,
    );
    try {
      process.kill(pid, 'SIGKILL');
      await assert.rejects(
        restoring,
        /Restore of lyceum-.*failed; the database and uploads are as they were: strapi import failed: it was killed \(SIGKILL\)/,
      );
      assert.deepEqual(await publicListing(stack), listing, 'the uploads folder is back as it was, nothing stray beside it');
    } finally {
      await restoring.catch(() => {});
      await stack.restartCms();
    }
    assert.deepEqual(await uploadedFiles(stack), files);
    assert.deepEqual(await everyRead(stack), reads);
  });

  test('an unencrypted backup when no key is set; a missing file is a clear error', async () => {
    const archive: string = await backupSite(stack.cmsEnv, { dir, quiet: true });
    assert.match(path.basename(archive), /^lyceum-.*\.tar\.gz$/);
    assert.ok(zlib.gunzipSync(await fs.readFile(archive)).length > 0);
    await assert.rejects(restoreSite(stack.cmsEnv, path.join(dir, 'missing.tar.gz'), { quiet: true }), /No such backup file/);
  });
});
