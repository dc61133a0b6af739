#!/usr/bin/env node
/**
 * npm start: first-run secrets into .env, builds when stale, then Strapi and the gateway
 * together. Ctrl-C stops both; if either dies, the other is stopped too.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { buildIfStale } from './lib/builds.mjs';
import { ROOT, startCms, startGatewayProcess, stopProcess, waitUntilUp } from './lib/processes.mjs';
import { appendEnvFile, generatePassword, generateSecrets, readEnvFile, siteEnvironment } from './lib/secrets.mjs';

const ENV_FILE = path.join(ROOT, '.env');

function loadEnvironment() {
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
  const env = siteEnvironment(ENV_FILE);
  if (env.SUPERUSER_PASSWORD === env.ADMIN_PASSWORD) {
    throw new Error(
      'SUPERUSER_PASSWORD equals ADMIN_PASSWORD in .env or the environment: give the Strapi panel superuser its own password.',
    );
  }
  return env;
}

async function main() {
  const env = loadEnvironment();
  const port = env.PORT || '8080';
  const cmsPort = env.CMS_PORT || '1337';
  const started = Date.now();
  for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);

  const cms = startCms({ ...env, CMS_PORT: cmsPort });
  let gateway;
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    await Promise.all([stopProcess(gateway), stopProcess(cms)]);
    process.exit(code);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  cms.on('exit', (code) => !stopping && (console.error(`Strapi exited (${code}); stopping.`), stopAll(1)));

  await waitUntilUp(`http://127.0.0.1:${cmsPort}/_health`, { child: cms });
  gateway = startGatewayProcess({ ...env, PORT: port, CMS_PORT: cmsPort, LOG_LEVEL: env.LOG_LEVEL || 'warn' });
  gateway.on('exit', (code) => !stopping && (console.error(`Gateway exited (${code}); stopping.`), stopAll(1)));
  await waitUntilUp(`http://127.0.0.1:${port}/readyz`, { child: gateway });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const user = env.ADMIN_USERNAME || 'admin';
  console.log(
    `\nLyceum site ready in ${seconds}s: http://localhost:${port}/uz  |  admin: http://localhost:${port}/protected ` +
      `(user "${user}", password: ADMIN_PASSWORD in .env)  |  Strapi panel (from this machine only): http://localhost:${port}/admin ` +
      `(SUPERUSER_EMAIL / SUPERUSER_PASSWORD in .env)  |  Ctrl-C stops\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
