/**
 * The JavaScript a visitor's first load of a page fetches, as its server-rendered HTML names it: the entry script and
 * every `modulepreload` (the entry's own chunks and the page's islands, docs/hydration.md), each counted once at its
 * gzip -9 size. The service worker (registered after load from a lazy chunk) is in no page's first load.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+\.js)"/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g;

/** The build's manifest, keyed by output file: each chunk's source module (or name). */
export function chunkSources(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  return new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, chunk.src ?? chunk.name ?? key]));
}

const gzipSizes = new Map();
export function gzipSize(dist, file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The scripts `html` makes the browser fetch at first load, and their total gzip size. */
export function firstLoad(html, dist) {
  const files = [...new Set([...html.matchAll(SCRIPT), ...html.matchAll(PRELOAD)].map(([, file]) => file))];
  return { files, bytes: files.reduce((sum, file) => sum + gzipSize(dist, file), 0) };
}
