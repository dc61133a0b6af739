#!/usr/bin/env node
/**
 * npm run restore -- FILE: puts a backup's content and files into this install's database and
 * uploads folder, replacing what is there. Stop the site first.
 */
import path from 'node:path';
import { restoreSite } from './lib/backup.mjs';
import { buildIfStale } from '../lib/builds.mjs';
import { ROOT } from '../lib/processes.mjs';
import { generateStrapiSecrets, siteEnvironment } from '../lib/secrets.mjs';

// Stand-ins for Strapi's secrets, as in backup.mjs; none for the backup passphrase, whose absence
// is said as such rather than as a wrong passphrase.
/** @type {Record<string, string>} */
const env = { ...generateStrapiSecrets(), ...siteEnvironment(path.join(ROOT, '.env')) };
const file = process.argv[2];

async function main() {
  if (!file) throw new Error('Usage: npm run restore -- <backup file>');
  const health = `http://127.0.0.1:${env.CMS_PORT || 1337}/_health`;
  // A refused connection means no Strapi; an answer, or none within the timeout (a hung Strapi
  // still holding the database), means one is there. Either way the check cannot hang the restore.
  const running = await fetch(health, { signal: AbortSignal.timeout(3000) }).then(
    (answer) => `answers ${answer.status}`,
    (error) => (error.name === 'TimeoutError' ? 'does not answer within 3 s, but something listens there' : null),
  );
  if (running) throw new Error(`Strapi is running (${health} ${running}): stop the site before restoring.`);
  buildIfStale('cms');
  await restoreSite(env, file, { quiet: true });
  console.log(`Restored ${path.basename(file)}. Start the site with npm start.`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
