#!/usr/bin/env node
/**
 * The whole built stack for browser tests: Strapi on a fresh copy of the SQLite snapshot (the demo
 * content), and the gateway serving frontend/dist, on E2E_CMS_PORT / E2E_PORT. SIGTERM or
 * SIGINT stops both and removes the temporary files, and so does the end of the process E2E_OWNER_PID names (the
 * Playwright run that started the stack as its web server: one killed would leave it running).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_MAIL_DOMAIN, e2eLettersFile, startMailbox } from '../lib/mailbox.mjs';
import { panelAllowFor } from '../lib/panel-allow.mjs';
import { startGatewayProcess, stopProcess, waitUntilUp } from '../lib/processes.mjs';
import { startTemporaryCms } from '../lib/snapshot.mjs';

const port = process.env.E2E_PORT || '18080';
const cmsPort = process.env.E2E_CMS_PORT || '18337';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-e2e-'));

const { child: cms, env: cmsEnv } = await startTemporaryCms(
  dir,
  {
    CMS_PORT: cmsPort,
    ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME || 'e2e-admin',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'E2e-Passw0rd-long',
    // The panel superuser exists from the start, so that specs in both workers only sign in to it.
    SUPERUSER_EMAIL: process.env.E2E_PANEL_EMAIL || 'e2e-panel@lyceum.local',
    SUPERUSER_PASSWORD: process.env.E2E_PANEL_PASSWORD || 'E2e-Panel-Passw0rd',
  },
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
// The letters to citizens (docs/appeals.md, "Letters") reach a mail server on loopback, which keeps them for the specs.
const lettersFile = e2eLettersFile(port);
fs.writeFileSync(lettersFile, '');
const mailbox = await startMailbox({
  accepts: (address) => address.endsWith(`@${E2E_MAIL_DOMAIN}`),
  onLetter: (letter) => fs.appendFileSync(lettersFile, `${JSON.stringify(letter)}\n`),
});
let gateway;
let stopping = false;

async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all([stopProcess(gateway), stopProcess(cms), mailbox.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(lettersFile, { force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
const owner = Number(process.env.E2E_OWNER_PID);
if (owner) {
  const ownerGone = () => {
    try {
      process.kill(owner, 0);
      return false;
    } catch {
      return true;
    }
  };
  setInterval(() => ownerGone() && void stop(), 1000).unref();
}

await waitUntilUp(`http://127.0.0.1:${cmsPort}/_health`, { child: cms });
gateway = startGatewayProcess({
  PORT: port,
  HOST: '127.0.0.1',
  CMS_PORT: cmsPort,
  CMS_GATEWAY_SECRET: cmsEnv.CMS_GATEWAY_SECRET,
  // The address the browser tests use (playwright.config.ts): a production gateway names its site.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  // No proxy in front: the panel for this machine, as npm start serves it.
  PANEL_ALLOW: panelAllowFor(process.env),
  LOGIN_MAX_FAILURES_PER_IP: '1000',
  PREVIEW_SECRET: crypto.randomBytes(32).toString('base64url'),
  SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
  SMTP_FROM: 'Lyceum <site@lyceum.test>',
});
await waitUntilUp(`http://127.0.0.1:${port}/readyz`, { child: gateway });
console.log(`e2e stack ready on http://127.0.0.1:${port}`);
