// On both databases: Strapi's export and import of each database, and a restore's rollback (docs/testing.md, "Which files run on SQLite").
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { encryptFile } from '../../scripts/ops/lib/archive-encryption.mjs';
import { backupSite, restoreSite } from '../../scripts/ops/lib/backup.mjs';
import { BASE_TYPES, LOCALES as LANGS } from '@lyceum/contract';
import { ADMIN, startGateway, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

/** The key of Strapi's own archive cipher, which archives made before age were encrypted with. */
const OLD_KEY = 'a-test-backup-key';
const PLAINTEXT = { BACKUP_PLAINTEXT: 'true' };
const requireFromCms = createRequire(new URL('../../cms/package.json', import.meta.url));

/** An archive as `strapi export --key` made them before age: Strapi's export gzipped, then Strapi's cipher (AES-128-ECB). */
async function strapiCipherArchive(plain: string, key: string): Promise<string> {
  const { createEncryptionCipher } = requireFromCms('@strapi/data-transfer').utils.encryption;
  const target = plain.replace(/^(.*)(\.tar\.gz)$/, '$1-old$2.enc');
  await pipeline(createReadStream(plain), createEncryptionCipher(key), createWriteStream(target));
  return target;
}

/** A bcrypt hash, as the lyceum admins' passwords are stored. */
const PASSWORD_HASH = /\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}/;

/** Runs `work` on every item, a few at a time. */
async function eachFew<T>(items: T[], work: (item: T) => Promise<unknown>, at = 3): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: at }, worker));
}

/**
 * Every public read (in each language) and every admin read of the contract, through a gateway
 * with an empty cache, so that the answers come from what Strapi holds now. The lists are read
 * first, then every item they name; a few reads at a time keep Strapi and the gateway both busy. The test is about
 * what Strapi holds, not about its speed: this gateway waits for Strapi as long as a machine busy with the other
 * lanes may need (30 s, where the suite's gateways give up after 5 s), and an outage answer fails at once.
 */
async function everyRead(stack: Stack, admin = ADMIN): Promise<Record<string, unknown>> {
  const gateway = await startGateway({ CMS_URL: stack.cmsUrl, CMS_TIMEOUT_MS: '30000' });
  try {
    const login = await fetch(`${gateway.url}/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    assert.equal(login.status, 200, 'the admin signs in with the same password');
    const token = await login.text();
    const answers: Record<string, { status: number; body: { content: any } }> = {};
    const read = async (route: string) => {
      const response = await fetch(
        `${gateway.url}${route}`,
        route.startsWith('/api/v1') ? { headers: { Authorization: `Bearer ${token}` } } : {},
      );
      assert.ok(response.status < 500, `${route} answered ${response.status}: Strapi's data could not be read`);
      answers[route] = { status: response.status, body: (await response.json()) as { content: any } };
    };
    const content = (route: string) => answers[route].body.content;
    const newsList = (lang: string) => `/api/public/news?size=100&lang=${lang}`;
    const menu = (lang: string) => `/api/public/menu?lang=${lang}`;

    await eachFew(
      [
        ...LANGS.flatMap((lang) => [newsList(lang), menu(lang), ...BASE_TYPES.map((kind) => `/api/public/base?type=${kind}&lang=${lang}`)]),
        ...['PHOTO_GALLERY', 'VIDEO_GALLERY'].map((type) => `/api/public/media?type=${type}&size=100`),
        ...['LEADER', 'STAFF'].flatMap((type) => [`/api/public/staff?type=${type}`, `/api/v1/staff?type=${type}`]),
        '/api/v1/blog?size=100',
        '/api/v1/menu',
        ...BASE_TYPES.map((kind) => `/api/v1/baseInfo?type=${kind}`),
        '/api/v1/media?size=100',
        '/api/v1/trash?size=100',
        '/api/v1/audit?size=100',
      ],
      read,
    );
    await eachFew(
      [
        ...LANGS.flatMap((lang) => [
          ...content(newsList(lang)).content.map((item: { id: string }) => `/api/public/news/${item.id}?lang=${lang}`),
          ...content(menu(lang)).map(
            (item: { groupName: string; url: string }) =>
              `/api/public/page?groupName=${item.groupName}&url=${encodeURIComponent(item.url)}&lang=${lang}`,
          ),
        ]),
        ...content('/api/v1/blog?size=100').content.map((item: { id: string }) => `/api/v1/blog/${item.id}`),
        ...content('/api/v1/menu').flatMap((item: { id: string }) => [`/api/v1/menu/${item.id}`, `/api/v1/page?menu=${item.id}`]),
      ],
      read,
    );
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
  const leftInScratch = async () => (await fs.readdir(scratch)).filter((name) => name.startsWith('lyceum-'));
  // Each archive is made once (an export loads the whole of Strapi) and serves the tests after the one that made it.
  /** The first test's live backup, encrypted as by default. */
  let encrypted: string;
  /** The unencrypted archive made on request, and the same in Strapi's old cipher. */
  let plain: string;
  let old: string;
  before(async () => {
    // Its own Strapi: the tests stop it, wipe its database and restore archives into it.
    stack = await startStack({}, { privateCms: true });
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-backups-'));
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-scratch-'));
    process.env.TMPDIR = scratch;
  });
  after(async () => {
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

  test("no archive without a passphrase unless unencrypted is asked for; an archive made with Strapi's cipher still restores", async () => {
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

    // Asked for, an unencrypted archive: gzip, with the content and the password hashes readable
    // (what the encrypted archive of the first test was checked not to show).
    plain = await backupSite({ ...stack.cmsEnv, ...PLAINTEXT }, { dir, quiet: true });
    assert.match(path.basename(plain), /^lyceum-.*\.tar\.gz$/);
    const tar = zlib.gunzipSync(await fs.readFile(plain)).toString('latin1');
    assert.ok(tar.includes('Zaxira') && tar.includes('metadata.json'));
    assert.match(tar, PASSWORD_HASH);

    old = await strapiCipherArchive(plain, OLD_KEY);
    const reads = await everyRead(stack);
    const files = await uploadedFiles(stack);
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
    assert.deepEqual(await uploadedFiles(stack), files);
    assert.deepEqual(await everyRead(stack), reads, 'the news item made after the archive is gone, its photo too');
    await assert.rejects(restoreSite(stack.cmsEnv, path.join(dir, 'missing.tar.gz.age'), { quiet: true }), /No such backup file/);

    // The token from before the restore no longer holds, as after the first test's: sign in again for the tests that follow.
    const login = await stack.call('POST', '/api/auth', { body: ADMIN, token: null });
    assert.equal(login.status, 200, login.text);
    stack.token = login.text;
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

  test('a wrong key, a tampered, damaged or unencrypted archive, or a file that is no backup: one clear line, and nothing changes', async () => {
    // Every archive is refused before Strapi is loaded: Strapi keeps running, and a restore that
    // got as far as its import would change what it serves.
    const reads = await everyRead(stack);
    const files = await uploadedFiles(stack);
    const listing = await publicListing(stack);

    const bytes = await fs.readFile(encrypted);
    const plainBytes = await fs.readFile(plain);
    const oldBytes = await fs.readFile(old);
    const write = async (name: string, content: Buffer | string) => {
      await fs.writeFile(path.join(dir, name), content);
      return path.join(dir, name);
    };
    const flip = (content: Buffer, at: number) => {
      const copy = Buffer.from(content);
      copy[at] ^= 0x01;
      return copy;
    };
    // In the header's base64 salt, another base64 letter: still a well-formed age header.
    const otherSalt = (content: Buffer) => {
      const copy = Buffer.from(content);
      const at = copy.indexOf('-> scrypt ') + 12;
      copy[at] = copy[at] === 0x41 ? 0x42 : 0x41;
      return copy;
    };
    const middle = (content: Buffer) => Math.floor(content.length / 2);
    const truncated = (content: Buffer) => content.subarray(0, Math.floor(content.length * 0.6));
    // A file the passphrase decrypts and authenticates, yet not a backup.
    const foreign = await write('other.tar.gz', zlib.gzipSync(Buffer.alloc(1024)));
    await encryptFile(foreign, path.join(dir, 'other.tar.gz.age'), stack.cmsEnv.BACKUP_PASSPHRASE);

    const unreadable = (file: string, reason: RegExp) =>
      new RegExp(`^Could not read ${path.basename(file).replace(/\./g, '\\.')}: ${reason.source}`);
    const wrongPassphrase = /wrong BACKUP_PASSPHRASE, or the archive's header was altered$/;
    const altered = /the archive was altered, or is damaged or incomplete \(authentication failed: invalid tag\)$/;
    const cases: [string, Record<string, string>, RegExp | ((file: string) => RegExp)][] = [
      // age: the whole archive is authenticated before anything is touched.
      [encrypted, { BACKUP_PASSPHRASE: 'not-the-passphrase-it-was-made-with' }, wrongPassphrase],
      [encrypted, { BACKUP_PASSPHRASE: '' }, () => /is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with$/],
      [await write('payload.tar.gz.age', flip(bytes, middle(bytes))), {}, altered],
      [await write('last.tar.gz.age', flip(bytes, bytes.length - 1)), {}, altered],
      [await write('salt.tar.gz.age', otherSalt(bytes)), {}, wrongPassphrase],
      [await write('cut.tar.gz.age', truncated(bytes)), {}, altered],
      [await write('notes.tar.gz.age', 'not an archive at all\n'), {}, /not a backup archive \(not an age-encrypted file\)$/],
      [path.join(dir, 'other.tar.gz.age'), {}, /not a backup archive \(no valid tar archive inside\)$/],
      // Strapi's cipher, of archives made before age: its key, and gzip's checksum.
      [old, { BACKUP_ENCRYPTION_KEY: 'not-the-key' }, /wrong BACKUP_ENCRYPTION_KEY or not a backup archive$/],
      [old, {}, () => /is encrypted with Strapi's cipher: set BACKUP_ENCRYPTION_KEY to the key it was made with$/],
      [
        await write('truncated.tar.gz.enc', truncated(oldBytes)),
        { BACKUP_ENCRYPTION_KEY: OLD_KEY },
        /the archive is damaged or incomplete/,
      ],
      [
        await write('notes.tar.gz.enc', crypto.randomBytes(4096)),
        { BACKUP_ENCRYPTION_KEY: OLD_KEY },
        /wrong BACKUP_ENCRYPTION_KEY or not a backup archive$/,
      ],
      // Unencrypted: refused unless asked for, since nothing shows it was not altered.
      [
        plain,
        {},
        () => /is not encrypted, so nothing shows it is an unaltered backup of this site: set BACKUP_PLAINTEXT=true to restore it anyway$/,
      ],
      [await write('truncated.tar.gz', truncated(plainBytes)), PLAINTEXT, /the archive is damaged or incomplete/],
      [await write('flipped.tar.gz', flip(plainBytes, middle(plainBytes))), PLAINTEXT, /the archive is damaged or incomplete/],
      [await write('notes.tar.gz', 'not an archive at all\n'), PLAINTEXT, /not a backup archive$/],
      [foreign, PLAINTEXT, /not a backup archive \(no valid tar archive inside\)$/],
    ];
    const importLogs = async () => (await fs.readdir(dir)).filter((name) => name.startsWith('import_'));
    const importsBefore = await importLogs();
    for (const [file, env, message] of cases) {
      const expected = typeof message === 'function' ? message(file) : unreadable(file, message);
      await assert.rejects(restoreSite({ ...stack.cmsEnv, ...env }, file, { quiet: true }), (error: Error) => {
        assert.match(error.message, expected);
        assert.ok(!error.message.includes('\n'), `one line: ${error.message}`);
        return true;
      });
      assert.deepEqual(await publicListing(stack), listing, `${path.basename(file)}: the uploads folder untouched`);
      assert.deepEqual(await leftInScratch(), [], `${path.basename(file)}: no decrypted copy left`);
    }
    assert.deepEqual(await importLogs(), importsBefore, "Strapi's import never ran");
    assert.deepEqual(await uploadedFiles(stack), files);
    assert.deepEqual(await everyRead(stack), reads);
  });
});
