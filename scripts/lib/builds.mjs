import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';
import { OFFLINE_ENV } from './secrets.mjs';

// Outputs and files Strapi itself writes at run time, which must not make a build look stale.
const IGNORED = new Set(['node_modules', 'dist', 'build', '.tmp', '.strapi', '.cache', 'types', 'uploads', '.strapi-updater.json']);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Each workspace's build, and the files whose presence and age say it is current (the oldest must be newer than every source). */
const BUILDS = {
  // The contract package every other workspace imports: built first, and a change to it rebuilds them.
  contract: { outputs: ['contract/dist/index.js'], sources: ['contract/src', 'contract/package.json'] },
  cms: { outputs: ['cms/dist/build/index.html'], sources: ['cms', 'contract/src'] },
  gateway: { outputs: ['gateway/dist/server.js'], sources: ['gateway/src', 'gateway/package.json', 'contract/src'] },
  frontend: {
    // The browser's build and the server renderer the gateway imports (two Vite builds, one npm script).
    outputs: ['frontend/dist/index.html', 'frontend/dist-server/entry-server.js'],
    sources: ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/public', 'contract/src'],
  },
};

const mtimeOf = (relative) => {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full)) return 0;
  return fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
};

/** Whether a workspace's build is missing or older than one of its sources. */
export function isStale(workspace) {
  const { outputs, sources } = BUILDS[workspace];
  const built = Math.min(...outputs.map(mtimeOf));
  return !built || sources.some((source) => mtimeOf(source) > built);
}

/**
 * Builds a workspace (its npm script), printing to this terminal, or into the file `output` (a descriptor) names,
 * as npm start keeps its terminal for one line per stage.
 * @param {string} workspace
 * @param {{ output?: number }} [options]
 */
export function build(workspace, { output } = {}) {
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = output === undefined ? 'inherit' : ['ignore', output, output];
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio, env: { ...process.env, ...OFFLINE_ENV } });
  markBuilt(workspace);
}

/** Builds a workspace, the contract first, when it is stale; answers whether it built. */
export function buildIfStale(workspace) {
  if (workspace !== 'contract') buildIfStale('contract');
  if (!isStale(workspace)) return false;
  console.log(`Building ${workspace}...`);
  build(workspace);
  return true;
}

/** Touches a workspace's markers so that its tree, as it is now, is not rebuilt next time. */
export function markBuilt(workspace) {
  const now = new Date();
  for (const output of BUILDS[workspace].outputs) fs.utimesSync(path.join(ROOT, output), now, now);
}
