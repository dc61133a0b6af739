#!/usr/bin/env node
/**
 * npm run backup [-- DIR]: one archive of the site's content and uploaded files, in DIR
 * (default BACKUP_DIR or ./backups). Safe while the site runs.
 */
import path from 'node:path';
import { backupSite } from './lib/backup.mjs';
import { buildIfStale } from './lib/builds.mjs';
import { ROOT } from './lib/processes.mjs';
import { generateSecrets, siteEnvironment } from './lib/secrets.mjs';

// Strapi will not load without its secrets; an export does not depend on their values.
const env = { ...generateSecrets(), ...siteEnvironment(path.join(ROOT, '.env')) };
const dir = process.argv[2] || env.BACKUP_DIR || path.join(ROOT, 'backups');

buildIfStale('cms');
backupSite(env, { dir, quiet: true })
  .then((archive) => console.log(`Backup written: ${archive}${env.BACKUP_ENCRYPTION_KEY ? ' (encrypted with BACKUP_ENCRYPTION_KEY)' : ''}`))
  .catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
