/**
 * The site's environment for `npm start` and `npm run schema`: first-run secrets and accounts
 * written into .env, then .env and the real environment (which wins).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { ROOT } from '../../lib/processes.mjs';
import { appendEnvFile, generatePassword, generateSecrets, readEnvFile, siteEnvironment } from '../../lib/secrets.mjs';

/** The file `npm start` keeps the site's settings and secrets in (LYCEUM_ENV_FILE names another: the tests' own). */
export const ENV_FILE = process.env.LYCEUM_ENV_FILE ? path.resolve(process.env.LYCEUM_ENV_FILE) : path.join(ROOT, '.env');

/** The site's environment; secrets and first accounts missing from both the file and the environment are generated into the file. */
export function loadEnvironment() {
  const fileValues = readEnvFile(ENV_FILE);
  const missing = Object.fromEntries(Object.entries(generateSecrets()).filter(([key]) => !process.env[key] && !fileValues[key]));
  if (Object.keys(missing).length) appendEnvFile(ENV_FILE, missing, `Secrets generated on ${new Date().toISOString()}`);
  if (missing.BACKUP_PASSPHRASE) {
    console.log('\nGenerated BACKUP_PASSPHRASE into .env: keep a copy off this machine, or no backup can be restored without it.\n');
  }
  if (!process.env.ADMIN_PASSWORD && !readEnvFile(ENV_FILE).ADMIN_PASSWORD) {
    const password = generatePassword();
    appendEnvFile(
      ENV_FILE,
      { ADMIN_USERNAME: process.env.ADMIN_USERNAME || 'admin', ADMIN_PASSWORD: password },
      'First lyceum admin (used only when the database has no admin yet)',
    );
    // Not echoed: a start script's output often ends up in a kept log (a process manager, docker logs).
    console.log('\nGenerated the first admin password: it is the ADMIN_PASSWORD line of .env.\n');
  }
  if (!process.env.SUPERUSER_PASSWORD && !readEnvFile(ENV_FILE).SUPERUSER_PASSWORD) {
    appendEnvFile(
      ENV_FILE,
      { SUPERUSER_EMAIL: `panel-${crypto.randomBytes(4).toString('hex')}@lyceum.local`, SUPERUSER_PASSWORD: generatePassword() },
      "Strapi panel superuser, not the lyceum admin's (used only when the database has no superuser yet)",
    );
  }
  if (!process.env.PUBLIC_URL && !readEnvFile(ENV_FILE).PUBLIC_URL) {
    // The gateway requires the site's address in production (page heads, feeds): this machine's until it is set.
    const url = `http://localhost:${process.env.PORT || readEnvFile(ENV_FILE).PORT || '8080'}`;
    appendEnvFile(ENV_FILE, { PUBLIC_URL: url }, "The site's address in its pages and feeds: set the public one (https://...) on a server");
    console.log(`\nPUBLIC_URL in .env is ${url}: on a server, set it to the site's public address.\n`);
  }
  const env = siteEnvironment(ENV_FILE);
  if (env.SUPERUSER_PASSWORD === env.ADMIN_PASSWORD) {
    throw new Error(
      'SUPERUSER_PASSWORD equals ADMIN_PASSWORD in .env or the environment: give the Strapi panel superuser its own password.',
    );
  }
  return env;
}
