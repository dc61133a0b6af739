#!/usr/bin/env node
/**
 * The unit tests on node's test runner (`npm run test:unit` runs Vitest on the front end after them): every
 * `*.test.ts` of gateway/test/unit, contract/test and cms/test and every `*.test.mjs` of a scripts folder, imported by
 * one module and so run in one process, one file after another (lib/one-process.mjs).
 * Files named on the command line run instead of all.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/processes.mjs';
import { importerOf } from './lib/one-process.mjs';

const FOLDERS = [
  ['gateway/test/unit', '.test.ts'],
  ['contract/test', '.test.ts'],
  ['cms/test', '.test.ts'],
  ...fs
    .readdirSync(path.join(ROOT, 'scripts'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [`scripts/${entry.name}`, '.test.mjs']),
];
const named = process.argv.slice(2).map((file) => path.resolve(file));
const files = named.length
  ? named
  : FOLDERS.flatMap(([folder, suffix]) =>
      fs
        .readdirSync(path.join(ROOT, folder))
        .filter((name) => name.endsWith(suffix))
        .sort()
        .map((name) => path.join(ROOT, folder, name)),
    );

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-unit-'));
try {
  const entry = importerOf(files, dir, 'unit-files.test.mjs');
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', entry], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  process.exitCode = status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
