#!/usr/bin/env node
/**
 * The backup service (docs/backups.md). `node scripts/ops/backup-schedule.mjs` runs until stopped: every
 * day at BACKUP_TIME (Tashkent time, default 03:00) one archive as `npm run backup` makes it, then
 * the rotation of BACKUP_DIR and, when BACKUP_COPY_DIR is set, a copy of the new archives there,
 * rotated alike. `--once` makes one now and exits, 0 or 1; `--once --pre-upgrade` names it as
 * made before an upgrade. SIGTERM or SIGINT stops it at once, or as soon as a backup under way has
 * aborted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PASSPHRASE_VARIABLE, checkPassphrase } from './lib/archive-encryption.mjs';
import { backupNight, oneLine, runNights } from './lib/backup-night.mjs';
import { retentionFromEnv } from './lib/backup-rotation.mjs';
import { parseBackupTime } from './lib/backup-schedule-time.mjs';
import { backupSite } from './lib/backup.mjs';
import { ROOT } from '../lib/processes.mjs';
import { generateStrapiSecrets, siteEnvironment } from '../lib/secrets.mjs';

const USAGE = 'Usage: node scripts/ops/backup-schedule.mjs [--once [--pre-upgrade]]';

// Stand-ins for Strapi's secrets and none for the passphrase, as in backup.mjs.
/** @type {Record<string, string>} */
const env = { ...generateStrapiSecrets(), ...siteEnvironment(path.join(ROOT, '.env')) };
const passphrase = env[PASSPHRASE_VARIABLE];

// No line may carry the passphrase in use, whatever an error message quotes. Set once it is
// checked: a refused one ("short") may be a word of the refusal itself.
let secret = '';
const redact = (line) => (secret ? line.replaceAll(secret, `[${PASSPHRASE_VARIABLE}]`) : line);
const log = (line) => console.log(`${new Date().toISOString()} ${redact(line)}`);
const warn = (line) => console.error(`${new Date().toISOString()} ${redact(line)}`);

/** The command line and the environment's settings, checked before anything runs. */
function settings(args) {
  const once = args.includes('--once');
  const preUpgrade = args.includes('--pre-upgrade');
  if (args.some((arg) => arg !== '--once' && arg !== '--pre-upgrade') || (preUpgrade && !once)) throw new Error(USAGE);
  const plaintext = env.BACKUP_PLAINTEXT === 'true';
  if (!plaintext) {
    checkPassphrase(passphrase);
    secret = passphrase;
  }
  const time = env.BACKUP_TIME?.trim() || '03:00';
  return {
    once,
    preUpgrade,
    plaintext,
    time,
    minutes: parseBackupTime(time),
    keep: retentionFromEnv(env),
    dir: path.resolve(env.BACKUP_DIR || path.join(ROOT, 'backups')),
    copyDir: env.BACKUP_COPY_DIR ? path.resolve(env.BACKUP_COPY_DIR) : undefined,
  };
}

async function main() {
  const { once, preUpgrade, plaintext, time, minutes, keep, dir, copyDir } = settings(process.argv.slice(2));
  const stop = new AbortController();
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      log(`Stopping (${signal})`);
      stop.abort();
    });
  }
  // The cms is not built here, unlike npm run backup: a service exports with the build the site
  // runs (the image's), and a build at night would race the site's own.
  const backup = ({ suffix }) => backupSite(env, { dir, quiet: true, suffix });
  const night = () => backupNight({ backup, dir, copyDir, keep, preUpgrade, log, signal: stop.signal });
  if (once) {
    await night();
    return;
  }
  log(
    `Backing up every day at ${time} Tashkent time into ${dir}${copyDir ? `, copied to ${copyDir}` : ''} ` +
      `(${plaintext ? 'NOT encrypted: BACKUP_PLAINTEXT=true' : 'encrypted with BACKUP_PASSPHRASE'}); keeping ${keep.daily} daily, ` +
      `${keep.weekly} weekly, ${keep.monthly} monthly and ${keep.preUpgrade} pre-upgrade archives`,
  );
  if (copyDir && !fs.existsSync(copyDir)) warn(`BACKUP_COPY_DIR ${copyDir} does not exist yet: copies fail until it does`);
  await runNights({ night, minutes, log, warn, signal: stop.signal });
}

main().then(
  () => process.exit(0),
  (error) => {
    warn(oneLine(error.message));
    process.exit(1);
  },
);
