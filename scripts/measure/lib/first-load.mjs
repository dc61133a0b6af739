/**
 * The JavaScript of a visitor page, as its server-rendered HTML names it (docs/hydration.md), each file counted once at
 * its gzip -9 size:
 * - `atOnce`: what the browser fetches as the page loads, before the visitor does anything: the entry script and its
 *   own chunks (the `modulepreload`s of index.html);
 * - `all`: that and the code of every island the page has (the islands' runtime, React with it, and each island's
 *   declaration with what it imports), fetched as the islands come into view or are touched. Islands hydrated only on
 *   demand (the toasts) are in neither.
 * The service worker (registered after load from a lazy chunk) is in no page's first load.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The entry: a module script, or on a server-rendered page the address its head script loads after the first paint. */
const SCRIPT = /(?:<script\b[^>]*\btype="module"[^>]*\bsrc|<html\b[^>]*\bdata-entry)="\/([^"]+\.js)"/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g;
const ISLAND = /<div data-island="(\w+)(?:\.\w+)?" data-hydrate="(\w+)"/g;

/** Vite's manifest of the browser build (with the islands under their sources, frontend/vite.config.ts). */
const manifestOf = (dist) => JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The build's manifest, keyed by output file: each chunk's source module (or name). */
export function chunkSources(dist) {
  return new Map(Object.entries(manifestOf(dist)).map(([key, chunk]) => [chunk.file, chunk.src ?? chunk.name ?? key]));
}

/** Of `files`, those holding a module of the admin (src/admin/) or TinyMCE: each chunk's modules, as the build lists them. */
export function adminFiles(dist, files) {
  const modules = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'modules.json'), 'utf8'));
  return files.filter((file) => (modules[file] ?? []).some((module) => /^src\/admin\/|^tinymce$/.test(module)));
}

const gzipSizes = new Map();
export function gzipSize(dist, file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The files of `sources` (manifest keys) and of everything they import statically. */
function withImports(manifest, sources) {
  const files = new Set();
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const source of sources) add(source);
  return files;
}

const measured = (dist, files) => ({ files: [...files], bytes: [...files].reduce((sum, file) => sum + gzipSize(dist, file), 0) });

/** The scripts of the page `html`: fetched at once, and with all its islands. */
export function firstLoad(html, dist) {
  const atOnce = new Set([...html.matchAll(SCRIPT), ...html.matchAll(PRELOAD)].map(([, file]) => file));
  const islands = [...new Set([...html.matchAll(ISLAND)].filter(([, , hydrate]) => hydrate !== 'demand').map(([, name]) => name))];
  const code = islands.length
    ? withImports(manifestOf(dist), ['src/islands/hydrate.tsx', ...islands.map((name) => `src/islands/defs/${name}.tsx`)])
    : new Set();
  return { atOnce: measured(dist, atOnce), all: measured(dist, new Set([...atOnce, ...code])) };
}
