import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The cms workspace; LYCEUM_CMS_DIR names a copy of it (the schema-mode test changes a copy's schema, not the repository's). */
export const CMS_DIR = process.env.LYCEUM_CMS_DIR ? path.resolve(process.env.LYCEUM_CMS_DIR) : path.join(ROOT, 'cms');
const STRAPI_BIN = path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
/** Carries a secret option of a Strapi command to the child (see runStrapiCommand). */
const SECRET_VARIABLE = 'LYCEUM_STRAPI_SECRET_OPTION';

/**
 * A port nobody listens on right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
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

/**
 * Runs one of Strapi's own commands (export, import, routes:list) on the built cms; resolves with its output
 * and rejects when it fails (the error's `output` holds what it printed, `exit` its code or signal). A secret option
 * (`{ flag: '--key', value }`, an archive key) travels in the child's environment, which other
 * users cannot read, and is appended to Strapi's arguments inside the child, so it never shows in
 * the process list. SIGINT, SIGTERM and SIGHUP are passed on to the command while it runs (Strapi's
 * transfer then aborts and rolls back) and the promise rejects once it has exited.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {{ quiet?: boolean, secret?: { flag: string, value: string }, cwd?: string }} [options]
 * @returns {Promise<string>}
 */
export function runStrapiCommand(args, env, { quiet = false, secret, cwd = CMS_DIR } = {}) {
  return new Promise((resolve, reject) => {
    const prelude = [
      `const secret = process.env.${SECRET_VARIABLE};`,
      `delete process.env.${SECRET_VARIABLE};`,
      `process.argv.splice(1, 0, ${JSON.stringify(STRAPI_BIN)});`,
      `if (secret) process.argv.push(${JSON.stringify(secret?.flag ?? '')}, secret);`,
      `require(${JSON.stringify(STRAPI_BIN)});`,
    ].join(' ');
    const child = spawn(process.execPath, ['-e', prelude, ...args], {
      cwd,
      // A larger heap than the server's cap (the last flag wins): an export holds more at once.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...env,
        NODE_OPTIONS: [BUILT_APP, env.NODE_OPTIONS, '--max-old-space-size=1536'].filter(Boolean).join(' '),
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
