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

/**
 * Each build: its workspace's npm script, and the files whose presence and age say it is current (the oldest must be
 * newer than every source).
 */
const BUILDS = {
  // The contract package every other workspace imports: built first, and a change to it rebuilds them.
  contract: {
    workspace: 'contract',
    script: 'build',
    outputs: ['contract/dist/index.js'],
    sources: ['contract/src', 'contract/package.json'],
  },
  cms: { workspace: 'cms', script: 'build', outputs: ['cms/dist/build/index.html'], sources: ['cms', 'contract/src'] },
  // Strapi's server code alone, compiled as `strapi build` compiles it, its panel left unbuilt (two thirds of the
  // full build's time): what a Strapi run without its panel needs (SERVE_ADMIN_PANEL=false), the tests among them.
  'cms-server': { workspace: 'cms', script: 'build:server', outputs: ['cms/dist/src/index.js'], sources: ['cms', 'contract/src'] },
  gateway: {
    workspace: 'gateway',
    script: 'build',
    outputs: ['gateway/dist/server.js'],
    sources: ['gateway/src', 'gateway/package.json', 'contract/src'],
  },
  frontend: {
    workspace: 'frontend',
    script: 'build',
    // The browser's build and the server renderer the gateway imports (two Vite builds, one npm script).
    outputs: ['frontend/dist/index.html', 'frontend/dist-server/entry-server.js'],
    sources: ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/public', 'contract/src'],
  },
};

/** The build of Strapi a site needs: its server alone when it runs without its panel. */
export const cmsBuildFor = (env) => (env.SERVE_ADMIN_PANEL === 'false' ? 'cms-server' : 'cms');

const mtimeOf = (relative) => {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full)) return 0;
  return fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
};

/** Whether a build is missing or older than one of its sources. */
export function isStale(name) {
  const { outputs, sources } = BUILDS[name];
  const built = Math.min(...outputs.map(mtimeOf));
  return !built || sources.some((source) => mtimeOf(source) > built);
}

/**
 * Runs a build (its workspace's npm script), printing to this terminal, or into the file `output` (a descriptor) names,
 * as npm start keeps its terminal for one line per stage.
 * @param {string} name
 * @param {{ output?: number }} [options]
 */
export function build(name, { output } = {}) {
  const { workspace, script } = BUILDS[name];
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = output === undefined ? 'inherit' : ['ignore', output, output];
  execFileSync('npm', ['run', script, '-w', workspace], { cwd: ROOT, stdio, env: { ...process.env, ...OFFLINE_ENV } });
  markBuilt(name);
}

/** Runs a build, the contract's first, when it is stale; answers whether it built. */
export function buildIfStale(name) {
  if (name !== 'contract') buildIfStale('contract');
  if (!isStale(name)) return false;
  console.log(`Building ${name}...`);
  build(name);
  return true;
}

/** Touches a build's markers so that its tree, as it is now, is not rebuilt next time. */
export function markBuilt(name) {
  const now = new Date();
  for (const output of BUILDS[name].outputs) fs.utimesSync(path.join(ROOT, output), now, now);
}
