/**
 * The contract suite's test files (gateway/test/*.test.ts) and where each runs: on the shared Strapi of its database
 * or on a Strapi of its own (`privateCms: true`: it stops, freezes, kills or wipes it), and on which databases
 * (docs/testing.md, "Which files run on SQLite").
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../lib/processes.mjs';

export const GATEWAY_DIR = path.join(ROOT, 'gateway');

const declares = (file, marker) => fs.readFileSync(path.join(GATEWAY_DIR, file), 'utf8').includes(marker);

/** `file` (relative to gateway/) asks for a Strapi of its own. */
export const ownsStrapi = (file) => declares(file, 'privateCms: true');

/**
 * The files that run on `database`, relative to gateway/, sorted. With a PostgreSQL server named (`postgres`), the
 * whole suite runs on it (the production database) and only the files whose behaviour depends on the database run on
 * SQLite too, each saying why in its first line; without one, every file runs on SQLite.
 * @param {'sqlite' | 'postgres'} database
 * @param {{ postgres: boolean }} options
 */
export function contractFiles(database, { postgres }) {
  const onBothDatabases = (file) => declares(file, '// On both databases:');
  return fs
    .readdirSync(path.join(GATEWAY_DIR, 'test'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `test/${name}`)
    .filter((file) => database === 'postgres' || !postgres || onBothDatabases(file))
    .sort();
}
