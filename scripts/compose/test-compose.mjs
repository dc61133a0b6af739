#!/usr/bin/env node
/**
 * npm run test:compose: the production deployment (docker-compose.yml, the Dockerfile, deploy/Caddyfile) proven on
 * this machine from nothing. Builds the images, brings the whole stack up with a generated .env, waits until it is
 * healthy, runs the smoke test through Caddy over HTTPS, backs the site up, restores the archive into a fresh stack
 * and compares every public read byte for byte, then removes every container, network and volume it made (also on
 * failure and on Ctrl-C). Runs on podman with docker-compose 1.29; base images without a registry are built
 * locally (scripts/compose/lib/base-images.mjs) and kept, like podman's build cache, in ~/.cache/lyceum-compose.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBaseImages } from './lib/base-images.mjs';
import {
  CACHE_DIR,
  engineEnv,
  memoryUse,
  netavarkRules,
  podman,
  projectContainers,
  namesNetwork,
  projectNetworkMarks,
  removeNetavarkRules,
  removeProjects,
  runHealthchecks,
  startApiService,
} from './lib/engine.mjs';
import { checkIsolation } from './lib/isolation.mjs';
import { visitorLoad } from './lib/load.mjs';
import { composeProject } from './lib/project.mjs';
import { compareReads, recordPublicReads } from './lib/public-reads.mjs';
import { backupOnce, backupSafeguards, smokeTest } from './lib/smoke.mjs';
import { cleanUpOnSignals, stackSecrets, writeEnv } from './lib/stack-env.mjs';
import { stageRecorder } from './lib/stages.mjs';
import { mixedSoak } from '../lib/mixed-soak.mjs';

/** The site image's tag: one per machine, rebuilt on each run from podman's layer cache. */
const SITE_TAG = 'compose-test';
/** The soak's length (SOAK_SECONDS, as npm run soak), and the whole stack's resident memory it must stay under. */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const STACK_BUDGET_MB = 1536;

const { rows: stages, stage, failed: failedStage } = stageRecorder();
const note = (line) => console.log(`  ${line}`);

/**
 * Samples every container of the running projects' memory every 3 s; `peaks` keeps each service's highest and the
 * highest sum of one sample.
 */
function memorySampler(env, projects) {
  const peaks = { services: {}, total: 0 };
  let running = true;
  const loop = (async () => {
    while (running) {
      const containers = (await Promise.all(projects().map((name) => projectContainers(env, name).catch(() => [])))).flat();
      const usage = await memoryUse(
        env,
        containers.map(({ name }) => name),
      );
      let total = 0;
      for (const { name, service } of containers) {
        const mb = usage[name];
        if (!Number.isFinite(mb)) continue;
        total += mb;
        peaks.services[service] = Math.max(peaks.services[service] ?? 0, mb);
      }
      peaks.total = Math.max(peaks.total, total);
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  })();
  return {
    peaks,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/**
 * The restore drill's fresh stack: before Strapi first starts, a one-off container of the site image restores the
 * archive with scripts/ops/restore.mjs into the new database and public volume (docs/backups.md). It is part of the one
 * `up` of that stack: docker-compose 1.29 refuses a second `up` or `run` on a network podman made (it reads
 * podman's IPAM option "driver: host-local" as a changed network).
 */
function restoreOverride(dir, archive) {
  const file = path.join(dir, 'restore.yml');
  const override = {
    services: {
      restore: {
        image: 'lyceum-site:${SITE_TAG}',
        working_dir: '/app',
        command: ['node', 'scripts/ops/restore.mjs', `/restore/${archive.name}`],
        // What the backup service has for a restore (deploy/rollback.sh restores in it), on its network.
        environment: {
          DATABASE_CLIENT: 'postgres',
          DATABASE_URL: 'postgres://lyceum:${POSTGRES_PASSWORD}@db:5432/lyceum',
          BACKUP_PASSPHRASE: '${BACKUP_PASSPHRASE}',
        },
        volumes: ['public:/app/cms/public', 'backups:/app/backups', `${archive.dir}:/restore:ro`],
        networks: ['data'],
        depends_on: { db: { condition: 'service_healthy' } },
      },
      cms: { depends_on: { restore: { condition: 'service_completed_successfully' } } },
    },
  };
  // JSON is YAML: compose reads it as it is.
  fs.writeFileSync(file, JSON.stringify(override, null, 2));
  return [file];
}

/**
 * Compose projects of this test are named after the process that runs them (`lyceum-compose-<pid>-…`): a project
 * whose process is gone was left by a killed run; other runs' projects, in the same store, are alive.
 */
const PROJECT = /^lyceum-compose-(\d+)-/;
const projectPrefix = `lyceum-compose-${process.pid}-`;
const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
const leftByKilledRun = (project) => PROJECT.test(project) && !isAlive(Number(/** @type {RegExpExecArray} */ (PROJECT.exec(project))[1]));

/**
 * A /24 for the stack's network that no route of this machine uses yet (another run's stack included), so that
 * runs side by side do not collide: 172.28.N.0/24 with N from 100 to 249.
 */
function freeSubnet() {
  const routes = execFileSync('ip', ['-4', 'route'], { encoding: 'utf8' });
  for (let attempt = 0; attempt < 150; attempt++) {
    const prefix = `172.28.${100 + crypto.randomInt(150)}.`;
    if (!routes.includes(prefix)) return prefix;
  }
  throw new Error('no free 172.28.N.0/24 subnet for the stack');
}

function printTable(rows, columns) {
  const widths = columns.map(({ key, title }) => Math.max(title.length, ...rows.map((row) => String(row[key]).length)));
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  console.log(line(columns.map(({ title }) => title)));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map(({ key }) => row[key])));
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-compose-'));
  const env = engineEnv();
  const id = crypto.randomBytes(3).toString('hex');
  const projects = [];
  let service = null;
  let stopHealthchecks = async () => {};
  let sampler = null;
  const rulesBefore = await netavarkRules();
  const addresses = freeSubnet();
  const [subnet, caddyAddress] = [`${addresses}0/24`, `${addresses}10`];
  // What names every network the stacks had in netavark's rules (podman picks the subnets of all but the default one),
  // read as each stack goes down, for the clean-up.
  const marks = new Set([addresses]);
  const takeDown = async (project) => {
    for (const mark of await projectNetworkMarks(env, project.name).catch(() => [])) marks.add(mark);
    return project.down();
  };

  const cleanUp = async () => {
    await sampler?.stop();
    await stopHealthchecks();
    if (failedStage()) {
      for (const project of projects) {
        console.error(`\nThe last log lines of ${project.name}:`);
        console.error(await project.compose(['logs', '--no-color', '--tail=30']).catch((error) => error.message));
      }
    }
    for (const project of projects.splice(0)) {
      const failed = await takeDown(project);
      if (failed) console.error(`Warning: ${failed.message}`);
    }
    if (service) {
      // Whatever compose could not remove goes through podman itself (this run's projects only: others may share the store).
      await removeProjects(env, (name) => name.startsWith(projectPrefix)).catch((error) => console.error(`Warning: ${error.message}`));
      await service.stop();
      service = null;
    }
    // Netavark leaves some of its iptables rules and chains behind when a network goes.
    const leftover = (await netavarkRules()).filter((rule) => !rulesBefore.includes(rule));
    const removed = await removeNetavarkRules(leftover, [...marks]);
    if (removed.length) console.error(`Warning: netavark left iptables rules; removed:\n  ${removed.join('\n  ')}`);
    const remaining = (await netavarkRules()).filter((rule) => namesNetwork(rule, [...marks]));
    if (remaining.length) console.error(`Warning: iptables still holds rules for ${[...marks].join(', ')}:\n  ${remaining.join('\n  ')}`);
    fs.rmSync(work, { recursive: true, force: true });
  };
  const cleanUpOnce = cleanUpOnSignals(cleanUp);

  const { httpsPort, httpPort, publicUrl, secrets, admin } = await stackSecrets();
  let baseImages = {};
  const settings = (seed) => ({
    ...secrets,
    PUBLIC_URL: publicUrl,
    SEED_DEMO: seed,
    CADDY_TLS: 'internal',
    HTTPS_PORT: httpsPort,
    HTTP_PORT: httpPort,
    SITE_SUBNET: subnet,
    CADDY_ADDRESS: caddyAddress,
    TRUST_PROXY: caddyAddress,
    SITE_TAG,
    ...baseImages,
  });
  /** @type {(name: string, values: Record<string, string | number>, overrides?: (dir: string) => string[]) => ReturnType<typeof composeProject>} */
  const project = (name, values, overrides = () => []) => {
    const dir = path.join(work, name);
    fs.mkdirSync(dir);
    const envFile = writeEnv(dir, values);
    const created = composeProject({
      overrides: overrides(dir),
      name,
      envFile,
      env: { ...env, DOCKER_HOST: service.dockerHost },
      log: path.join(work, 'compose.log'),
    });
    projects.push(created);
    return created;
  };

  try {
    await stage('engine: podman API service', async () => {
      service = await startApiService(env);
      const removed = await removeProjects(env, leftByKilledRun);
      if (removed.length) note(`removed what killed runs left: ${removed.join(', ')}`);
      note(`podman store ${CACHE_DIR}, API ${service.dockerHost}`);
    });
    baseImages = await stage('base images', async () => {
      const images = await ensureBaseImages(env);
      for (const { image, seconds } of images.built) note(`built ${image} in ${seconds.toFixed(0)} s`);
      if (!images.built.length) note('all cached');
      return images.variables;
    });

    const first = project(`${projectPrefix}${id}`, settings('true'));
    await stage('site image (docker-compose build)', async () => {
      const image = `lyceum-site:${SITE_TAG}`;
      const imageId = () =>
        podman(['image', 'inspect', '--format', '{{.Id}}', image], env).then(
          (id) => id.trim(),
          () => '',
        );
      const previous = await imageId();
      await first.build();
      // The image it replaces goes; the build's cached layers stay, except those of builds a week old.
      if (previous && previous !== (await imageId())) await podman(['rmi', previous], env).catch(() => {});
      await podman(['image', 'prune', '-f', '--filter', 'until=168h'], env).catch(() => {});
    });
    stopHealthchecks = runHealthchecks(env, first.name);
    sampler = memorySampler(env, () => projects.map(({ name }) => name));

    const { door } = await stage('stack up to healthy (db, cms, gateway, caddy, backup)', () => first.serving(publicUrl));
    await stage("each container's networks, connections, secrets and file rights", () =>
      checkIsolation({ project: first, env, secrets, note }),
    );
    const { photo } = await stage('smoke test through Caddy (HTTPS)', () =>
      smokeTest({
        door,
        project: first,
        admin,
        caddyAddress,
        httpPort,
        note,
      }),
    );
    const before = await stage('public reads recorded', async () => {
      const reads = await recordPublicReads(door, { photos: [photo] });
      note(`${Object.keys(reads).length} public reads recorded`);
      return reads;
    });
    await stage('visitor load through Caddy (memory under load)', async () => {
      const routes = Object.keys(before).flatMap((route) =>
        route.startsWith('/api/attachment/') && !route.includes('/resize/') ? [route, `${route}?w=500`, `${route}?w=750`] : [route],
      );
      const load = await visitorLoad(door, routes, { seconds: 30, concurrency: 16 });
      if (load.failures) throw new Error(`${load.failures} of ${load.requests} requests failed under load`);
      note(`${load.requests} requests in 30 s (${load.perSecond.toFixed(0)}/s, 16 at a time), none failed`);
    });
    const archive = await stage('backup in the backup container', async () => {
      const name = await backupOnce(first, note);
      await backupSafeguards(first, note);
      const dir = path.join(work, 'archive');
      fs.mkdirSync(dir, { mode: 0o755 });
      await podman(['cp', `${await first.container('backup')}:/app/backups/${name}`, dir], env);
      fs.chmodSync(path.join(dir, name), 0o644);
      return { dir, name };
    });
    door.close();
    await stage('first stack down', async () => {
      await stopHealthchecks();
      const failed = await takeDown(first);
      projects.splice(projects.indexOf(first), 1);
      if (failed) throw failed;
    });

    const second = project(`${projectPrefix}${id}-restored`, settings('false'), (dir) => restoreOverride(dir, archive));
    stopHealthchecks = runHealthchecks(env, second.name);
    const restored = await stage('fresh stack restored from the archive, up to healthy', async () => {
      const up = await second.serving(publicUrl);
      const container = await second.container('restore', { all: true });
      const [{ State }] = JSON.parse(await podman(['inspect', container], env));
      const [started, finished] = [State.StartedAt, State.FinishedAt].map(Date.parse);
      note(`restore.mjs in its container took ${((finished - started) / 1000).toFixed(1)} s`);
      return up;
    });
    await stage('public reads compared byte for byte', async () => {
      const after = await recordPublicReads(restored.door, { photos: [photo] });
      restored.door.close();
      // The same release on both sides: every byte must match, orders included.
      const { differences, ordered } = compareReads(before, after);
      const unequal = [...differences, ...ordered.map((route) => `${route}: equal only once put in order`)];
      if (unequal.length) throw new Error(`${unequal.length} public read(s) differ after the restore:\n  ${unequal.join('\n  ')}`);
      note(`${Object.keys(after).length} of ${Object.keys(after).length} public reads byte-identical after the restore`);
    });
    await stage(`npm run soak through Caddy (${SOAK_SECONDS} s, 200 connections, an admin writing throughout)`, async () => {
      const soak = await mixedSoak({ base: publicUrl, ca: restored.ca, admin, seconds: SOAK_SECONDS, connections: 200 });
      const failed = soak.result.errors + soak.result.timeouts + soak.result.non2xx;
      if (failed || soak.lost) throw new Error(`under the soak: ${failed} failed reads, ${soak.lost} lost writes`);
      note(`soak: ${soak.result.requests.total} reads (p99 ${soak.result.latency.p99} ms), ${soak.writes} writes, none failed or lost`);
    });
    await stage('restored stack down', async () => {
      await stopHealthchecks();
      const failed = await takeDown(second);
      projects.splice(projects.indexOf(second), 1);
      if (failed) throw failed;
    });
  } finally {
    const peaks = sampler?.peaks;
    const images = service ? await podman(['images', '--format', '{{.Repository}}:{{.Tag}}  {{.Size}}'], env).catch(() => '') : '';
    await stage('clean up (containers, networks, volumes, API service)', cleanUpOnce).catch((error) =>
      console.error(`Warning: ${error.message}`),
    );
    console.log('\nImage sizes:');
    for (const line of images.split('\n').filter((text) => /lyceum/.test(text))) console.log(`  ${line}`);
    if (peaks) {
      console.log('\nMemory peaks (podman stats, every 3 s):');
      for (const [name, mb] of Object.entries(peaks.services)) console.log(`  ${name.padEnd(8)} ${mb.toFixed(0)} MB`);
      console.log(`  whole stack (highest sum of one sample): ${peaks.total.toFixed(0)} MB (budget ${STACK_BUDGET_MB} MB)`);
      if (peaks.total > STACK_BUDGET_MB) {
        console.error(`The stack's memory peaked at ${peaks.total.toFixed(0)} MB, over its ${STACK_BUDGET_MB} MB budget on a 2 GB server`);
        process.exitCode = 1;
      }
    }
    console.log('');
    printTable(
      stages.map(({ name, result, seconds }) => ({ name, result, time: `${seconds.toFixed(1)} s` })),
      [
        { key: 'name', title: 'stage' },
        { key: 'result', title: 'result' },
        { key: 'time', title: 'time' },
      ],
    );
  }
}

main().catch((error) => {
  console.error(`\ntest:compose failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
