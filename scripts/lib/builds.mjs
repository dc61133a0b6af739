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

/** Each workspace's build, and the file whose presence and age say it is current. */
const BUILDS = {
  cms: { output: 'cms/dist/build/index.html', sources: ['cms'] },
  gateway: { output: 'gateway/dist/server.js', sources: ['gateway/src', 'gateway/package.json'] },
  frontend: {
    output: 'frontend/dist/index.html',
    sources: ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/public'],
  },
};

const mtimeOf = (relative) => {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full)) return 0;
  return fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
};

/** Builds a workspace when its output is missing or older than its sources. */
export function buildIfStale(workspace, log = console.log) {
  const { output, sources } = BUILDS[workspace];
  const built = mtimeOf(output);
  if (built && sources.every((source) => mtimeOf(source) <= built)) return false;
  log(`Building ${workspace}...`);
  execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...OFFLINE_ENV } });
  // Touch the marker so an unchanged tree is not rebuilt next time.
  const now = new Date();
  fs.utimesSync(path.join(ROOT, output), now, now);
  return true;
}
