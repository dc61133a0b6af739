/**
 * What both compose tests (test-compose.mjs, test-compose-upgrade.mjs) give the stack they start: its host name, free
 * ports for Caddy, strong random secrets in a .env of its own, and a clean-up that also runs when the test is
 * interrupted.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../lib/processes.mjs';
import { generatePassword, generateSecrets } from '../../lib/secrets.mjs';

/** The site's name in the tests: Caddy's internal CA signs it, and the tests' clients resolve it themselves. */
const HOST = 'lyceum.test';

/** Caddy's free ports, the public address on them, and the secrets of Strapi, PostgreSQL, the admin and the superuser. */
export async function stackSecrets() {
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const publicUrl = `https://${HOST}:${httpsPort}`;
  const secrets = {
    ...generateSecrets(),
    POSTGRES_PASSWORD: crypto.randomBytes(24).toString('base64url'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: generatePassword(),
    SUPERUSER_EMAIL: `superuser@${HOST}`,
    SUPERUSER_PASSWORD: generatePassword(),
  };
  const admin = { username: secrets.ADMIN_USERNAME, password: secrets.ADMIN_PASSWORD };
  return { httpsPort, httpPort, publicUrl, secrets, admin };
}

/**
 * The test's .env in `dir`, readable by its owner only; returns its path.
 * @param {string} dir
 * @param {Record<string, string | number>} values
 */
export function writeEnv(dir, values) {
  const file = path.join(dir, '.env');
  fs.writeFileSync(
    file,
    `${Object.entries(values)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n')}\n`,
    { mode: 0o600 },
  );
  return file;
}

/**
 * `cleanUp` made to run once, at the test's end or on SIGINT/SIGTERM (the process then exits 130): the containers,
 * networks and volumes of an interrupted run do not outlive it.
 * @param {() => Promise<void>} cleanUp
 */
export function cleanUpOnSignals(cleanUp) {
  /** @type {Promise<void> | null} */
  let cleaning = null;
  const cleanUpOnce = () => (cleaning ??= cleanUp());
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: removing the test's containers, networks and volumes...`);
      cleanUpOnce().finally(() => process.exit(130));
    });
  }
  return cleanUpOnce;
}
