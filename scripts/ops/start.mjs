#!/usr/bin/env node
/**
 * npm start: first-run secrets into .env, builds when stale, then Strapi and the gateway, each
 * kept running by the supervisor (lib/supervise.mjs): one that dies is restarted with back-off
 * while the other goes on serving. Ctrl-C (or SIGTERM) stops both. If either fails to come up at
 * the start, both are stopped: a restart would not repair that.
 */
import { buildIfStale } from '../lib/builds.mjs';
import { startCms, startGatewayProcess, waitUntilUp } from '../lib/processes.mjs';
import { loadEnvironment } from './lib/site-env.mjs';
import { supervise } from './lib/supervise.mjs';

async function main() {
  const env = loadEnvironment();
  const port = env.PORT || '8080';
  const cmsPort = env.CMS_PORT || '1337';
  const started = Date.now();
  for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);

  // Strapi announces edits made in its panel to the gateway, which then drops the cached pages they change.
  const cmsEnv = { ...env, CMS_PORT: cmsPort, CMS_EVENTS_URL: env.CMS_EVENTS_URL || `http://127.0.0.1:${port}/cms-events` };
  const cms = supervise('Strapi', () => startCms(cmsEnv), { upUrl: `http://127.0.0.1:${cmsPort}/_health` });
  let gateway;
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    await Promise.all([gateway?.stop(), cms.stop()]);
    process.exit(code);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  try {
    await cms.ready;
    const gatewayEnv = { ...env, PORT: port, CMS_PORT: cmsPort, LOG_LEVEL: env.LOG_LEVEL || 'warn' };
    // Up once it listens (/healthz): restarted while Strapi is down, it serves what it can until Strapi is back.
    gateway = supervise('gateway', () => startGatewayProcess(gatewayEnv), { upUrl: `http://127.0.0.1:${port}/healthz` });
    await gateway.ready;
    await waitUntilUp(`http://127.0.0.1:${port}/readyz`);
  } catch (error) {
    if (stopping) return;
    console.error(`${error.message}; stopping.`);
    await stopAll(1);
  }

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
