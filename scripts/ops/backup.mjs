#!/usr/bin/env node
/**
 * npm run backup [-- DIR]: one encrypted archive of the site's content and uploaded files, in DIR
 * (default BACKUP_DIR or ./backups). Safe while the site runs.
 */
import path from 'node:path';
import { backupSite } from './lib/backup.mjs';
import { buildIfStale } from '../lib/builds.mjs';
import { ROOT } from '../lib/processes.mjs';
import { generateStrapiSecrets, siteEnvironment } from '../lib/secrets.mjs';

// Strapi will not load without its secrets; an export does not depend on their values. The
// backup passphrase has no stand-in: an archive must never be encrypted with a key nobody kept.
/** @type {Record<string, string>} */
const env = { ...generateStrapiSecrets(), ...siteEnvironment(path.join(ROOT, '.env')) };
const dir = process.argv[2] || env.BACKUP_DIR || path.join(ROOT, 'backups');

buildIfStale('cms');
backupSite(env, { dir, quiet: true })
  .then((archive) =>
    console.log(
      `Backup written: ${archive} (${archive.endsWith('.age') ? 'encrypted with BACKUP_PASSPHRASE' : 'NOT encrypted: BACKUP_PLAINTEXT=true'})`,
    ),
  )
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
