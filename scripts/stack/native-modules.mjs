#!/usr/bin/env node
/**
 * better-sqlite3's binding, compiled when it is missing: `.ci/run` installs without install scripts and leaves this
 * compile (one to two minutes on one core) to npm test, which runs it beside its first stages rather than before them
 * (docs/testing.md). After `npm install` or `npm ci` the binding is there and this does nothing.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/processes.mjs';

/** Whether the binding loads, resolved as Strapi resolves it. */
function loads() {
  try {
    const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

if (loads()) {
  console.log('better-sqlite3: its binding is built');
} else {
  console.log('better-sqlite3: compiling its binding...');
  execFileSync('npm', ['rebuild', 'better-sqlite3', '--foreground-scripts'], { cwd: ROOT, stdio: 'inherit' });
  if (!loads()) throw new Error('better-sqlite3 was compiled, and its binding still does not load');
}
