#!/usr/bin/env node
/** `node scripts/stack/build.mjs <workspace> ...`: builds each named workspace whose sources are newer than its build (scripts/lib/builds.mjs). */
import { buildIfStale } from '../lib/builds.mjs';

for (const workspace of process.argv.slice(2)) {
  if (!buildIfStale(workspace)) console.log(`${workspace}: the build is current`);
}
