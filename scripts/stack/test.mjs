#!/usr/bin/env node
/**
 * npm test: every check of the project, in lanes side by side where they share nothing, so that
 * both cores stay busy, and one table at the end with each stage's time and counts. The unit tests,
 * lint and type checks run from the start; beside them, the stale builds and the seeded database
 * snapshots; once those have passed, the suites, two at a time, each on a stack of its own: the browser tests and the
 * gateway's contract suite (on SQLite, and on PostgreSQL when TEST_POSTGRES_URL names a server).
 * See docs/testing.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ROOT, freePort } from '../lib/processes.mjs';
import { spawnInGroup, stopGroupsOnSignal, stopping } from './lib/process-groups.mjs';
import { contractFiles, ownsStrapi } from './lib/contract-files.mjs';
import { machineSpeed } from './lib/machine-speed.mjs';
import { queue } from './lib/queue.mjs';
import { failedTests, failureDetails } from './lib/failure-report.mjs';
import { add, nodeCounts, playwrightCounts, vitestCounts } from './lib/test-counts.mjs';

const { TEST_POSTGRES_URL } = process.env;
/** Each stage runs under it, so that the table shows the processor time a stage took beside its wall-clock time. */
const WITH_CPU_TIME = fileURLToPath(new URL('./lib/with-cpu-time.mjs', import.meta.url));
const withoutPostgres = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'TEST_POSTGRES_URL'));

/** Test counts from a report's closing lines, by the runner that wrote it. */
const COUNTS = {
  /** node's test runner and Vitest, as `npm run test:unit` runs both. */
  unit: (output) => add(nodeCounts(output), vitestCounts(output)),
  node: nodeCounts,
  playwright: playwrightCounts,
};

const results = [];
let stageCount = 0;

/** A stage: a command whose output is shown line by line under the stage's tag; its row keeps the plan's order. */
/**
 * @param {string} name
 * @param {string} tag
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, counts?: (output: string) => ReturnType<typeof nodeCounts>, idle?: boolean }} [options]
 */
function stage(name, tag, command, args, { env = process.env, counts, idle = false } = {}) {
  return { name, tag, command, args, env, counts, idle, order: stageCount++ };
}

/** Runs one stage; resolves with whether it passed. */
function run({ name, tag, command, args, env, counts, idle, order }) {
  const started = Date.now();
  if (stopping()) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timed = [process.execPath, WITH_CPU_TIME, command, ...args];
    // An idle stage runs at the lowest priority (nice 19, inherited by all it starts): it takes what the others leave.
    const [program, ...rest] = idle ? ['nice', '-n', '19', ...timed] : timed;
    const child = spawnInGroup(program, rest, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    if (idle && child.pid) lowerSessionPriority(child.pid);
    let output = '';
    let partial = '';
    const show = (chunk) => {
      const text = partial + chunk;
      const lines = text.split('\n');
      partial = /** @type {string} */ (lines.pop());
      output += stripVTControlCharacters(lines.join('\n')) + '\n';
      for (const line of lines) process.stdout.write(`[${tag}] ${line}\n`);
    };
    // Both are pipes, as asked for above.
    child.stdout?.on('data', show);
    child.stderr?.on('data', show);
    child.on('close', (code, signal) => {
      if (partial) show('\n');
      const passed = code === 0;
      results.push({
        name,
        tag,
        order,
        seconds: (Date.now() - started) / 1000,
        cpuSeconds: Number(/^cpu-seconds ([\d.]+)$/m.exec(output)?.[1] ?? Number.NaN),
        passed,
        counts: counts?.(output),
        failures: failedTests(output),
        details: failureDetails(output),
      });
      if (!passed) process.stdout.write(`[${tag}] ${name} failed (${code ?? signal})\n`);
      resolve(passed);
    });
  });
}

/**
 * Where Linux groups the processes of each session for the scheduler (autogroup), a process's own nice value weighs
 * only against its session's other processes, and each stage is a session of its own: the session's group gets the
 * lowest priority too. Elsewhere (no autogroup, not Linux) the nice value alone does it.
 * @param {number} pid
 */
function lowerSessionPriority(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/autogroup`, '19');
  } catch {
    // No autogroup here.
  }
}

/** Stages one after another; stops at the first that fails; resolves with whether all passed. */
async function lane(stages) {
  for (const one of stages) if (!(await run(one))) return false;
  return true;
}

const npm = (name, tag, script, options) => stage(name, tag, 'npm', ['run', '--silent', script], options);
const node = (name, tag, args, options) => stage(name, tag, process.execPath, args, options);
const build = (workspace) => node(`build ${workspace} (when its sources changed)`, 'build', ['scripts/stack/build.mjs', workspace]);
const ports = { E2E_PORT: String(await freePort()), E2E_CMS_PORT: String(await freePort()) };

/**
 * What needs only the contract package, which npm install's prepare step builds: it runs beside everything else. The
 * lint and the type checks wait on nothing and nothing waits on them: they take the processor time the builds and the
 * suites leave (a suite waiting on a Strapi start, a restore, a page), not the time the builds need before the suites
 * can start. The unit tests keep their priority: some wait on timers, which a starved process would miss.
 */
const checks = [
  npm('unit tests (contract, gateway modules, scripts, front end)', 'unit', 'test:unit', { counts: COUNTS.unit }),
  npm('lint (ESLint, zero warnings)', 'lint', 'lint', { idle: true }),
  npm('type checks', 'types', 'typecheck', { idle: true }),
];
/** The databases the contract suite runs on: PostgreSQL too when TEST_POSTGRES_URL names a server. */
const databases = TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
/** The builds the suites run on, and the seeded database snapshots (which need Strapi's build). */
const builds = [
  [build('frontend'), build('gateway')],
  [build('cms'), node('seeded database snapshots', 'snapshot', ['scripts/stack/snapshots.mjs', ...databases])],
];
const DATABASE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
/** The contract suite's files that share one Strapi on one database. */
const sharedFiles = (database) =>
  node(
    `gateway contract suite on ${DATABASE_NAMES[database]}, shared Strapi`,
    `${database}-shared`,
    ['scripts/stack/test-gateway.mjs', database, '--lane=shared'],
    { counts: COUNTS.node },
  );
/**
 * Each file with a Strapi of its own on one database, a suite of its own: a few long ones, which the places take
 * one by one (as one suite, the last of them held a place alone for minutes).
 */
const ownStrapiFiles = (database) =>
  contractFiles(database, { postgres: Boolean(TEST_POSTGRES_URL) })
    .filter(ownsStrapi)
    .map((file) =>
      node(
        `gateway contract suite on ${DATABASE_NAMES[database]}, own Strapi: ${path.basename(file)}`,
        `${database}-${path.basename(file, '.test.ts')}`,
        ['scripts/stack/test-gateway.mjs', database, path.join('gateway', file)],
        { counts: COUNTS.node },
      ),
    );
/**
 * The suites, each on a stack of its own, two at a time, no more: on two cores a third only slowed every Strapi down
 * (a restore's test once ran nine times slower than alone, and writes passed the gateway's timeout), and two keep both
 * cores busy (/proc/stat sampled in a fresh-clone run: 85 % of them at normal priority while the browser tests and the
 * shared files on PostgreSQL ran, the rest to the lint and the type checks; the two stages' own processor time, 0.8 of
 * a core, leaves out PostgreSQL's server among others). They are taken in this order by whichever of the two places is
 * free, the longest first and the shortest last, so that neither place waits long for the other's last suite: the
 * browser tests beside the contract suite's files that share one Strapi on PostgreSQL, then each file with a Strapi of
 * its own on PostgreSQL, the shared files on SQLite (a few, under a minute), then each file with a Strapi of its own
 * on SQLite (last, the shared files on SQLite ran 42 s alone at the end of a fresh-clone run).
 */
const suites = [
  stage('browser tests (Playwright, Chromium)', 'browser', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...withoutPostgres, ...ports, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    counts: COUNTS.playwright,
  }),
  // Without PostgreSQL every file runs on SQLite, where the shared files are then the longest.
  ...(TEST_POSTGRES_URL
    ? [sharedFiles('postgres'), ...ownStrapiFiles('postgres'), sharedFiles('sqlite'), ...ownStrapiFiles('sqlite')]
    : [sharedFiles('sqlite'), ...ownStrapiFiles('sqlite')]),
];
const SUITES_AT_ONCE = 2;

// Stopped, npm test stops every stage with all it started, and reports them failed.
stopGroupsOnSignal();
if (!TEST_POSTGRES_URL) console.log('TEST_POSTGRES_URL is not set: the PostgreSQL run is left out (.ci/run sets it).');
const started = Date.now();
// Before any stage starts, while the machine does nothing else.
const speed = machineSpeed();
const checking = lane(checks);
const built = (await Promise.all(builds.map(lane))).every(Boolean);
const tested =
  built &&
  (await queue(
    suites.map((suite) => () => run(suite)),
    SUITES_AT_ONCE,
  ));
const passed = (await checking) && tested;
report((Date.now() - started) / 1000);
process.exit(passed ? 0 : 1);

/**
 * The stage table, the machine's speed and the setup .ci/run timed (CI_SETUP_SECONDS) first, and the closing count
 * line.
 */
function report(seconds) {
  const setup = Number(process.env.CI_SETUP_SECONDS);
  const rows = [
    { name: "this machine's speed: a fixed piece of JavaScript (docs/testing.md)", ...speed, passed: true },
    ...(setup
      ? [{ name: 'setup by .ci/run (Chromium, PostgreSQL, Redis, npm ci)', seconds: setup, cpuSeconds: Number.NaN, passed: true }]
      : []),
    ...results.sort((a, b) => a.order - b.order),
  ];
  const total = add(...results.filter((row) => row.counts).map((row) => row.counts));
  const time = (value) =>
    value >= 60
      ? `${Math.floor(Math.round(value) / 60)}m ${String(Math.round(value) % 60).padStart(2, '0')}s`
      : `${value.toFixed(value < 10 ? 2 : 1)}s`;
  const cells = (row) => [
    row.name,
    row.passed ? 'ok' : 'FAILED',
    time(row.seconds),
    Number.isNaN(row.cpuSeconds) ? '' : time(row.cpuSeconds),
    ...(row.counts ? [row.counts.passed, row.counts.failed, row.counts.skipped].map(String) : ['', '', '']),
  ];
  const table = [
    ['stage', 'result', 'time', 'cpu', 'passed', 'failed', 'skipped'],
    ...rows.map(cells),
    [
      'total (wall clock; lanes overlap)',
      passed ? 'ok' : 'FAILED',
      time(seconds + (setup || 0)),
      time(results.reduce((sum, row) => sum + (Number.isNaN(row.cpuSeconds) ? 0 : row.cpuSeconds), 0)),
      ...[total.passed, total.failed, total.skipped].map(String),
    ],
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(`\n${line(table[0])}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of table.slice(1, -1)) console.log(line(row));
  console.log(`${widths.map((width) => '-'.repeat(width)).join('  ')}\n${line(table.at(-1))}\n`);
  for (const row of results.filter((one) => one.failures?.length)) {
    console.log(`Failed in ${row.name}:`);
    for (const name of row.failures) console.log(`  [${row.tag}] ${name}`);
  }
  for (const row of results.filter((one) => one.details?.length)) {
    console.log(`\nWhat ${row.name} said of its failures (shortened):`);
    for (const line of row.details) console.log(`  [${row.tag}] ${line}`);
  }
  console.log(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}
