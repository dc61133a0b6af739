import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The cms workspace; LYCEUM_CMS_DIR names a copy of it (the schema-mode test changes a copy's schema, not the repository's). */
export const CMS_DIR = process.env.LYCEUM_CMS_DIR ? path.resolve(process.env.LYCEUM_CMS_DIR) : path.join(ROOT, 'cms');
const STRAPI_BIN = path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
/** Carries a secret option of a Strapi command to the child (see runStrapiCommand). */
const SECRET_VARIABLE = 'LYCEUM_STRAPI_SECRET_OPTION';

/** Whether a server can listen on `port` of the loopback address right now. */
const canListen = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The ports the kernel hands out itself, to outgoing connections and to a listen on port 0 (Linux's default elsewhere). */
export function ephemeralPorts() {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {
    // Not Linux.
  }
  return { low: 32768, high: 60999 };
}

/**
 * Ports kept apart for the test lanes' shared Strapis, one range per database (scripts/stack/test-gateway.mjs): the
 * lane's gateway port is idle between two of its files, and a pick of any other process (which keeps its own list of
 * ports handed out) must not take it meanwhile, or every later file of the lane fails to listen.
 */
export const LANE_PORTS = { sqlite: [10_000, 10_499], postgres: [10_500, 10_999] };
/** Above the ports services are usually given, and the lanes' own. */
const LOWEST_PICKED = 11_000;
const HIGHEST_PORT = 65_535;
/** A range of ports narrower than this is not worth searching. */
const FEWEST_PORTS = 1000;
/** The ports this process handed out: two servers it starts one after the other never get the same one. */
const handedOut = new Set();

/** A port a server on the loopback address may listen on now, as the kernel picks it (from its own range). */
const kernelPick = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

/**
 * Resolves once `server` listens on `port` of the loopback address; rejects with the error (EADDRINUSE …) if it cannot,
 * rather than leaving an 'error' event unheard.
 * @param {net.Server} server
 * @param {number} port
 * @returns {Promise<void>}
 */
export function listenOn(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * A port nobody listens on right now, for a server that starts later and may stop and start again on it (a test's
 * Strapi restarted, the gateway that Strapi announces its changes to). Picked outside the kernel's own range (below
 * it, or above it where it starts low): a port from that range, free between two starts, could meanwhile become the
 * local end of any outgoing connection on the machine, and the restart then failed with EADDRINUSE. Where there is no
 * room outside it, the kernel's pick. `range`: a range of LANE_PORTS instead.
 * @param {number[]} [range]
 * @returns {Promise<number>}
 */
export async function freePort(range) {
  const { low, high } = ephemeralPorts();
  const outside =
    range ??
    [
      [LOWEST_PICKED, low - 1],
      [high + 1, HIGHEST_PORT],
    ].find(([from, to]) => to - from + 1 >= FEWEST_PORTS);
  for (let tries = 0; outside && tries < 100; tries += 1) {
    const port = crypto.randomInt(outside[0], outside[1] + 1);
    if (!handedOut.has(port) && (await canListen(port))) {
      handedOut.add(port);
      return port;
    }
  }
  return kernelPick();
}

/**
 * Memory settings per process. V8 grows Strapi's heap to ~700 MB under load unless capped, and
 * glibc's per-thread malloc arenas (sharp, SQLite) add more; with these, Strapi idles near 290 MB
 * and stays near 330 MB under load at the same throughput (npm run bench). NODE_OPTIONS set by
 * the user comes last and wins.
 * @param {number} heapMb
 */
export function memoryEnv(heapMb, env = process.env) {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2',
    NODE_OPTIONS: [`--max-old-space-size=${heapMb}`, env.NODE_OPTIONS].filter(Boolean).join(' '),
  };
}
export const CMS_HEAP_MB = 320;
export const GATEWAY_HEAP_MB = 192;

/**
 * Starts the built Strapi (`strapi start`) with the given environment.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function startCms(env, { stdio = 'inherit' } = {}) {
  return spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env: { ...process.env, NODE_ENV: 'production', ...memoryEnv(CMS_HEAP_MB), ...env },
    stdio,
  });
}

/**
 * Strapi in development mode (`strapi develop`) on the admin panel already built: its
 * Content-Type Builder writes schema changes into the cms sources, and Strapi compiles and
 * restarts itself after each one. Used by `npm run schema` only (docs/schema-changes.md).
 * @param {NodeJS.ProcessEnv} env
 * @param {{ stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function startCmsDevelop(env, { stdio = 'inherit' } = {}) {
  return spawn(process.execPath, [STRAPI_BIN, 'develop', '--no-watch-admin', '--no-build-admin'], {
    cwd: CMS_DIR,
    // Development mode compiles TypeScript in the process: more heap than the server's cap.
    env: { ...process.env, ...memoryEnv(CMS_HEAP_MB * 2), ...env, NODE_ENV: 'development' },
    stdio,
  });
}

/**
 * Preloaded into Strapi's own commands so that they load the cms as built (strapi-built-app.cjs) instead of compiling
 * its TypeScript again into the dist/ folder a running Strapi serves from.
 */
const BUILT_APP = `--require ${JSON.stringify(fileURLToPath(new URL('./strapi-built-app.cjs', import.meta.url)))}`;

/** The heap of Strapi's own commands where nothing caps their memory: an export holds more at once than the server does. */
const STRAPI_COMMAND_HEAP_MB = 1536;

/**
 * The heap Strapi's own commands get: STRAPI_COMMAND_HEAP_MB, or within the memory cap of the container they run in
 * (the backup service's 384 MB): two thirds of it, the rest being the command's memory outside its heap and its
 * parent's (the backup scheduler). A heap larger than the cap would not be collected before the kernel killed the
 * export; this one makes V8 collect harder, and an export that truly needs more fails with a heap error that says so.
 * `cap` is the constrained memory in bytes (cgroups); 0, or more than the machine has, means none.
 */
export function strapiCommandHeapMb(cap = process.constrainedMemory(), total = os.totalmem()) {
  if (!(cap > 0 && cap < total)) return STRAPI_COMMAND_HEAP_MB;
  return Math.min(STRAPI_COMMAND_HEAP_MB, Math.floor((cap / 2 ** 20) * (2 / 3)));
}

/**
 * Runs one of Strapi's own commands (export, import, routes:list) on the built cms; resolves with its output
 * and rejects when it fails (the error's `output` holds what it printed, `exit` its code or signal). A secret option
 * (`{ flag: '--key', value }`, an archive key) travels in the child's environment, which other
 * users cannot read, and is appended to Strapi's arguments inside the child, so it never shows in
 * the process list. SIGINT, SIGTERM and SIGHUP are passed on to the command while it runs (Strapi's
 * transfer then aborts and rolls back) and the promise rejects once it has exited. Strapi writes a transfer's
 * diagnostic log (`export_<time>.log`, `import_<time>.log`) into its working folder: with `logDir`, the child works
 * there once the preload has taken the cms folder as Strapi's app (the cms folder is read-only to the user the image's
 * services run as, and a log there would make the build look stale); a folder it cannot write to loses the log only.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean, secret?: { flag: string, value: string }, logDir?: string }} [options]
 * @returns {Promise<string>}
 */
export function runStrapiCommand(args, env, { quiet = false, secret, logDir } = {}) {
  return new Promise((resolve, reject) => {
    // Spawning in a folder that is not there fails as "spawn node ENOENT", which names node instead.
    if (!fs.existsSync(CMS_DIR)) return reject(new Error(`there is no cms folder at ${CMS_DIR} to run strapi ${args[0]} in`));
    const prelude = [
      `const secret = process.env.${SECRET_VARIABLE};`,
      `delete process.env.${SECRET_VARIABLE};`,
      `process.argv.splice(1, 0, ${JSON.stringify(STRAPI_BIN)});`,
      `if (secret) process.argv.push(${JSON.stringify(secret?.flag ?? '')}, secret);`,
      // Resolved here: the child starts in the cms folder, not in this process's working folder.
      logDir ? `process.chdir(${JSON.stringify(path.resolve(logDir))});` : '',
      `require(${JSON.stringify(STRAPI_BIN)});`,
    ].join(' ');
    const child = spawn(process.execPath, ['-e', prelude, ...args], {
      cwd: CMS_DIR,
      // Another heap than the server's (the last flag wins): strapiCommandHeapMb.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...env,
        NODE_OPTIONS: [BUILT_APP, env.NODE_OPTIONS, `--max-old-space-size=${strapiCommandHeapMb()}`].filter(Boolean).join(' '),
        [SECRET_VARIABLE]: secret?.value ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @param {NodeJS.Signals} signal */
    const forward = (signal) => child.kill(signal);
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const signal of signals) process.on(signal, forward);
    let output = '';
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      if (code === 0) return resolve(output);
      reject(
        Object.assign(new Error(`strapi ${args[0]} failed (${code ?? signal}):\n${output.slice(-4000)}`), { output, exit: code ?? signal }),
      );
    });
  });
}

/**
 * Starts the built gateway (gateway/dist/server.js) with the given environment.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function startGatewayProcess(env, { stdio = 'inherit' } = {}) {
  return spawn(process.execPath, [path.join(ROOT, 'gateway', 'dist', 'server.js')], {
    cwd: path.join(ROOT, 'gateway'),
    env: { ...process.env, NODE_ENV: 'production', ...memoryEnv(GATEWAY_HEAP_MB), ...env },
    stdio,
  });
}

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs` or when `child` exits first.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess | null }} [options]
 */
export async function waitUntilUp(url, { timeoutMs = 180_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  /** @type {number | string | null} */
  let exited = null;
  child?.once('exit', (code) => {
    exited = code ?? 'signal';
  });
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`process exited (${exited}) before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A process's resident memory in MB, as the benchmarks report it.
 * @param {number | undefined} pid
 */
/** Whether a process of this id is running (signal 0 asks without sending). */
export const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export const rssMb = (pid) =>
  Number(/** @type {RegExpExecArray} */ (/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8')))[1]) / 1024;

/**
 * Stops a child process, SIGKILL after a grace period.
 * @param {import('node:child_process').ChildProcess | null | undefined} child
 * @param {NodeJS.Signals} [signal]
 * @returns {Promise<void>}
 */
export function stopProcess(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
