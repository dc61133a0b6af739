#!/usr/bin/env node
/**
 * npm test: builds what the tests run against, then the gateway's contract suite against a real
 * Strapi on SQLite, and again on PostgreSQL when TEST_POSTGRES_URL names a server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './lib/builds.mjs';
import { ROOT } from './lib/processes.mjs';

buildIfStale('cms');

function run(label, command, args, options) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const gatewayDir = path.join(ROOT, 'gateway');
const testFiles = fs.readdirSync(path.join(gatewayDir, 'test')).filter((name) => name.endsWith('.test.ts')).map((name) => `test/${name}`);
const gatewayTests = ['--import', 'tsx', '--test', '--test-concurrency=1', ...testFiles];
const gateway = { cwd: gatewayDir };
const { TEST_POSTGRES_URL, ...withoutPostgres } = process.env;

run('type checks', 'npm', ['run', 'typecheck'], { cwd: ROOT });
run('gateway contract tests on SQLite', process.execPath, gatewayTests, { ...gateway, env: withoutPostgres });
if (TEST_POSTGRES_URL) {
  run('gateway contract tests on PostgreSQL', process.execPath, gatewayTests, { ...gateway, env: process.env });
} else {
  console.log('\nTEST_POSTGRES_URL is not set: the PostgreSQL run is skipped (.ci/run sets it).');
}
