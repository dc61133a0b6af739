/**
 * A backup's refusals: a wrong key, a tampered, damaged or unencrypted archive, a file that is no backup, or an archive
 * of a release that stored a kind's languages otherwise is refused
 * with one clear line before Strapi is loaded, and nothing changes. Refused before any database is touched, they run
 * once, on the shared Strapi (a live backup of it makes the archives); what a restore does to each database is
 * backup.test.ts's.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { encryptFile } from '../../scripts/ops/lib/archive-encryption.mjs';
import { backupSite, restoreSite } from '../../scripts/ops/lib/backup.mjs';
import { ADMIN, startStack, type Stack } from './harness.js';
import { assertNoMarker, markedAppeal } from './support/appeals.js';
import { OLD_KEY, PASSWORD_HASH, PLAINTEXT, everyRead, publicListing, strapiCipherArchive, uploadedFiles } from './site-state.js';

const requireFromCms = createRequire(new URL('../../cms/package.json', import.meta.url));

/** `source` unpacked into a folder of `scratchDir`, changed by `change`, and packed again into `target`. */
async function repacked(source: string, target: string, scratchDir: string, change: (unpacked: string) => Promise<void>) {
  const tar = requireFromCms('tar');
  const unpacked = await fs.mkdtemp(path.join(scratchDir, 'unpacked-'));
  try {
    await tar.x({ file: source, cwd: unpacked });
    await change(unpacked);
    await tar.c({ gzip: true, file: target, cwd: unpacked }, await fs.readdir(unpacked));
  } finally {
    await fs.rm(unpacked, { recursive: true, force: true });
  }
  return target;
}

/**
 * As a release that kept people in one language would have made it (their schema not translated, as before
 * docs/schema-changes.md's first move of stored data): the same export, its person schema changed.
 */
const oneLanguagePeople = async (unpacked: string) => {
  const schemas = path.join(unpacked, 'schemas');
  for (const name of await fs.readdir(schemas)) {
    const file = path.join(schemas, name);
    const lines = (await fs.readFile(file, 'utf8')).split('\n').map((line) => {
      if (!line) return line;
      const schema = JSON.parse(line);
      if (schema.uid === 'api::person.person') schema.pluginOptions = {};
      return JSON.stringify(schema);
    });
    await fs.writeFile(file, lines.join('\n'));
  }
};

describe('backup refusals', () => {
  let stack: Stack;
  let dir: string;
  /** The temporary folder the backup code works in (TMPDIR), to see that it leaves no plaintext there. */
  let scratch: string;
  /** TMPDIR as it was, put back for the files that run after this one in the same process. */
  const tmpdir = process.env.TMPDIR;
  const leftInScratch = async () => (await fs.readdir(scratch)).filter((name) => name.startsWith('lyceum-'));
  /** A live backup, unencrypted as asked for; the same encrypted as by default, and in Strapi's old cipher. */
  let encrypted: string;
  let plain: string;
  let old: string;
  before(async () => {
    stack = await startStack();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-backups-'));
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-scratch-'));
    process.env.TMPDIR = scratch;
    // Asked for, an unencrypted archive: gzip, readable by its owner only, with the password hashes readable (what
    // backup.test.ts checks the encrypted archive does not show, on each database).
    // An appeal's personal data is sealed in the unencrypted archive too (docs/appeals.md, "Personal data").
    const marker = crypto.randomUUID();
    const appeal = await markedAppeal(stack, marker);
    plain = await backupSite({ ...stack.cmsEnv, ...PLAINTEXT }, { dir, quiet: true });
    assert.match(path.basename(plain), /^lyceum-.*\.tar\.gz$/);
    assert.equal((await fs.stat(plain)).mode & 0o777, 0o600);
    const tar = zlib.gunzipSync(await fs.readFile(plain)).toString('latin1');
    assert.ok(tar.includes('metadata.json'), 'a gzipped export');
    assert.ok(tar.includes(ADMIN.username), 'the content readable');
    assert.match(tar, PASSWORD_HASH);
    assert.ok(tar.includes(appeal.number), 'the appeals are in it');
    assertNoMarker(Buffer.from(tar, 'latin1'), marker, 'an unencrypted (BACKUP_PLAINTEXT) archive');
    // Encrypted as backupSite encrypts by default, rather than exported again: at no second export's cost.
    encrypted = `${plain}.age`;
    await encryptFile(plain, encrypted, stack.cmsEnv.BACKUP_PASSPHRASE);
    old = await strapiCipherArchive(plain, OLD_KEY);
  });
  after(async () => {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    await stack?.close();
    for (const folder of [dir, scratch]) if (folder) await fs.rm(folder, { recursive: true, force: true });
  });

  test('a wrong key, a tampered, damaged or unencrypted archive, a file that is no backup, or one of languages stored otherwise: one clear line, and nothing changes', async () => {
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
      // Strapi's metadata without the content types' schemas: nothing to tell what its data fits.
      [
        await repacked(plain, path.join(dir, 'no-schemas.tar.gz'), dir, (unpacked) =>
          fs.rm(path.join(unpacked, 'schemas'), { recursive: true }),
        ),
        PLAINTEXT,
        /not a backup archive \(no content type schemas in it\)$/,
      ],
      // A backup of a release whose people were in one language: its translations would be lost.
      [
        await repacked(plain, path.join(dir, 'one-language.tar.gz'), dir, oneLanguagePeople),
        PLAINTEXT,
        () =>
          /^Could not restore one-language\.tar\.gz: it was made by a release that stored Person in its languages otherwise than this one does; restore it with the release that made it, then upgrade/,
      ],
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
