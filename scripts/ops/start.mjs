#!/usr/bin/env node
/**
 * npm start: first-run secrets into .env, builds when stale, then Strapi and the gateway, each
 * kept running by the supervisor (lib/supervise.mjs): one that dies is restarted with back-off
 * while the other goes on serving. Ctrl-C (or SIGTERM) stops both. If either fails to come up at
 * the start, both are stopped: a restart would not repair that.
 *
 * The terminal gets one line per stage with its duration and then the ready line; what the builds and the
 * processes print while they start goes to .tmp/start.log beside the .env (lib/start-report.mjs).
 */
import path from 'node:path';
import { build, isStale } from '../lib/builds.mjs';
import { panelAllowFor } from '../lib/panel-allow.mjs';
import { startCms, startGatewayProcess, waitUntilUp } from '../lib/processes.mjs';
import { ENV_FILE, loadEnvironment } from './lib/site-env.mjs';
import { startReport } from './lib/start-report.mjs';
import { supervise } from './lib/supervise.mjs';

/** The contract first: every other workspace imports it. */
const WORKSPACES = ['contract', 'cms', 'gateway', 'frontend'];
/** What Strapi logs once it has seeded an empty database (cms/src/bootstrap/seed.ts). */
const SEEDED = 'Demo content seeded.';
/** The processes' output goes through npm start, into its log or its terminal. */
const PIPED = { stdio: /** @type {import('node:child_process').StdioOptions} */ (['ignore', 'pipe', 'pipe']) };

async function main() {
  const env = loadEnvironment();
  const port = env.PORT || '8080';
  const cmsPort = env.CMS_PORT || '1337';
  const started = Date.now();
  const report = startReport(path.join(path.dirname(ENV_FILE), '.tmp', 'start.log'));
  const { note } = report;

  // Strapi announces edits made in its panel to the gateway, which then drops the cached pages they change.
  const cmsEnv = { ...env, CMS_PORT: cmsPort, CMS_EVENTS_URL: env.CMS_EVENTS_URL || `http://127.0.0.1:${port}/cms-events` };
  /** @type {ReturnType<typeof supervise> | undefined} */
  let cms;
  /** @type {ReturnType<typeof supervise> | undefined} */
  let gateway;
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    await Promise.all([gateway?.stop(), cms?.stop()]);
    process.exit(code);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  try {
    for (const workspace of WORKSPACES) {
      if (isStale(workspace)) await report.stage(`build ${workspace}`, () => build(workspace, { output: report.fd }));
    }
    await report.stage('start Strapi', async () => {
      cms = supervise('Strapi', () => report.capture(startCms(cmsEnv, PIPED)), { upUrl: `http://127.0.0.1:${cmsPort}/_health`, log: note });
      await cms.ready;
      return report.holds(SEEDED) ? 'Strapi up, demo content seeded' : 'Strapi up';
    });
    const gatewayEnv = { ...env, PORT: port, CMS_PORT: cmsPort, LOG_LEVEL: env.LOG_LEVEL || 'warn', PANEL_ALLOW: panelAllowFor(env) };
    await report.stage('start the gateway', async () => {
      // Up once it listens (/healthz): restarted while Strapi is down, it serves what it can until Strapi is back.
      const upUrl = `http://127.0.0.1:${port}/healthz`;
      gateway = supervise('gateway', () => report.capture(startGatewayProcess(gatewayEnv, PIPED)), { upUrl, log: note });
      await gateway.ready;
      await waitUntilUp(`http://127.0.0.1:${port}/readyz`);
      return 'gateway up';
    });
  } catch (error) {
    // Ctrl-C during a build ends the build first: its handler then stops what is left, with nothing to explain.
    if (stopping || error.signal === 'SIGINT') return;
    report.failed(error);
    await stopAll(1);
  }
  report.ready();

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
