#!/usr/bin/env node
/**
 * npm test: the fast unit tests (no Strapi), the lint, type checks, the visitor bundle's budget, the gateway's contract suite against a real
 * Strapi on SQLite (and on PostgreSQL when TEST_POSTGRES_URL names a server), then the browser
 * tests (Playwright, Debian's Chromium) against the whole built stack.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './lib/builds.mjs';
import { ROOT, freePort } from './lib/processes.mjs';

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const gatewayDir = path.join(ROOT, 'gateway');
const testFiles = fs
  .readdirSync(path.join(gatewayDir, 'test'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `test/${name}`);
// A test that leaves a handle open must fail its file, not hold the run until CI's limit.
const gatewayTests = ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-force-exit', '--test-timeout=900000', ...testFiles];
const { TEST_POSTGRES_URL, ...withoutPostgres } = process.env;

// The unit tests need only the contract package built: they run (and fail) in seconds, before any other build.
buildIfStale('contract');
run('unit tests (contract, gateway modules, front end)', 'npm', ['run', 'test:unit']);
run('lint (ESLint, zero warnings)', 'npm', ['run', 'lint']);
run('type checks', 'npm', ['run', 'typecheck']);
for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);
run('bundle budget of the visitor pages', process.execPath, ['scripts/bundle-size.mjs', '--no-build']);
run('gateway contract tests on SQLite', process.execPath, gatewayTests, { cwd: gatewayDir, env: withoutPostgres });
if (TEST_POSTGRES_URL) {
  run('gateway contract tests on PostgreSQL', process.execPath, gatewayTests, { cwd: gatewayDir });
} else {
  console.log('\nTEST_POSTGRES_URL is not set: the PostgreSQL run is skipped (.ci/run sets it).');
}
const ports = { E2E_PORT: String(await freePort()), E2E_CMS_PORT: String(await freePort()) };
run('browser tests (Playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { ...withoutPostgres, ...ports, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
