#!/usr/bin/env node
/**
 * npm run bundle-size: for each visitor route, the JavaScript a visitor's first load of it fetches (gzip -9), and what
 * is in it. The figures come from the page as the server renders it (scripts/measure/lib/first-load.mjs): what loads
 * at once (the entry script), and that with the code of every island of the page (docs/hydration.md). It runs the
 * built stack on a copy of the demo database (or measures BUNDLE_BASE, a stack already up; `--no-build` skips the
 * build check).
 *
 * The budgets, on the page with all its islands: at most 110 KB on the home page and 90 KB on the text pages (news
 * list, news item, a menu page), and no admin (src/admin/) or TinyMCE code in any route's first load. Over them the exit code is 1. `npm test` checks the
 * same budgets in the browser (e2e/public/bundle-budget.spec.ts), where it also sees every script the page fetched.
 */
import path from 'node:path';
import { buildIfStale } from '../lib/builds.mjs';
import { demoStack, visitorRoutes } from './lib/demo-stack.mjs';
import { adminFiles, chunkSources, firstLoad, gzipSize } from './lib/first-load.mjs';
import { ROOT } from '../lib/processes.mjs';

const KB = 1024;
/** By page: the home page's, and the text pages'. */
const BUDGETS = { home: 110 * KB, news: 90 * KB, 'news item': 90 * KB, 'menu page': 90 * KB };
const dist = path.join(ROOT, 'frontend', 'dist');
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);

const { base, stop } = await demoStack(process.env.BUNDLE_BASE);

try {
  /** Each visitor route, and its budget (none: printed for information). */
  const routes = (await visitorRoutes(base, 'uz')).map(([name, route]) => [name, route, BUDGETS[name]]);
  const sources = chunkSources(dist);
  const label = (file) =>
    `${(sources.get(file) === 'index.html' ? 'entry' : (sources.get(file) ?? file)).replace(/^src\//, '').replace(/\.tsx?$/, '')} ${kb(gzipSize(dist, file))}`;
  let failed = false;
  console.log('JavaScript per visitor route (gzip -9): at once, with all its islands against the budget, and the chunks');
  for (const [name, route, budget] of routes) {
    const response = await fetch(`${base}${route}`);
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    const { atOnce, all } = firstLoad(await response.text(), dist);
    const { files, bytes } = all;
    const admin = adminFiles(dist, files);
    const over = budget !== undefined && bytes > budget;
    failed ||= over || admin.length > 0;
    const verdict = budget === undefined ? '' : ` ≤ ${kb(budget)} ${over ? 'EXCEEDED' : 'met'}`;
    console.log(`  ${name.padEnd(12)} ${route.padEnd(34)} at once ${kb(atOnce.bytes).padStart(8)}, all ${kb(bytes).padStart(9)}${verdict}`);
    console.log(`      ${files.map(label).join(', ')}`);
    if (admin.length) console.log(`      admin or TinyMCE code: ${admin.map(label).join(', ')}`);
  }
  console.log(`Budgets: ${failed ? 'EXCEEDED' : 'met'}`);
  if (failed) process.exitCode = 1;
} finally {
  await stop();
}
