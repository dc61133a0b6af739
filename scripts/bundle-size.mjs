#!/usr/bin/env node
/**
 * npm run bundle-size: builds the front end and prints, for each visitor route, the gzip size of
 * the JavaScript a visitor's first load of it fetches: the entry script of index.html and its
 * static imports, plus the route's lazy chunk (main.tsx loads it before hydrating) and its static
 * imports, each chunk counted once. The chunk graph is Vite's manifest (dist/.vite/manifest.json);
 * each route's module is the file its `page(...)` in src/app/routes.tsx names under src/public/
 * (every page is a chunk of its own, the home page's too). Lazy chunks in no visitor's first load (the admin area with
 * TinyMCE, the toasts) are listed apart.
 *
 * The budget: at most 150 KB of first-load JavaScript on the home page (React 19's own runtime),
 * and no admin (src/admin/) or TinyMCE code in any visitor route's first load, checked by the
 * manifest's module sources and by the chunks' content. Over it, the exit code is 1, so that
 * `npm test` (which runs this with --no-build after its own build) fails. The other routes'
 * figures are printed for information.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib/processes.mjs';

const frontend = path.join(ROOT, 'frontend');
const dist = path.join(frontend, 'dist');
const HOME_BUDGET_BYTES = 150 * 1024;
if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'ignore' });

function fail(message) {
  console.error(message);
  process.exit(1);
}

const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) fail(`No ${path.relative(ROOT, manifestFile)}: build the front end (npm run build -w frontend).`);
/** @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryScript = /<script[^>]*\bsrc="\/([^"]+\.js)"/.exec(html)?.[1];
if (!entryKey || manifest[entryKey].file !== entryScript) {
  fail(
    `dist/index.html's entry script (${entryScript}) is not the manifest's entry (${entryKey && manifest[entryKey].file}): rebuild the front end.`,
  );
}

/** The chunk `key` and everything it imports statically, each once. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) fail(`The manifest names ${key} but has no entry for it: rebuild the front end.`);
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

// The visitor routes: page('path' or null for the index, 'name', 'area/SomePage.tsx', ...) in routes.tsx, the file under src/public/.
const routesFile = path.join(frontend, 'src', 'app', 'routes.tsx');
const routesSource = fs.readFileSync(routesFile, 'utf8');
const routes = [];
const declared = [...routesSource.matchAll(/\bpage\(\s*(null|'[^']*'),\s*'(\w+)',\s*'([^']+)'/g)].map(([, p, name, file]) => [
  p === 'null' ? '' : p.slice(1, -1),
  name,
  `src/public/${file}`,
]);
for (const [routePath, name, source] of declared) {
  const bare = source.replace(/\.[jt]sx?$/, '');
  const key = Object.keys(manifest).find((candidate) => candidate === source || candidate.replace(/\.[jt]sx?$/, '') === bare);
  if (!key) fail(`routes.tsx's route ${name} loads ${source}, which Vite's manifest does not list: rebuild the front end.`);
  routes.push({ name, url: routePath ? `/uz/${routePath}` : '/uz', keys: [entryKey, key] });
}
if (!routes.some((route) => route.name === 'home') || routes.length < 2)
  fail(`Found no lazy visitor route in ${path.relative(ROOT, routesFile)}: update scripts/bundle-size.mjs.`);

const gzipCache = new Map();
const gzip = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const label = (key) => manifest[key].name ?? path.basename(manifest[key].file);
const isAdminOrTinymce = (key) => /^src\/admin\/|tinymce/i.test(manifest[key].src ?? key);
const hasTinymce = (key) => /tinymce/i.test(fs.readFileSync(path.join(dist, manifest[key].file), 'utf8'));

const entryChunks = closure([entryKey]);
const entryBytes = [...entryChunks].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
const leaks = new Map();
const visitorChunks = new Set();
let homeBytes = 0;
console.log(
  `First-load JavaScript per visitor route (gzip -9): the entry ${[...entryChunks].map((key) => path.basename(manifest[key].file)).join(' + ')} (${kb(entryBytes)}) + the route's chunks`,
);
for (const route of routes) {
  const chunks = closure(route.keys);
  const bytes = [...chunks].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  if (route.name === 'home') homeBytes = bytes;
  const own = [...chunks].filter((key) => !entryChunks.has(key));
  for (const key of chunks) {
    visitorChunks.add(key);
    if (isAdminOrTinymce(key) || hasTinymce(key)) leaks.set(key, [...(leaks.get(key) ?? []), route.name]);
  }
  const detail = own.length ? `+${kb(bytes - entryBytes)}: ${own.map(label).join(', ')}` : 'entry only';
  console.log(`  ${route.name.padEnd(12)} ${route.url.padEnd(25)} ${kb(bytes).padStart(9)}  (${detail})`);
}

const css = [...visitorChunks].flatMap((key) => manifest[key].css ?? []);
console.log(`  CSS of those chunks: ${[...new Set(css)].map((file) => `${path.basename(file)} ${kb(gzip(file))}`).join(', ') || 'none'}`);

// Every other chunk is lazy: the admin area's (dynamic imports of src/admin/ modules) and the visitor pages'
// own on-demand imports (e.g. the toasts); a chunk both share is listed with the visitor's.
const visitorLazy = closure(
  [...visitorChunks].flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => !key.startsWith('src/admin/')),
);
const lazy = Object.keys(manifest).filter((key) => manifest[key].file.endsWith('.js') && !visitorChunks.has(key));
const describe = (key) => `${path.basename(manifest[key].file)} ${kb(gzip(manifest[key].file))}${hasTinymce(key) ? ' (TinyMCE)' : ''}`;
const adminChunks = closure(Object.keys(manifest).filter((key) => key.startsWith('src/admin/')));
const adminLazy = lazy.filter((key) => adminChunks.has(key) && !visitorLazy.has(key));
const otherLazy = lazy.filter((key) => !adminLazy.includes(key));
console.log(`Lazy chunks, in no visitor route's first load:`);
console.log(`  admin area: ${adminLazy.map(describe).join(', ') || 'none'}`);
console.log(`  visitor, on demand: ${otherLazy.map(describe).join(', ') || 'none'}`);

if (leaks.size) {
  for (const [key, names] of leaks)
    console.log(
      `Admin or TinyMCE code in the first load of ${names.join(', ')}: ${manifest[key].file}${manifest[key].src ? ` (${manifest[key].src})` : ''}`,
    );
} else {
  console.log("No admin or TinyMCE code in any visitor route's first load.");
}

const over = homeBytes > HOME_BUDGET_BYTES;
console.log(
  `Budget: home page first-load JavaScript ${kb(homeBytes)} ≤ ${kb(HOME_BUDGET_BYTES)} gzip, no admin or TinyMCE code in any visitor route: ${over || leaks.size ? 'EXCEEDED' : 'met'}`,
);
if (over || leaks.size) process.exitCode = 1;
