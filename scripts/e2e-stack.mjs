#!/usr/bin/env node
/**
 * The whole built stack for browser tests: Strapi on a fresh temporary SQLite database with the
 * demo content, and the gateway serving frontend/dist, on E2E_CMS_PORT / E2E_PORT. SIGTERM or
 * SIGINT stops both and removes the temporary files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGatewayProcess, startTemporaryCms, stopProcess, waitUntilUp } from './lib/processes.mjs';

const port = process.env.E2E_PORT || '18080';
const cmsPort = process.env.E2E_CMS_PORT || '18337';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-e2e-'));

const cms = startTemporaryCms(
  dir,
  cmsPort,
  { username: process.env.E2E_ADMIN_USERNAME || 'e2e-admin', password: process.env.E2E_ADMIN_PASSWORD || 'E2e-Passw0rd-long' },
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
let gateway;

async function stop() {
  await Promise.all([stopProcess(gateway), stopProcess(cms)]);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await waitUntilUp(`http://127.0.0.1:${cmsPort}/_health`, { child: cms });
gateway = startGatewayProcess({ PORT: port, HOST: '127.0.0.1', CMS_PORT: cmsPort, LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES_PER_IP: '1000' });
await waitUntilUp(`http://127.0.0.1:${port}/readyz`, { child: gateway });
console.log(`e2e stack ready on http://127.0.0.1:${port}`);
