#!/usr/bin/env node
/**
 * npm run bundle-size: builds the front end and prints the gzip size of the JavaScript (and CSS)
 * a visitor's first load of the home page fetches: index.html's entry script, its module
 * preloads and stylesheets. Lazy chunks (the admin area, TinyMCE) are listed apart.
 *
 * The budget (issue 5): at most 100 KB of first-load JavaScript, none of it admin or TinyMCE
 * code. Over it, the exit code is 1, so that `npm test` (which runs this with --no-build after
 * its own build) fails.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib/processes.mjs';

const dist = path.join(ROOT, 'frontend', 'dist');
const BUDGET_BYTES = 100 * 1024;
if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'ignore' });

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

let js = 0;
let css = 0;
console.log('First load of the home page (gzip):');
for (const file of firstLoad) {
  const size = gzip(file);
  if (file.endsWith('.js')) js += size;
  if (file.endsWith('.css')) css += size;
  console.log(`  ${file.padEnd(48)} ${kb(size)}`);
}
const lazy = fs
  .readdirSync(path.join(dist, 'assets'))
  .map((name) => `/assets/${name}`)
  .filter((file) => file.endsWith('.js') && !firstLoad.includes(file));
console.log(`First-load JavaScript: ${kb(js)} gzip (CSS ${kb(css)})`);
console.log(
  `Lazy chunks not in the first load: ${lazy.length ? lazy.map((file) => `${path.basename(file)} ${kb(gzip(file))}`).join(', ') : 'none'}`,
);
const leaked = firstLoad.filter(
  (file) => /admin|tinymce/i.test(file) || /tinymce|TinyMCE/.test(fs.readFileSync(path.join(dist, file), 'utf8')),
);
console.log(
  leaked.length ? `Admin or TinyMCE code in the first load: ${leaked.join(', ')}` : 'No admin or TinyMCE code in the first load.',
);

const over = js > BUDGET_BYTES;
console.log(
  `Budget: first-load JavaScript ≤ ${kb(BUDGET_BYTES)} gzip, no admin or TinyMCE code: ${over || leaked.length ? 'EXCEEDED' : 'met'}`,
);
if (over || leaked.length) process.exitCode = 1;
