/**
 * Backups with Strapi's own export and import: one archive holds every content type Strapi
 * transfers (the lyceum admins, the trash and the audit log included; Strapi leaves out its own
 * `admin::` types, so not the panel superuser), the media library and the uploaded files themselves.
 * Archives are age-encrypted with BACKUP_PASSPHRASE (archive-encryption.mjs): `.tar.gz.age`.
 * Restore still reads the two kinds made before: `.tar.gz.enc` (Strapi's own cipher, AES-128-ECB
 * without integrity, keyed by BACKUP_ENCRYPTION_KEY) and plain `.tar.gz`; an archive made before a move of stored data
 * is refused (checkSchemas) and restored with the release that made it.
 */
import { stripVTControlCharacters } from 'node:util';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { isKindName } from '@lyceum/contract';
import { ArchiveRejected, PASSPHRASE_VARIABLE, checkPassphrase, decryptFile, encryptFile } from './archive-encryption.mjs';
import { CMS_DIR, runStrapiCommand } from '../../lib/processes.mjs';

/** The key of Strapi's own archive cipher: only for restoring `.tar.gz.enc` archives made before age. */
const STRAPI_KEY_VARIABLE = 'BACKUP_ENCRYPTION_KEY';
/** Set to `true` to write an unencrypted archive, or to restore one (nothing shows it was not altered). */
const PLAINTEXT_VARIABLE = 'BACKUP_PLAINTEXT';
const requireFromCms = createRequire(path.join(CMS_DIR, 'package.json'));

/** Neither command may seed demo content into the database it is about to export or replace. */
const commandEnv = (env) => ({ ...env, SEED_DEMO: 'false' });

const warn = (message) => console.warn(`Warning: ${message}`);

/**
 * One of Strapi's transfer commands; its diagnostic log (`export_<time>.log`, `import_<time>.log`) is written into
 * `logDir`, beside the archive, never into the cms folder (there it would make the build look stale).
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet: boolean, logDir: string, secret?: { flag: string, value: string } }} options
 */
async function strapiCommand(args, env, { quiet, logDir, secret }) {
  try {
    return await runStrapiCommand(args, env, { quiet, secret, logDir });
  } catch (error) {
    throw new Error(`strapi ${args[0]} failed: ${failureReason(error)}`, { cause: error });
  }
}

/** The lines of Strapi's output that say what went wrong (its [FATAL]/[ERROR] lines), without colours or spinners. */
function failureReason(error) {
  const lines = stripVTControlCharacters(String(error.output ?? error.message))
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const errors = lines.filter((line) => /^\[(FATAL|ERROR)\]|^error:/i.test(line));
  if (errors.length) return errors.join('; ');
  const exit = typeof error.exit === 'string' ? `was killed (${error.exit})` : `exited with code ${error.exit}`;
  return error.exit === undefined ? error.message : `it ${exit}${lines.length ? ` after "${lines.at(-1)}"` : ''}`;
}

const stamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');

/** A private folder in the system's temporary one (mode 0700), removed with what is in it once `work` settles. */
async function withWorkDir(prefix, work) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Strapi's export of the site, unencrypted, as `<base>.tar.gz`; returns its path. */
async function exportSite(env, base, { quiet, logDir }) {
  await strapiCommand(['export', '--no-encrypt', '--file', base], commandEnv(env), { quiet, logDir });
  const archive = `${base}.tar.gz`;
  if (!fs.existsSync(archive)) throw new Error(`Strapi reported success but wrote no ${archive}`);
  return archive;
}

/**
 * Writes `<dir>/lyceum-<time>.tar.gz.age`, encrypted with BACKUP_PASSPHRASE, and returns its path;
 * `<dir>/lyceum-<time>.tar.gz`, unencrypted, only when BACKUP_PLAINTEXT=true. `suffix` follows the
 * time in the name (`-pre-upgrade`: backup-rotation.mjs keeps those apart). Strapi exports into
 * a private temporary folder, not into `dir`, which may be copied off the machine at any time.
 */
export async function backupSite(env, { dir, quiet = false, suffix = '' }) {
  const plaintext = env[PLAINTEXT_VARIABLE] === 'true';
  if (!plaintext) checkPassphrase(env[PASSPHRASE_VARIABLE]);
  fs.mkdirSync(dir, { recursive: true });
  const name = `lyceum-${stamp()}${suffix}`;
  return withWorkDir('lyceum-backup-', async (work) => {
    const exported = await exportSite(env, path.join(work, name), { quiet, logDir: dir });
    const archive = path.join(path.resolve(dir), `${name}.tar.gz${plaintext ? '' : '.age'}`);
    if (plaintext) await writePrivately(exported, archive);
    else await encryptFile(exported, archive, env[PASSPHRASE_VARIABLE]);
    return archive;
  });
}

/**
 * Copies an unencrypted archive to `target`, readable by this user only (0600) from its first byte, whatever the
 * umask: it holds every admin's password hash and every draft. Written under a `.partial` name and renamed when
 * complete, as encrypted archives are.
 */
async function writePrivately(source, target) {
  const partial = `${target}.partial`;
  try {
    await pipeline(fs.createReadStream(source), fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Reads the whole archive as Strapi's import will (decrypt, gunzip, untar) without touching the
 * site: a wrong key, a file that is no backup, or a damaged or truncated archive is one clear
 * error here instead of a failed import. `encrypted` is Strapi's own cipher; `name` is the one
 * the user gave, which `file` (a decrypted copy) may not have.
 */
/**
 * @param {string} file
 * @param {{ name: string, encrypted?: boolean, compressed: boolean, key?: string }} options
 */
async function checkArchive(file, { name, encrypted, compressed, key }) {
  const fail = (reason) => new Error(`Could not read ${name}: ${reason}`);
  const { createDecryptionCipher } = requireFromCms('@strapi/data-transfer').utils.encryption;
  const { Parser } = requireFromCms('tar');
  /** @type {Buffer | null} */
  let head = null; // the first bytes after decryption: a gzip archive starts with 1f 8b
  /** @type {{ strapi?: unknown } | null} */
  let metadata = null;
  /** @type {ArchivedSchema[]} */
  const schemas = [];
  // tar's complaints are noted, not thrown, so that the stream is read to its end: a damaged gzip
  // stream yields garbage that tar trips over before gunzip reaches the checksum that explains it.
  const tarProblems = [];
  /** @type {any[]} */
  const stages = [fs.createReadStream(file)];
  if (encrypted) stages.push(createDecryptionCipher(key));
  stages.push(async function* (source) {
    for await (const chunk of source) {
      head ??= chunk.subarray(0, 2);
      yield chunk;
    }
  });
  if (compressed) stages.push(zlib.createGunzip());
  stages.push(
    new Parser({
      onwarn: (code, message) => tarProblems.push(message),
      onReadEntry(entry) {
        const entryPath = entry.path.replace(/^\.\//, '');
        const isSchemas = /^schemas\/[^/]+\.jsonl$/.test(entryPath);
        if (entryPath !== 'metadata.json' && !isSchemas) return entry.resume();
        const chunks = [];
        entry.on('data', (chunk) => chunks.push(chunk));
        entry.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            if (isSchemas)
              schemas.push(
                ...text
                  .split('\n')
                  .filter(Boolean)
                  .map((line) => JSON.parse(line)),
              );
            else metadata = JSON.parse(text);
          } catch {
            tarProblems.push(`its ${entryPath} is not JSON`);
          }
        });
      },
    }),
  );
  try {
    await pipeline(stages);
  } catch (error) {
    if (/^TAR_/.test(error.code ?? '')) tarProblems.push(error.message);
    else {
      const notGzip = compressed && head !== null && !(head[0] === 0x1f && head[1] === 0x8b);
      if (head === null || notGzip) throw fail(encrypted ? `wrong ${STRAPI_KEY_VARIABLE} or not a backup archive` : 'not a backup archive');
      throw fail(`the archive is damaged or incomplete (${error.message})`);
    }
  }
  // Decrypted and decompressed whole (gzip's checksum held), yet not Strapi's tar: some other file.
  if (tarProblems.length) throw fail(`not a backup archive (${compressed ? 'no valid tar archive inside' : tarProblems[0]})`);
  if (!(/** @type {{ strapi?: unknown } | null} */ (metadata)?.strapi)) throw fail('not a backup archive (no Strapi metadata.json in it)');
  if (schemas.length === 0) throw fail('not a backup archive (no content type schemas in it)');
  return schemas;
}

/** A content type's schema as Strapi's export keeps it (schemas/*.jsonl), in the parts compared. */
/** @typedef {{ uid?: string, info?: { displayName?: string }, pluginOptions?: { i18n?: { localized?: boolean } } }} ArchivedSchema */

const translated = (/** @type {ArchivedSchema} */ schema) => schema.pluginOptions?.i18n?.localized === true;

/**
 * Refuses an archive in which a content kind of the site is translated otherwise than in this release
 * (docs/schema-changes.md, "Moves of stored data"): Strapi's import keeps only the attributes the running schema has
 * and the rows' own locales, so such an archive's translations would be lost and its items read in no language. Types
 * and fields added in Strapi's panel are Strapi's import's own business.
 * @param {string} name
 * @param {ArchivedSchema[]} schemas
 */
function checkSchemas(name, schemas) {
  const differing = schemas.flatMap((schema) => {
    const [, kind] = /^api::([\w-]+)\.\1$/.exec(schema.uid ?? '') ?? [];
    if (!isKindName(kind)) return [];
    const file = path.join(CMS_DIR, 'src', 'api', kind, 'content-types', kind, 'schema.json');
    if (!fs.existsSync(file)) return [];
    const current = JSON.parse(fs.readFileSync(file, 'utf8'));
    return translated(current) === translated(schema) ? [] : [current.info?.displayName ?? kind];
  });
  if (differing.length) {
    throw new Error(
      `Could not restore ${name}: it was made by a release that stored ${differing.join(', ')} in its languages otherwise than this ` +
        'one does; restore it with the release that made it, then upgrade (docs/backups.md, "Restoring")',
    );
  }
}

/** `<public>/uploads` as Strapi sees it: CMS_PUBLIC_DIR (default cms/public), relative to cms/. */
const publicDirOf = (env) => path.resolve(CMS_DIR, env.CMS_PUBLIC_DIR || 'public');
const SAVED_PREFIX = 'uploads_before_restore_';
const STRAPI_BACKUP = /^uploads_backup_\d+$/;

/**
 * What the archive's name says it is: `age` (ours), `strapi` (Strapi's cipher) or `plain`, and
 * whether it is gzipped; the content then has to agree.
 */
function archiveKind(name) {
  const kind = name.endsWith('.age') ? 'age' : name.endsWith('.enc') ? 'strapi' : 'plain';
  const inner = name.replace(/\.(age|enc)$/, '');
  if (!/\.tar(\.gz)?$/.test(inner)) {
    throw new Error(`Could not read ${name}: not a backup archive (expected a .tar.gz.age, .tar.gz.enc or .tar.gz file)`);
  }
  return { kind, compressed: inner.endsWith('.gz') };
}

/**
 * The path of a copy of the archive that Strapi's import can read and that passed every check,
 * with the Strapi key its import needs, if any. An age archive is decrypted into `work` and used
 * only once all of it is authenticated: Strapi never sees a byte that was not.
 */
async function verifiedArchive(env, archive, work) {
  const name = path.basename(archive);
  const { kind, compressed } = archiveKind(name);
  const fail = (reason) => new Error(`Could not read ${name}: ${reason}`);
  if (kind === 'age') {
    const passphrase = env[PASSPHRASE_VARIABLE];
    if (!passphrase) throw new Error(`${name} is encrypted: set ${PASSPHRASE_VARIABLE} to the passphrase it was made with`);
    const copy = path.join(work, `archive.tar${compressed ? '.gz' : ''}`);
    await decryptFile(archive, copy, passphrase).catch((error) => {
      throw error instanceof ArchiveRejected ? fail(error.message) : error;
    });
    return { file: copy, schemas: await checkArchive(copy, { name, compressed }) };
  }
  if (kind === 'strapi') {
    const key = env[STRAPI_KEY_VARIABLE];
    if (!key) throw new Error(`${name} is encrypted with Strapi's cipher: set ${STRAPI_KEY_VARIABLE} to the key it was made with`);
    const schemas = await checkArchive(archive, { name, encrypted: true, compressed, key });
    return { file: archive, schemas, secret: { flag: '--key', value: key } };
  }
  if (env[PLAINTEXT_VARIABLE] !== 'true') {
    throw new Error(
      `${name} is not encrypted, so nothing shows it is an unaltered backup of this site: set ${PLAINTEXT_VARIABLE}=true to restore it anyway`,
    );
  }
  return { file: archive, schemas: await checkArchive(archive, { name, compressed }) };
}

/**
 * Replaces the database content and the uploaded files with the archive's. The archive is read in
 * full first, and an encrypted one authenticated, before anything of the site is touched.
 */
export async function restoreSite(env, file, { quiet = false } = {}) {
  if (!file || !fs.existsSync(file)) throw new Error(`No such backup file: ${file ?? '(none given)'}`);
  const archive = path.resolve(file);
  await withWorkDir('lyceum-restore-', async (work) => {
    const verified = await verifiedArchive(env, archive, work);
    checkSchemas(path.basename(archive), verified.schemas);
    await importArchive(env, archive, verified, { quiet });
  });
}

/**
 * Strapi's import of the verified archive. The uploads folder is set aside (renamed, not copied)
 * while Strapi imports. If the import fails (or is interrupted by a signal), Strapi rolls the
 * database back and the folder is put back as it was; after a success it is deleted. Strapi's own
 * `uploads_backup_<time>` copy cannot be relied on: it is deleted once the files are written,
 * before the last stages.
 */
async function importArchive(env, archive, verified, { quiet }) {
  const name = path.basename(archive);
  const publicDir = publicDirOf(env);
  const uploads = path.join(publicDir, 'uploads');
  fs.mkdirSync(publicDir, { recursive: true });
  const leftover = fs.readdirSync(publicDir).find((entry) => entry.startsWith(SAVED_PREFIX));
  if (leftover) {
    throw new Error(
      `${path.join(publicDir, leftover)} is left from an interrupted restore and holds the uploads from before it: ` +
        `move it back to ${uploads} if the site still shows the old content, or delete it, then restore again`,
    );
  }
  const strapiBackupsBefore = new Set(fs.readdirSync(publicDir).filter((entry) => STRAPI_BACKUP.test(entry)));
  const newStrapiBackups = () =>
    fs
      .readdirSync(publicDir)
      .filter((entry) => STRAPI_BACKUP.test(entry) && !strapiBackupsBefore.has(entry))
      .map((entry) => path.join(publicDir, entry));

  const saved = path.join(publicDir, `${SAVED_PREFIX}${Date.now()}`);
  const hadUploads = fs.existsSync(uploads);
  if (hadUploads) fs.renameSync(uploads, saved);
  fs.mkdirSync(uploads); // Strapi's import needs the folder to exist

  const args = ['import', '--force', '--file', verified.file];
  try {
    await strapiCommand(args, commandEnv(env), { quiet, logDir: path.dirname(archive), secret: verified.secret });
  } catch (error) {
    try {
      fs.rmSync(uploads, { recursive: true, force: true });
      if (hadUploads) fs.renameSync(saved, uploads);
      for (const folder of newStrapiBackups()) fs.rmSync(folder, { recursive: true, force: true });
    } catch (putBack) {
      throw new Error(
        `Restore of ${name} failed (${error.message}), and the uploads could not be put back (${putBack.message}): they are in ${saved}`,
      );
    }
    throw new Error(`Restore of ${name} failed; the database and uploads are as they were: ${error.message}`, { cause: error });
  }
  for (const folder of [saved, ...newStrapiBackups()]) {
    try {
      fs.rmSync(folder, { recursive: true, force: true });
    } catch (cleanup) {
      warn(`could not delete ${folder} (${cleanup.message}); the restore itself succeeded`);
    }
  }
}
