#!/usr/bin/env node
/**
 * The upgrade of a production stack, proven on this machine: the previous release (PREVIOUS_RELEASE, built from its
 * commit) runs docker-compose.yml on PostgreSQL with the demo content; an editor changes the admin's password, uploads
 * a photo, edits a news item twice, deletes another into the trash and adds a menu page, through Caddy over HTTPS;
 * every public read and the admin reads of revisions and trash are recorded. deploy/upgrade.sh then upgrades the stack
 * to this checkout, and the test checks Strapi's migrations, the password, every recorded read byte for byte, the
 * photo and the pre-upgrade archive; deploy/rollback.sh goes back with that archive, and the previous release must
 * answer the recorded reads again. Everything the test made is removed at the end, also on failure and on Ctrl-C.
 * Runs on podman with docker-compose 1.29, like scripts/compose/test-compose.mjs, in the same image store.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBaseImages } from './lib/base-images.mjs';
import {
  engineEnv,
  namesNetwork,
  netavarkRules,
  podman,
  projectNetworkMarks,
  removeNetavarkRules,
  runHealthchecks,
  startApiService,
} from './lib/engine.mjs';
import { frontDoor } from './lib/front-door.mjs';
import { COMPOSE_FILE, composeProject } from './lib/project.mjs';
import { acrossReleases, compareReads, recordPublicReads } from './lib/public-reads.mjs';
import {
  adminEvidence,
  buildRelease,
  editorWork,
  login,
  ownStore,
  recordAdminReads,
  runDeployScript,
  strapiMigrations,
} from './lib/upgrade.mjs';
import { cleanUpOnSignals, stackSecrets, writeEnv } from './lib/stack-env.mjs';
import { stageRecorder } from './lib/stages.mjs';

/** main as it stood before the compose deployment (HTTPS, scheduled backups, upgrades) came. */
const PREVIOUS_RELEASE = process.env.PREVIOUS_RELEASE || '08d67ea';
// A network of its own, so that the test can run beside test-compose.mjs's.
const SUBNET = '172.28.58.0/24';
const CADDY_ADDRESS = '172.28.58.10';
const SUBNET_PREFIX = '172.28.58.';
const SITE_TAG = 'upgrade-test';
// The Docker API podman serves names short image names as Docker does.
const image = (tag) => `docker.io/library/lyceum-site:${tag}`;
const PREVIOUS_IMAGE = image('previous');

const { rows: stages, stage } = stageRecorder();
const checks = [];
const note = (line) => console.log(`  ${line}`);

/** One named check: recorded pass or fail; a failure is thrown on after it is recorded. */
async function check(name, work) {
  try {
    const detail = await work();
    checks.push({ name, result: 'pass' });
    note(`PASS ${name}${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    checks.push({ name, result: 'FAIL' });
    note(`FAIL ${name}: ${error.message}`);
    throw error;
  }
}

/** Caddy's internal root once Caddy serves the site over HTTPS, and a door trusting it. */
async function caddyDoor(project, publicUrl) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ca = await project.exec('caddy', ['cat', '/data/caddy/pki/authorities/local/root.crt']).catch(() => null);
    if (ca) {
      const door = frontDoor(publicUrl, ca);
      const ready = await door.request('/readyz').catch(() => null);
      if (ready?.status === 200) return door;
      door.close();
    }
    if (Date.now() > deadline) throw new Error('Caddy did not serve /readyz over HTTPS within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Throws with the reads that differ; resolves with a note of those equal only once put in order (a restore's
 * database returns some rows in another order: compareReads says which orderings are allowed).
 */
function sameReads(before, after) {
  const { differences, ordered } = compareReads(before, after);
  if (differences.length) throw new Error(`${differences.length} differ:\n    ${differences.join('\n    ')}`);
  return ordered.length ? `; identical once put in order: ${ordered.join(', ')}` : ', all byte-identical';
}

const imageId = (env, name) => podman(['image', 'inspect', '--format', '{{.Id}}', name], env).then((out) => out.trim());
const runningImage = async (env, project) =>
  (await podman(['inspect', '--format', '{{.Image}}', await project.container('cms')], env)).trim();

function printTable(rows) {
  const width = Math.max(...rows.map(({ name }) => name.length));
  for (const { name, result, seconds } of rows) {
    console.log(`${name.padEnd(width)}  ${result.padEnd(6)}${seconds === undefined ? '' : `  ${seconds.toFixed(1)} s`}`);
  }
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-upgrade-'));
  const env = ownStore(engineEnv());
  const name = `lyceum-upgrade-${crypto.randomBytes(3).toString('hex')}`;
  let service = null;
  let project = null;
  let previousId = '';
  let stopHealthchecks = async () => {};
  const doors = [];
  const rulesBefore = await netavarkRules();

  const cleanUp = async () => {
    for (const door of doors) door.close();
    await stopHealthchecks();
    // What names the stack's networks in netavark's rules: the default one on SUBNET, the others on subnets podman picked.
    const marks = new Set([SUBNET_PREFIX]);
    if (project) {
      for (const mark of await projectNetworkMarks(env, name).catch(() => [])) marks.add(mark);
      const failed = await project.down();
      if (failed) console.error(`Warning: ${failed.message}`);
    }
    if (service) {
      // The tags the run moved, and this release's image; the previous release's stays, for podman's build cache.
      const current = await imageId(env, image(SITE_TAG)).catch(() => '');
      for (const tag of [SITE_TAG, 'rollback']) await podman(['untag', image(tag)], env).catch(() => {});
      if (current && current !== previousId) await podman(['rmi', current], env).catch(() => {});
      await service.stop();
    }
    // Only this stack's networks': test-compose.mjs's may be up meanwhile.
    await removeNetavarkRules(
      (await netavarkRules()).filter((rule) => !rulesBefore.includes(rule)),
      [...marks],
    );
    const remaining = (await netavarkRules()).filter((rule) => namesNetwork(rule, [...marks]));
    if (remaining.length) console.error(`Warning: iptables still holds rules for ${[...marks].join(', ')}:\n  ${remaining.join('\n  ')}`);
    fs.rmSync(work, { recursive: true, force: true });
  };
  const cleanUpOnce = cleanUpOnSignals(cleanUp);

  const { httpsPort, httpPort, publicUrl, secrets, admin } = await stackSecrets();
  /** @type {Record<string, string>} */
  const values = {
    ...secrets,
    PUBLIC_URL: publicUrl,
    SEED_DEMO: 'true',
    CADDY_TLS: 'internal',
    HTTPS_PORT: String(httpsPort),
    HTTP_PORT: String(httpPort),
    SITE_SUBNET: SUBNET,
    CADDY_ADDRESS,
    TRUST_PROXY: CADDY_ADDRESS,
    SITE_TAG,
  };

  try {
    service = await stage('engine: podman API service', () => startApiService(env));
    const dockerEnv = { ...env, DOCKER_HOST: service.dockerHost };
    Object.assign(values, (await stage('base images', () => ensureBaseImages(env))).variables);
    const envFile = writeEnv(work, values);
    project = composeProject({ name, envFile, env: dockerEnv, log: path.join(work, 'compose.log') });
    // Podman's API reports a network's IPAM option driver=host-local that Docker's does not, and docker-compose 1.29
    // refuses a project whose existing network differs from the file ("needs to be recreated"): the operator's
    // commands get the option named in an override of the test's own. Docker needs none.
    const podmanNetwork = path.join(work, 'podman-network.yml');
    fs.writeFileSync(
      podmanNetwork,
      `networks:\n  default:\n    ipam:\n      config:\n        - subnet: ${SUBNET}\n      options:\n        driver: host-local\n`,
    );
    // The operator's shell: the project's name and files, and .env's values, as docker compose reads them.
    const operatorEnv = {
      ...dockerEnv,
      ...values,
      COMPOSE_PROJECT_NAME: name,
      COMPOSE_FILE: [COMPOSE_FILE, podmanNetwork].join(path.delimiter),
      COMPOSE_HTTP_TIMEOUT: '600',
      DOCKER_CLIENT_TIMEOUT: '600',
    };

    await stage(`previous release's image (${PREVIOUS_RELEASE}, git archive + podman build)`, async () => {
      const built = await buildRelease(env, {
        commit: PREVIOUS_RELEASE,
        image: PREVIOUS_IMAGE,
        nodeImage: values.NODE_IMAGE,
        dir: path.join(work, 'previous'),
        log: path.join(work, 'previous-build.log'),
      });
      await podman(['tag', PREVIOUS_IMAGE, image(SITE_TAG)], env);
      note(`${built.sha} as ${PREVIOUS_IMAGE}; ${built.fromLines.join(', ')}`);
    });
    previousId = await imageId(env, PREVIOUS_IMAGE);
    stopHealthchecks = runHealthchecks(env, name);

    let door = await stage('previous release up from nothing on PostgreSQL (demo content)', async () => {
      // The previous release has no backup scheduler for the backup service to run.
      await project.compose(['up', '-d', '--no-build', '--scale', 'backup=0']);
      return caddyDoor(project, publicUrl);
    });
    doors.push(door);

    const edits = await stage("an editor's work through Caddy (HTTPS)", () => editorWork(door, admin, note));
    const before = await stage('public and admin reads recorded', async () => {
      const reads = {
        public: await recordPublicReads(door, { photos: [edits.photo] }),
        admin: await recordAdminReads(door, edits.token, edits),
      };
      const evidence = adminEvidence(reads.admin, edits);
      note(
        `${Object.keys(reads.public).length} public reads, ${Object.keys(reads.admin).length} admin reads ` +
          `(${evidence.revisions} revisions of the news item, ${evidence.trash} trash entr${evidence.trash === 1 ? 'y' : 'ies'})`,
      );
      return reads;
    });
    const db = await project.container('db');
    const migrationsBefore = await strapiMigrations(env, db);

    /** One of deploy/'s scripts as a stage; it recreates Caddy with the rest, so the door is opened anew after it. */
    const deploy = async (name, script, args) => {
      const output = await stage(name, () => runDeployScript(script, args, operatorEnv));
      door.close();
      door = await caddyDoor(project, publicUrl);
      doors.push(door);
      return output;
    };
    const output = await deploy('deploy/upgrade.sh (pre-upgrade backup, build, up, healthy)', 'upgrade.sh', []);
    const archive = /^Pre-upgrade archive: (\S+)$/m.exec(output)?.[1];

    await stage('checks after the upgrade', async () => {
      await check('the stack runs this release', async () => {
        const running = await runningImage(env, project);
        if (running === previousId) throw new Error('cms still runs the previous release');
        return `cms on ${running.slice(0, 12)}, the previous release was ${previousId.slice(0, 12)}`;
      });
      await check("Strapi's migrations ran (strapi_migrations, strapi_migrations_internal)", async () => {
        const after = await strapiMigrations(env, db);
        const lost = migrationsBefore.internal.filter((entry) => !after.internal.includes(entry));
        if (lost.length) throw new Error(`records gone: ${lost.join(', ')}`);
        const added = [...after.internal, ...after.user].filter(
          (entry) => ![...migrationsBefore.internal, ...migrationsBefore.user].includes(entry),
        );
        return `${after.internal.length} internal and ${after.user.length} project migration records, ${added.length} added by the upgrade${
          added.length ? ` (${added.join(', ')})` : ''
        }`;
      });
      await check('the admin logs in with the password set before the upgrade', () =>
        login(door, admin.username, edits.password).then(() => ''),
      );
      await check(
        'every public read (photo included) is byte-identical; visitor pages by the answers both releases embed, feeds without excerpts',
        async () => {
          // Another release: its pages' markup and feeds' excerpts differ by design; the content must not (acrossReleases).
          const same = sameReads(...acrossReleases(before.public, await recordPublicReads(door, { photos: [edits.photo] })));
          return `${Object.keys(before.public).length} reads${same}`;
        },
      );
      await check(
        'revisions, trash, the news item and the page text are byte-identical, by the fields the previous release had',
        async () => {
          const token = await login(door, admin.username, edits.password);
          const after = await recordAdminReads(door, token, edits);
          adminEvidence(after, edits);
          return `${Object.keys(after).length} admin reads${sameReads(...acrossReleases(before.admin, after))}`;
        },
      );
      await check('a pre-upgrade archive is in the backups volume', async () => {
        if (!archive) throw new Error('deploy/upgrade.sh named no archive');
        const listing = (await project.exec('backup', ['ls', '-l', '/app/backups'])).split('\n');
        const line = listing.find((entry) => entry.endsWith(` ${archive}`));
        if (!line || !/-pre-upgrade\.tar\.gz\.age$/.test(archive)) throw new Error(`${archive} not found in:\n${listing.join('\n')}`);
        const head = await project.exec('backup', ['head', '-c', '21', `/app/backups/${archive}`]);
        if (head !== 'age-encryption.org/v1') throw new Error(`${archive} is not an age file`);
        return line.trim();
      });
    });

    await deploy('deploy/rollback.sh with the pre-upgrade archive', 'rollback.sh', [archive]);
    await stage('checks after the rollback', async () => {
      await check('the stack runs the previous release again', async () => {
        const running = await runningImage(env, project);
        if (running !== previousId) throw new Error(`cms runs ${running.slice(0, 12)}, not ${previousId.slice(0, 12)}`);
        return previousId.slice(0, 12);
      });
      await check('the previous release answers every recorded read byte for byte', async () => {
        const token = await login(door, admin.username, edits.password);
        const after = {
          public: await recordPublicReads(door, { photos: [edits.photo] }),
          admin: await recordAdminReads(door, token, edits),
        };
        const same = sameReads({ ...before.public, ...before.admin }, { ...after.public, ...after.admin });
        return `${Object.keys(after.public).length} public and ${Object.keys(after.admin).length} admin reads${same}`;
      });
    });
  } finally {
    await stage('clean up (containers, network, volumes, tags, API service)', cleanUpOnce).catch((error) =>
      console.error(`Warning: ${error.message}`),
    );
    console.log('\nChecks:');
    printTable(checks);
    console.log('\nStages:');
    printTable(stages);
  }
}

main().catch((error) => {
  console.error(`\ntest-compose-upgrade failed: ${error.stack ?? error.message}`);
  process.exitCode = 1;
});
