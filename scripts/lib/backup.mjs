/**
 * Backups with Strapi's own export and import: one archive holds every content type (users, the
 * trash and the audit log included), the media library and the uploaded files themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR, runStrapiCommand } from './processes.mjs';

const KEY_VARIABLE = 'BACKUP_ENCRYPTION_KEY';

/** Neither command may seed demo content into the database it is about to export or replace. */
const commandEnv = (env) => ({ ...env, SEED_DEMO: 'false' });

/**
 * Strapi writes a diagnostic log (`import_<time>.log`) into the app folder; it is moved next to
 * the archive and out of the sources (there it would make the build look stale).
 */
async function strapiCommand(args, env, { quiet, logDir }) {
  const before = new Set(fs.readdirSync(CMS_DIR));
  try {
    return await runStrapiCommand(args, env, { quiet });
  } finally {
    for (const name of fs.readdirSync(CMS_DIR)) {
      if (!before.has(name) && /^(import|export)_\d+\.log$/.test(name)) {
        fs.copyFileSync(path.join(CMS_DIR, name), path.join(logDir, name));
        fs.rmSync(path.join(CMS_DIR, name));
      }
    }
  }
}

const stamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');

/** Writes `<dir>/lyceum-<time>.tar.gz`, or `.tar.gz.enc` when BACKUP_ENCRYPTION_KEY is set; returns its path. */
export async function backupSite(env, { dir, quiet = false }) {
  fs.mkdirSync(dir, { recursive: true });
  const base = path.join(path.resolve(dir), `lyceum-${stamp()}`);
  const key = env[KEY_VARIABLE];
  await strapiCommand(['export', '--file', base, ...(key ? ['--key', key] : ['--no-encrypt'])], commandEnv(env), { quiet, logDir: dir });
  const archive = `${base}.tar.gz${key ? '.enc' : ''}`;
  if (!fs.existsSync(archive)) throw new Error(`Strapi reported success but wrote no ${archive}`);
  return archive;
}

/** Replaces the database content and the uploaded files with the archive's. */
export async function restoreSite(env, file, { quiet = false } = {}) {
  if (!file || !fs.existsSync(file)) throw new Error(`No such backup file: ${file ?? '(none given)'}`);
  const encrypted = file.endsWith('.enc');
  const key = env[KEY_VARIABLE];
  if (encrypted && !key) throw new Error(`${path.basename(file)} is encrypted: set ${KEY_VARIABLE} to the key it was made with`);
  const args = ['import', '--force', '--file', path.resolve(file), ...(encrypted ? ['--key', key] : [])];
  await strapiCommand(args, commandEnv(env), { quiet, logDir: path.dirname(path.resolve(file)) });
}
