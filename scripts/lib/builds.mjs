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

/** Builds a workspace when one of its outputs is missing or older than its sources. */
export function buildIfStale(workspace, log = console.log) {
  if (workspace !== 'contract') buildIfStale('contract', log);
  const { outputs, sources } = BUILDS[workspace];
  const built = Math.min(...outputs.map(mtimeOf));
  if (built && sources.every((source) => mtimeOf(source) <= built)) return false;
  log(`Building ${workspace}...`);
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...OFFLINE_ENV } });
  markBuilt(workspace);
  return true;
}

/** Touches a workspace's markers so that its tree, as it is now, is not rebuilt next time. */
export function markBuilt(workspace) {
  const now = new Date();
  for (const output of BUILDS[workspace].outputs) fs.utimesSync(path.join(ROOT, output), now, now);
}
