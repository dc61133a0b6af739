#!/usr/bin/env node
/**
 * npm run schema: schema mode for Strapi's panel superuser (docs/schema-changes.md).
 *
 * 1. Takes a backup and says where it is.
 * 2. Runs Strapi in development mode (`strapi develop`) behind the gateway, so the Content-Type
 *    Builder can change the content model; its panel is still served only to PANEL_ALLOW. Each
 *    change is written into cms/src (a reviewable diff) and Strapi restarts itself; meanwhile the
 *    gateway answers visitors from its cache.
 * 3. When the superuser types `done`, writes the content kinds' declared fields back in the contract's form beside
 *    those the change added, compiles what the change needs and goes on in production
 *    mode (`strapi start`), as `npm start` runs the site. Ctrl-C stops everything.
 * Strapi and the gateway are kept running as `npm start` keeps them (lib/supervise.mjs): one that dies is
 * restarted with back-off while the other goes on; one that does not come up at the start stops both.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { backupSite } from './lib/backup.mjs';
import { writeKindSchemas } from '../docs/kind-schemas.mjs';
import { buildIfStale, markBuilt } from '../lib/builds.mjs';
import { panelAllowFor } from '../lib/panel-allow.mjs';
import { CMS_DIR, ROOT, startCms, startCmsDevelop, startGatewayProcess, waitUntilUp } from '../lib/processes.mjs';
import { loadEnvironment } from './lib/site-env.mjs';
import { supervise } from './lib/supervise.mjs';

const env = loadEnvironment();
const port = env.PORT || '8080';
const cmsPort = env.CMS_PORT || '1337';
const cmsEnv = { ...env, CMS_PORT: cmsPort, CMS_EVENTS_URL: env.CMS_EVENTS_URL || `http://127.0.0.1:${port}/cms-events` };
const health = `http://127.0.0.1:${cmsPort}/_health`;

/** @type {ReturnType<typeof supervise> | undefined} */
let cms;
/** @type {ReturnType<typeof supervise> | undefined} */
let gateway;
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([gateway?.stop(), cms?.stop()]);
  process.exit(code);
}

/** The cms's TypeScript (its schemas included) compiled into dist/, as `strapi start` runs it; the admin panel is unaffected by schema changes. */
function compileCms() {
  execFileSync(process.execPath, ['-e', `require('@strapi/typescript-utils').compile(${JSON.stringify(CMS_DIR)})`], {
    cwd: CMS_DIR,
    stdio: 'inherit',
  });
  if (CMS_DIR === path.join(ROOT, 'cms')) markBuilt('cms');
}

async function backToProduction() {
  console.log('\nLeaving schema mode: compiling the cms and starting Strapi in production mode...');
  const developing = cms;
  cms = undefined;
  await developing?.stop();
  // The declared fields back in the contract's form, beside the ones the superuser added (docs/content-model.md).
  await writeKindSchemas(CMS_DIR);
  compileCms();
  cms = supervise('Strapi', () => startCms(cmsEnv), { upUrl: health });
  await cms.ready;
  console.log(
    `\nProduction mode: Strapi runs as \`npm start\` runs it (http://localhost:${port}/uz). Review and commit the change in cms/src. Ctrl-C stops.\n`,
  );
}

async function main() {
  for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);
  const dir = env.BACKUP_DIR || path.join(ROOT, 'backups');
  const archive = await backupSite(env, { dir, quiet: true });
  console.log(`Backup written: ${archive} (restore it with npm run restore -- ${archive} if a change goes wrong)`);

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  // Development mode's own restarts (after each schema change) happen inside the process it starts: it stays up.
  cms = supervise('Strapi (development mode)', () => startCmsDevelop(cmsEnv), { upUrl: health });
  await cms.ready;
  const gatewayEnv = { ...env, PORT: port, CMS_PORT: cmsPort, LOG_LEVEL: env.LOG_LEVEL || 'warn', PANEL_ALLOW: panelAllowFor(env) };
  // Up once it listens (/healthz): restarted while Strapi is down, it serves what it can until Strapi is back.
  gateway = supervise('gateway', () => startGatewayProcess(gatewayEnv), { upUrl: `http://127.0.0.1:${port}/healthz` });
  await gateway.ready;
  await waitUntilUp(`http://127.0.0.1:${port}/readyz`);
  console.log(
    `\nSchema mode: the Content-Type Builder is open in Strapi's panel, http://localhost:${port}/admin ` +
      `(from PANEL_ALLOW addresses only). Changes are written to ${path.join(CMS_DIR, 'src')}; Strapi restarts after each ` +
      `while visitors are served from the cache. Adding fields and types is safe; a field the site uses cannot be removed, ` +
      `renamed or retyped (docs/schema-changes.md).\nType "done" and press Enter to return to production mode.\n`,
  );

  const input = readline.createInterface({ input: process.stdin });
  for await (const line of input) {
    if (line.trim() !== 'done') {
      console.log('Type "done" and press Enter when the schema change is complete.');
      continue;
    }
    input.close();
    await backToProduction();
    return;
  }
}

main().catch(async (error) => {
  console.error(error.message ?? error);
  await stopAll(1);
});
