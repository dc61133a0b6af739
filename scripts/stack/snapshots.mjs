#!/usr/bin/env node
/**
 * `node scripts/stack/snapshots.mjs sqlite [postgres]`: makes the seeded database snapshots the tests
 * start from (scripts/lib/snapshot.mjs), side by side; PostgreSQL's on the server TEST_POSTGRES_URL names.
 */
import { ensureSnapshot, schemaVersion } from '../lib/snapshot.mjs';

const databases = process.argv.slice(2);
const started = Date.now();
// Each build runs to its end even when another failed: one left running would be a Strapi that outlives this process.
const outcomes = await Promise.allSettled(databases.map((database) => ensureSnapshot(database, process.env.TEST_POSTGRES_URL)));
const failed = outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [[databases[index], outcome.reason]] : []));
for (const [database, reason] of failed) console.error(`the ${database} snapshot failed:`, reason);
if (failed.length) process.exit(1);
console.log(`schema ${schemaVersion()}: ${databases.join(' and ')} snapshot ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
