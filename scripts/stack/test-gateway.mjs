#!/usr/bin/env node
/**
 * The gateway's contract suite on one database: `node scripts/stack/test-gateway.mjs sqlite|postgres [file ...]`
 * (PostgreSQL on the server TEST_POSTGRES_URL names). One Strapi, on a copy of the seeded snapshot, serves every test file, one file after another; each file makes its own admin and content. The
 * files that ask for a Strapi of their own (`privateCms: true`: they stop, freeze, kill or wipe it)
 * run beside them, one after another in a second lane, since they share nothing. Exits with node's test runner's status.
 * See docs/testing.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANE_PORTS, freePort, stopProcess } from '../lib/processes.mjs';
import { GATEWAY_DIR, contractFiles, ownsStrapi } from './lib/contract-files.mjs';
import { importerOf } from './lib/one-process.mjs';
import { TEST_CMS_VARIABLE, keepPanelToken, startTestCms, testEvents, testSnapshot } from './lib/test-cms.mjs';
import { NO_TESTS, add, nodeCounts } from './lib/test-counts.mjs';

const [database = 'sqlite', ...rest] = process.argv.slice(2);
/** `--lane=shared` or `--lane=private` runs only the files of one lane (npm test runs the shared lane of each database, and each private file, as a suite of its own). */
const lane = rest.find((arg) => arg.startsWith('--lane='))?.slice('--lane='.length);
if (lane !== undefined && !['shared', 'private'].includes(lane)) throw new Error(`unknown lane ${lane}: shared or private`);
const chosen = rest.filter((arg) => !arg.startsWith('--lane='));
if (!['sqlite', 'postgres'].includes(database)) throw new Error(`unknown database ${database}: sqlite or postgres`);
const { TEST_POSTGRES_URL, ...withoutPostgres } = process.env;
if (database === 'postgres' && !TEST_POSTGRES_URL) throw new Error('TEST_POSTGRES_URL must name a PostgreSQL server');
const env = database === 'postgres' ? process.env : withoutPostgres;

const files = chosen.length
  ? chosen.map((file) => path.relative(GATEWAY_DIR, path.resolve(file))).sort()
  : contractFiles(/** @type {'sqlite' | 'postgres'} */ (database), { postgres: Boolean(TEST_POSTGRES_URL) });

/**
 * The shared files in one process (lib/one-process.mjs): on their own, each paid about 1.5 processor-seconds to load
 * the gateway and its loader before its first test, a fifth of the shared lane's time. The files with a Strapi of
 * their own keep a process each: they start, stop and kill processes and servers that outlive a failed test.
 */
const oneProcess = (list, dir) => [
  importerOf(
    list.map((file) => path.join(GATEWAY_DIR, file)),
    dir,
    'shared-files.test.mjs',
  ),
];

/**
 * node's test runner on `list`, one file at a time, its report passed through; resolves with its
 * exit code and the counts of the report's closing lines. `files`: how many test files `list` stands for.
 */
function runFiles(list, extraEnv, files = list.length) {
  if (list.length === 0) return Promise.resolve({ code: 0, counts: NO_TESTS });
  // A test that leaves a handle open must fail its file, not hold the run until CI's limit. The runner's timeout also
  // bounds each file it is given as a whole, and the shared files come as one module that imports them all
  // (oneProcess): the bound grows with the files it stands for, or a slow machine's whole lane would pass it.
  const args = [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    '--test-force-exit',
    `--test-timeout=${900_000 * Math.max(1, files)}`,
    '--test-reporter=spec',
    ...list,
  ];
  const child = spawn(process.execPath, args, { cwd: GATEWAY_DIR, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'inherit'] });
  let report = '';
  child.stdout.on('data', (chunk) => {
    report += chunk;
    process.stdout.write(chunk);
  });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), counts: nodeCounts(report) })),
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lyceum-${database}-suite-`));
let cms;
let panel;
let code = 1;
try {
  const shared = lane === 'private' ? [] : files.filter((file) => !ownsStrapi(file));
  // Strapi announces its changes to the gateway listening on this port: the files run one after
  // another, and each file's own gateway takes the port while it runs; no other process picks it between two files.
  const events = testEvents(await freePort(shared.length > 0 ? LANE_PORTS[database] : undefined));
  if (shared.length > 0) {
    cms = await startTestCms(dir, await testSnapshot(env), events.cmsEnv);
  }
  const panelTokenFile = path.join(dir, 'panel-token');
  panel = cms && (await keepPanelToken(cms.url, panelTokenFile));
  const description = cms && {
    url: cms.url,
    env: cms.env,
    logFile: cms.logFile,
    uploadsDir: cms.uploadsDir,
    panelTokenFile,
    events: events.gateway,
  };
  // The files with a Strapi of their own share nothing with the others: they run beside them, one after another,
  // so that no more than two Strapis start at once (each start takes a core for a while; more starved the rest).
  const owning = lane === 'shared' ? [] : files.filter(ownsStrapi);
  const lanes = await Promise.all([
    runFiles(shared.length ? oneProcess(shared, dir) : [], { [TEST_CMS_VARIABLE]: JSON.stringify(description) }, shared.length),
    ...(owning.length ? [runFiles(owning, {})] : []),
  ]);
  code = lanes.find((lane) => lane.code !== 0)?.code ?? 0;
  const { passed, failed, skipped } = add(...lanes.map((lane) => lane.counts));
  console.log(`\ngateway suite on ${database}${lane ? ` (${lane} lane)` : ''}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
} finally {
  panel?.stop();
  await stopProcess(cms?.child);
  await cms?.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
