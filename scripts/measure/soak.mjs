#!/usr/bin/env node
/**
 * npm run soak: 200 connections of mixed public reads for SOAK_SECONDS (60) against a temporary
 * stack (Strapi on SQLite with the demo content, the gateway), while an admin writes news, gallery
 * items and page texts as fast as the gateway takes them. Afterwards every acknowledged write is
 * read back (all three languages): a missing or different one is a lost write. Prints read
 * errors (target 0), lost writes (target 0), read p99 and memory before and after. It does not fail.
 *
 * npm run soak -- --url=https://lyceum.test:8443 [--ca=root.crt]: the same load against a running site, through its
 * front door (its name answered at this machine's loopback, trusting the authority `--ca` names), as the admin
 * SOAK_ADMIN_USERNAME / SOAK_ADMIN_PASSWORD. It writes test content: never point it at a real site.
 *
 * npm run soak -- --unique-urls [--seconds=300]: every request a URL never asked before, against the
 * demo stack, watching the gateway's heap and RSS (lib/unique-url-soak.mjs); it fails when they grow.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../lib/builds.mjs';
import { mixedSoak } from '../lib/mixed-soak.mjs';
import { freePort, rssMb, startGatewayProcess, stopProcess, waitUntilUp } from '../lib/processes.mjs';
import { startTemporaryCms } from '../lib/snapshot.mjs';
import { uniqueUrlSoak } from './lib/unique-url-soak.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = 200;
const ADMIN = { username: 'soak-admin', password: 'Soak-Passw0rd-long' };

const { values: options } = parseArgs({
  options: { 'unique-urls': { type: 'boolean' }, seconds: { type: 'string' }, url: { type: 'string' }, ca: { type: 'string' } },
});
if (options['unique-urls']) process.exit(await uniqueUrlSoak(Number(options.seconds ?? process.env.SOAK_SECONDS ?? 300)));
if (options.url) {
  const admin = { username: process.env.SOAK_ADMIN_USERNAME ?? '', password: process.env.SOAK_ADMIN_PASSWORD ?? '' };
  const ca = options.ca && fs.readFileSync(options.ca, 'utf8');
  await mixedSoak({ base: options.url.replace(/\/$/, ''), ca, admin, seconds: SECONDS, connections: CONNECTIONS });
  process.exit(0);
}
for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace); // the reads include the /uz page
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-soak-'));

const cmsPort = await freePort();
const { child: cms, env: cmsEnv } = await startTemporaryCms(
  dir,
  { CMS_PORT: String(cmsPort), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const port = await freePort();
let gateway;

try {
  await waitUntilUp(`http://127.0.0.1:${cmsPort}/_health`, { child: cms });
  gateway = startGatewayProcess(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      CMS_PORT: String(cmsPort),
      CMS_GATEWAY_SECRET: cmsEnv.CMS_GATEWAY_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/readyz`, { child: gateway });

  await mixedSoak({
    base,
    admin: ADMIN,
    seconds: SECONDS,
    connections: CONNECTIONS,
    memory: () => ({ Strapi: rssMb(cms.pid), gateway: rssMb(gateway.pid) }),
  });
} finally {
  await stopProcess(gateway);
  await stopProcess(cms);
  fs.rmSync(dir, { recursive: true, force: true });
}
