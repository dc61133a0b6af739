#!/usr/bin/env node
/**
 * `node scripts/stack/snapshots.mjs sqlite [postgres]`: makes the seeded database snapshots the tests
 * start from (scripts/lib/snapshot.mjs), side by side; PostgreSQL's on the server TEST_POSTGRES_URL names.
 */
import { ensureSnapshot, schemaVersion } from '../lib/snapshot.mjs';

const databases = process.argv.slice(2);
const started = Date.now();
await Promise.all(databases.map((database) => ensureSnapshot(database, process.env.TEST_POSTGRES_URL)));
console.log(`schema ${schemaVersion()}: ${databases.join(' and ')} snapshot ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
