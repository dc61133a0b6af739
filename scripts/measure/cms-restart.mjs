#!/usr/bin/env node
/**
 * npm run cms-restart: how long the site goes without Strapi after Strapi's process dies, from its SIGKILL until the
 * gateway's GET /readyz answers 200 again. Strapi runs on a copy of the seeded SQLite snapshot under the supervisor
 * `npm start` uses (scripts/ops/lib/supervise.mjs, its back-off as it is), the gateway beside it (supervised too, its
 * cache off). Each kill comes once the running Strapi has been up for the supervisor's stable minute, so each is a
 * single crash restarted after the first pause (0.5 s), not one of a series of crashes whose pauses double.
 *
 * RUNS (5, `--runs=N`) kills on the idle stack, then as many while `--connections=N` (20) connections of autocannon
 * (in a process of its own) ask the gateway for visitor pages that all go to Strapi. Prints each time, the median and
 * the CPU time Strapi used to come back (what an idle machine's figure is close to), then where the time goes: the
 * supervisor's pause, the process's start, the loading of Strapi's code, its register and bootstrap phases (the
 * database, the schema sync, the routes, the plugins', the site's own steps in cms/src/bootstrap), its listen, and
 * the wait until the gateway's /readyz answers. Strapi's phases come from a preload (a few `require` and method
 * wrappers that append a line with the time, the CPU time and the time in `require` to a file); it changes nothing
 * Strapi does. It does not fail. `--no-build` measures the builds as they are, stale or not.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../lib/builds.mjs';
import { CMS_HEAP_MB, ROOT, freePort, memoryEnv, startCms, startGatewayProcess, stopProcess, waitUntilUp } from '../lib/processes.mjs';
import { startTemporaryCms } from '../lib/snapshot.mjs';
import { BACKOFF, supervise } from '../ops/lib/supervise.mjs';
import { visitorRoutes } from './lib/demo-stack.mjs';
import { median } from './lib/median.mjs';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, connections: { type: 'string', default: '20' }, 'no-build': { type: 'boolean' } },
});
const RUNS = Number(options.runs);
const CONNECTIONS = Number(options.connections);
/** How often /readyz is asked after a kill: the resolution of the figures. */
const POLL_MS = 50;
// Both accounts, as on a site npm start runs: a restart then finds them, and checks the superuser's password against ADMIN_PASSWORD.
const ADMIN = { ADMIN_USERNAME: 'restart-admin', ADMIN_PASSWORD: 'Restart-Passw0rd-long' };
const SUPERUSER = { SUPERUSER_EMAIL: 'restart-super@lyceum.local', SUPERUSER_PASSWORD: 'Restart-Super-Passw0rd' };

/**
 * The preload that timestamps Strapi's phases: one JSON line per mark ({ pid, name, at, cpu, req }: the process's CPU
 * time so far and the ms spent in `require` so far, the main module aside, both in ms) appended to LYCEUM_PHASE_FILE.
 * It wraps, as they are loaded, Strapi's CLI and core modules, its lifecycle methods and the steps of its bootstrap,
 * the database's init and schema sync, each plugin's bootstrap, and the steps of the site's bootstrap
 * (cms/dist/src/bootstrap/index.js calls them through their modules' exports).
 */
const PRELOAD = String.raw`
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const file = process.env.LYCEUM_PHASE_FILE;
let requireMs = 0;
const mark = (name) => {
  const { user, system } = process.cpuUsage();
  fs.appendFileSync(file, JSON.stringify({ pid: process.pid, name, at: Date.now(), cpu: (user + system) / 1000, req: requireMs }) + '\n');
};
mark('preload');
/** Marks name:begin and name:end around target[key] (sync or async); label(...args) may name it, or skip it with a falsy name. */
const timed = (target, key, label) => {
  const original = target && target[key];
  if (typeof original !== 'function') return;
  target[key] = function (...args) {
    const name = typeof label === 'function' ? label.apply(this, args) : label;
    if (!name) return original.apply(this, args);
    mark(name + ':begin');
    let result;
    try {
      result = original.apply(this, args);
    } catch (error) {
      mark(name + ':end');
      throw error;
    }
    if (result && typeof result.then === 'function') return result.finally(() => mark(name + ':end'));
    mark(name + ':end');
    return result;
  };
};
const wrapped = new WeakSet();
const SITE_STEPS = { './locales': 'ensureLocales', './permissions': 'ensureRoles', './admins': 'ensureAdmins', './seed': 'seedDemoContent' };
const BIN = path.join('@strapi', 'strapi', 'bin', 'strapi.js');
const CORE_INDEX = path.join('@strapi', 'core', 'dist', 'index.js');
const SITE_BOOTSTRAP = path.join('dist', 'src', 'bootstrap', 'index.js');

function wrapStrapi(Strapi) {
  const proto = Strapi.prototype;
  for (const method of ['load', 'register', 'listen']) timed(proto, method, method);
  timed(proto, 'bootstrap', function () {
    timed(this.server, 'initMiddlewares', 'middlewares');
    timed(this.server, 'initRouting', 'routing');
    timed(this.contentAPI.permissions, 'registerActions', 'actions');
    return 'bootstrap';
  });
  timed(proto, 'runPluginsLifecycles', function (stage) {
    if (stage !== 'bootstrap') return stage === 'register' && 'plugins.register';
    for (const [name, module] of Object.entries(this.get('modules').getAll())) timed(module, 'bootstrap', 'plugin ' + name);
    return 'plugins';
  });
  timed(proto, 'runUserLifecycles', (stage) => stage === 'bootstrap' && 'site');
  const listen = proto.listen;
  proto.listen = function (...args) {
    this.server.httpServer.once('listening', () => mark('listening'));
    return listen.apply(this, args);
  };
  // createStrapi's new Strapi(...): the configuration and the application's files are read there.
  return new Proxy(Strapi, {
    construct(target, args, newTarget) {
      mark('construct:begin');
      try {
        return Reflect.construct(target, args, newTarget);
      } finally {
        mark('construct:end');
      }
    },
  });
}

function wrapDatabase({ Database }) {
  const init = Database.prototype.init;
  Database.prototype.init = function (...args) {
    timed(this.schema, 'sync', 'schema');
    return init.apply(this, args);
  };
  timed(Database.prototype, 'init', 'database');
}

const load = Module._load;
let depth = 0;
Module._load = function (request, parent, isMain) {
  if (isMain) return load.apply(this, arguments);
  const from = (parent && parent.filename) || '';
  const name = (request === '../dist/cli' && from.endsWith(BIN) && 'cli') || (request === '@strapi/core' && !wrapped.has(Module) && 'core');
  if (name === 'core') wrapped.add(Module);
  if (name) mark(name + ':begin');
  const began = depth === 0 ? performance.now() : 0;
  depth++;
  let exports;
  try {
    exports = load.apply(this, arguments);
  } finally {
    depth--;
    if (depth === 0) requireMs += performance.now() - began;
  }
  if (name) mark(name + ':end');
  if (!exports || wrapped.has(exports)) return exports;
  if (request === './Strapi.js' && from.endsWith(CORE_INDEX)) {
    const proxy = wrapStrapi(exports);
    wrapped.add(exports).add(proxy);
    return proxy;
  }
  if (request === '@strapi/database') {
    wrapped.add(exports);
    wrapDatabase(exports);
  } else if (SITE_STEPS[request] && from.endsWith(SITE_BOOTSTRAP)) {
    wrapped.add(exports);
    timed(exports, SITE_STEPS[request], SITE_STEPS[request]);
  }
  return exports;
};
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-cms-restart-'));
const phaseFile = path.join(dir, 'phases.jsonl');
const preloadFile = path.join(dir, 'phases.cjs');
fs.writeFileSync(preloadFile, PRELOAD);
const logFile = path.join(dir, 'processes.log');
const logFd = fs.openSync(logFile, 'a');
/** @type {import('node:child_process').StdioOptions} */
const STDIO = ['ignore', logFd, logFd];

/** The supervisors' lines, each with its time. */
const supervisorLines = /** @type {{ at: number, line: string }[]} */ ([]);
const note = (line) => {
  supervisorLines.push({ at: Date.now(), line });
  fs.writeSync(logFd, `${line}\n`);
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const secondsOf = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** @type {ReturnType<typeof supervise> | undefined} */
let cms;
/** @type {ReturnType<typeof supervise> | undefined} */
let gateway;
/** @type {import('node:child_process').ChildProcess | undefined} */
let loader;
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await stopProcess(loader);
  await Promise.all([gateway?.stop(), cms?.stop()]);
  fs.closeSync(logFd);
  fs.rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

/**
 * Strapi's marks for the process `pid`, by name: when (the first `:begin`, the last `:end`), and the process's CPU time
 * and the time spent in `require` until then (ms).
 */
function marksOf(pid) {
  /** @type {Record<string, Mark>} */
  const marks = {};
  for (const line of fs.readFileSync(phaseFile, 'utf8').split('\n')) {
    if (!line) continue;
    const { pid: of, name, at, cpu, req } = JSON.parse(line);
    if (of === pid && (!marks[name] || name.endsWith(':end'))) marks[name] = { at, cpu, req };
  }
  return marks;
}
/** @typedef {{ at: number, cpu: number, req: number }} Mark */

/** The CPU time (user and system, ms) a process has used, from /proc. */
function cpuMsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;

/**
 * The parts of a restart from the kill to /readyz's 200: the rows in order (each starts where the one before ended,
 * so they add up to the total), and below some rows the parts of it ("of which", indented). Each with its wall time,
 * the CPU time Strapi's process used and the time it spent in `require` (ms; NaN where not known).
 * @param {Record<string, Mark>} marks
 * @param {Record<string, Mark>} times the marks taken here: the kill, the exit, the relaunch, /readyz's 200
 */
function partsOf(marks, times) {
  const at = { ...marks, ...times };
  /** @type {Record<string, { ms: number, cpu: number, req: number }>} */
  const parts = {};
  const part = (name, from, to) => {
    const [a, b] = [at[from], at[to]];
    parts[name] = a && b ? { ms: b.at - a.at, cpu: b.cpu - a.cpu, req: b.req - a.req } : { ms: NaN, cpu: NaN, req: NaN };
  };
  part('SIGKILL → exit seen by the supervisor', 'killed', 'exited');
  part('supervisor pause', 'exited', 'relaunched');
  part('process start (spawn → first module)', 'relaunched', 'preload');
  part("Strapi's CLI and its modules loaded", 'preload', 'cli:end');
  part('  of which @strapi/core', 'core:begin', 'core:end');
  // Loaded inside the CLI's require, whose time is counted as a whole.
  parts['  of which @strapi/core'].req = parts['  of which @strapi/core'].ms;
  part('CLI start command', 'cli:end', 'construct:begin');
  part('createStrapi (configuration, application files)', 'construct:begin', 'register:begin');
  part('register: providers (plugins and the application loaded)', 'register:begin', 'plugins.register:begin');
  part("register: plugins'", 'plugins.register:begin', 'register:end');
  part('bootstrap: content types to models', 'register:end', 'database:begin');
  part('bootstrap: database connection and checks', 'database:begin', 'database:end');
  part('bootstrap: stored schema read, before-sync hooks', 'database:end', 'schema:begin');
  part('bootstrap: schema sync', 'schema:begin', 'schema:end');
  part('bootstrap: repairs, after-sync hooks, schema stored', 'schema:end', 'middlewares:begin');
  part('bootstrap: middlewares', 'middlewares:begin', 'middlewares:end');
  part('bootstrap: routes', 'middlewares:end', 'routing:end');
  part('bootstrap: content API actions', 'routing:end', 'actions:end');
  part("bootstrap: plugins'", 'actions:end', 'plugins:end');
  for (const name of Object.keys(marks)) {
    const plugin = /^plugin (.+):begin$/.exec(name)?.[1];
    if (plugin) part(`  of which plugin ${plugin.replace(/^plugin::/, '')}`, `plugin ${plugin}:begin`, `plugin ${plugin}:end`);
  }
  part("bootstrap: providers'", 'plugins:end', 'site:begin');
  part("bootstrap: the site's (cms/src/bootstrap)", 'site:begin', 'site:end');
  part('  of which locales', 'ensureLocales:begin', 'ensureLocales:end');
  part('  of which roles and permissions', 'ensureRoles:begin', 'ensureRoles:end');
  part('  of which admins (password check)', 'ensureAdmins:begin', 'ensureAdmins:end');
  part('  of which the seed (is the database empty?)', 'seedDemoContent:begin', 'seedDemoContent:end');
  part('listen (→ port open)', 'site:end', 'listening');
  part('port open → /readyz 200 seen', 'listening', 'ready');
  return parts;
}

/**
 * Kills Strapi's process, then asks /readyz every POLL_MS until it answers 200. Answers the total and its parts (ms).
 * @param {string} readyUrl
 */
async function killAndWait(readyUrl) {
  const supervised = /** @type {ReturnType<typeof supervise>} */ (cms);
  const child = supervised.child;
  const linesBefore = supervisorLines.length;
  const exited = new Promise((resolve) => child.once('exit', () => resolve(Date.now())));
  const loadAverage = os.loadavg()[0];
  const killed = Date.now();
  child.kill('SIGKILL');
  const exitedAt = /** @type {number} */ (await exited);
  let ready = 0;
  let readyCpu = NaN;
  while (!ready) {
    const ok = await fetch(readyUrl, { signal: AbortSignal.timeout(5000) })
      .then(async (res) => (await res.arrayBuffer(), res.ok))
      .catch(() => false);
    if (ok) {
      ready = Date.now();
      readyCpu = cpuMsOf(/** @type {number} */ (supervised.child.pid));
    } else if (Date.now() - killed > 300_000) throw new Error(`${readyUrl} did not answer 200 within 300 s of the kill`);
    else await sleep(POLL_MS);
  }
  const lines = supervisorLines.slice(linesBefore);
  const pause = Number(/restarting in ([\d.]+) s/.exec(lines.map((entry) => entry.line).join('\n'))?.[1] ?? NaN) * 1000;
  const relaunch = lines.find((entry) => / restarted \(pid /.test(entry.line));
  const pid = supervised.child.pid;
  if (!relaunch || pid === child.pid || pid === undefined) throw new Error('the supervisor did not restart Strapi');
  const outside = (time) => ({ at: time, cpu: NaN, req: NaN });
  const times = {
    killed: outside(killed),
    exited: outside(exitedAt),
    relaunched: { at: relaunch.at, cpu: 0, req: 0 },
    ready: { at: ready, cpu: readyCpu, req: NaN },
  };
  return { total: ready - killed, cpu: readyCpu, loadAverage, configuredPause: pause, parts: partsOf(marksOf(pid), times) };
}

/**
 * Waits until the running Strapi has been up for the supervisor's stable minute (its next exit then gets the first
 * pause again), then kills it and times its return.
 * @param {string} readyUrl
 * @param {number} upSince
 */
async function oneRestart(readyUrl, upSince) {
  const wait = upSince + BACKOFF.stableMs + 1000 - Date.now();
  if (wait > 0) await sleep(wait);
  return killAndWait(readyUrl);
}

/** The time of the supervisor's last "Strapi restarted" line, or `fallback`. */
const lastStrapiStart = (fallback) => supervisorLines.findLast((entry) => /Strapi restarted/.test(entry.line))?.at ?? fallback;

/**
 * RUNS kills in a row, each printed as it comes; answers the runs.
 * @param {string} label
 * @param {string} readyUrl
 * @param {number} firstUpSince
 */
async function series(label, readyUrl, firstUpSince) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await oneRestart(readyUrl, i === 0 ? firstUpSince : lastStrapiStart(firstUpSince));
    runs.push(run);
    console.log(
      `${label.padEnd(10)} run ${i + 1}: SIGKILL → /readyz 200 in ${secondsOf(run.total)} ` +
        `(supervisor pause ${secondsOf(run.configuredPause)}, Strapi's CPU ${secondsOf(run.cpu)}, load average ${run.loadAverage.toFixed(2)})`,
    );
  }
  return runs;
}

/** Starts autocannon in a process of its own on `paths` of `base`; `stop()` ends it and answers its totals. */
function startLoad(base, paths) {
  const code = `
    const autocannon = require('autocannon');
    const [url, connections, paths] = process.argv.slice(1);
    const run = autocannon({ url, connections: Number(connections), duration: 86400, requests: JSON.parse(paths).map((path) => ({ method: 'GET', path })) });
    process.on('SIGTERM', () => run.stop());
    run.then((result) => {
      console.log(JSON.stringify({ requests: result.requests.total, seconds: result.duration, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }));
      process.exit(0);
    });`;
  const child = spawn(process.execPath, ['-e', code, base, String(CONNECTIONS), JSON.stringify(paths)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return {
    child,
    stop: async () => {
      await stopProcess(child);
      return output.trim() ? JSON.parse(output.trim()) : null;
    },
  };
}

async function main() {
  if (!options['no-build']) for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace); // the load asks for pages
  const cmsPort = await freePort();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const readyUrl = `${base}/readyz`;
  const { NODE_OPTIONS } = memoryEnv(CMS_HEAP_MB);
  const first = await startTemporaryCms(
    dir,
    {
      CMS_PORT: String(cmsPort),
      ...ADMIN,
      ...SUPERUSER,
      LYCEUM_PHASE_FILE: phaseFile,
      NODE_OPTIONS: `${NODE_OPTIONS} --require ${JSON.stringify(preloadFile)}`,
    },
    { stdio: STDIO },
  );
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let firstChild = first.child;
  const startedAt = Date.now();
  // As npm start does (scripts/ops/start.mjs): the first run is the process just started on the copy, later ones start the same way.
  cms = supervise(
    'Strapi',
    () => {
      const child = firstChild ?? startCms(first.env, { stdio: STDIO });
      firstChild = undefined;
      return child;
    },
    { upUrl: `http://127.0.0.1:${cmsPort}/_health`, log: note },
  );
  await cms.ready;
  const gatewayEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    CMS_PORT: String(cmsPort),
    CMS_GATEWAY_SECRET: first.env.CMS_GATEWAY_SECRET,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    // Every page a visitor asks for goes to Strapi: the load keeps both processes busy.
    CACHE_MAX_BYTES: '0',
  };
  gateway = supervise('gateway', () => startGatewayProcess(gatewayEnv, { stdio: STDIO }), { upUrl: `${base}/healthz`, log: note });
  await gateway.ready;
  await waitUntilUp(readyUrl);
  console.log(
    `Strapi (pid ${cms.child.pid}) and the gateway up on ${base}; each kill waits until Strapi has been up ` +
      `${BACKOFF.stableMs / 1000} s (the supervisor's stable run), so this takes a while.`,
  );

  const idle = await series('idle', readyUrl, startedAt);

  const routes = Object.fromEntries(await visitorRoutes(base, 'uz'));
  const paths = [routes.home, routes.news, routes['news item'], routes['menu page'], routes.events];
  console.log(`\nload: ${CONNECTIONS} connections of autocannon on ${paths.join(', ')} (gateway cache off)`);
  const load = startLoad(base, paths);
  loader = load.child;
  let loaded;
  try {
    loaded = await series('load', readyUrl, lastStrapiStart(startedAt));
  } finally {
    const totals = await load.stop();
    loader = undefined;
    if (totals) {
      console.log(
        `load: ${totals.requests} requests in ${totals.seconds} s (${(totals.requests / totals.seconds).toFixed(0)} req/s), ` +
          `${totals.non2xx} not 2xx (the gateway answers 503 while Strapi is down), ${totals.errors} errors, ${totals.timeouts} timeouts`,
      );
    }
  }

  console.log(`\nSIGKILL → gateway /readyz 200 (s), ${RUNS} runs, Strapi on SQLite, Node ${process.version}, ${os.cpus().length} cores:`);
  const header = ['', ...idle.map((_, i) => `run ${i + 1}`), 'median', "Strapi's CPU s (median)", 'load average (median)'];
  const row = (name, runs) => [
    name,
    ...runs.map((run) => (run.total / 1000).toFixed(2)),
    (median(runs.map((run) => run.total)) / 1000).toFixed(2),
    (median(runs.map((run) => run.cpu)) / 1000).toFixed(2),
    median(runs.map((run) => run.loadAverage)).toFixed(2),
  ];
  printTable([header, row('idle', idle), row('under load', loaded)]);

  console.log(
    '\nWhere the time goes, the median of each part in ms: wall time, the CPU time Strapi used and its time in require().' +
      " The parts of one run add up to its total; the indented ones are parts of the row above (plugins' under 30 ms left out).",
  );
  const medianOf = (runs, name, field) => median(runs.map((run) => run.parts[name]?.[field] ?? NaN));
  const cell = (ms) => (Number.isNaN(ms) ? '–' : ms.toFixed(0));
  const names = Object.keys(idle[0].parts).filter(
    (name) => !/^ {2}of which plugin/.test(name) || Math.max(medianOf(idle, name, 'ms'), medianOf(loaded, name, 'ms')) >= 30,
  );
  const figures = (runs, name) => ['ms', 'cpu', 'req'].map((field) => cell(medianOf(runs, name, field)));
  const totals = (runs) => [cell(median(runs.map((run) => run.total))), cell(median(runs.map((run) => run.cpu))), ''];
  printTable([
    ['', 'idle', 'CPU', 'require', 'under load', 'CPU', 'require'],
    ...names.map((name) => [name.replace(/^ {2}/, '\u2003'), ...figures(idle, name), ...figures(loaded, name)]),
    ['total', ...totals(idle), ...totals(loaded)],
  ]);
}

/** Prints rows as a Markdown table, the first row its header; columns after the first right-aligned. */
function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => String(cells[column]).length)));
  const line = (cells) =>
    `| ${cells.map((text, column) => (column === 0 ? String(text).padEnd(widths[column]) : String(text).padStart(widths[column]))).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const cells of rows.slice(1)) console.log(line(cells));
}

try {
  await main();
} catch (error) {
  console.error(error);
  console.error(`\nlast lines of the processes' output:\n${fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
