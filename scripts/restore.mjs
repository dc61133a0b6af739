#!/usr/bin/env node
/**
 * npm run restore -- FILE: puts a backup's content and files into this install's database and
 * uploads folder, replacing what is there. Stop the site first.
 */
import path from 'node:path';
import { restoreSite } from './lib/backup.mjs';
import { buildIfStale } from './lib/builds.mjs';
import { ROOT } from './lib/processes.mjs';
import { generateSecrets, siteEnvironment } from './lib/secrets.mjs';

const env = { ...generateSecrets(), ...siteEnvironment(path.join(ROOT, '.env')) };
const file = process.argv[2];

async function main() {
  if (!file) throw new Error('Usage: npm run restore -- <backup file>');
  const health = `http://127.0.0.1:${env.CMS_PORT || 1337}/_health`;
  if (
    await fetch(health).then(
      (answer) => answer.ok,
      () => false,
    )
  ) {
    throw new Error(`Strapi is running (${health} answers): stop the site before restoring.`);
  }
  buildIfStale('cms');
  await restoreSite(env, file, { quiet: true });
  console.log(`Restored ${path.basename(file)}. Start the site with npm start.`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
