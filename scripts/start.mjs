#!/usr/bin/env node
/**
 * npm start: first-run secrets into .env, builds when stale, then Strapi and the gateway
 * together. Ctrl-C stops both; if either dies, the other is stopped too.
 */
import { buildIfStale } from './lib/builds.mjs';
import { startCms, startGatewayProcess, stopProcess, waitUntilUp } from './lib/processes.mjs';
import { loadEnvironment } from './lib/site-env.mjs';

async function main() {
  const env = loadEnvironment();
  const port = env.PORT || '8080';
  const cmsPort = env.CMS_PORT || '1337';
  const started = Date.now();
  for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);

  // Strapi announces edits made in its panel to the gateway, which then drops the cached pages they change.
  const cms = startCms({ ...env, CMS_PORT: cmsPort, CMS_EVENTS_URL: env.CMS_EVENTS_URL || `http://127.0.0.1:${port}/cms-events` });
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
