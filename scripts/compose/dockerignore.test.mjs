/**
 * .dockerignore starts with .gitignore's lines, in order, as docker reads them: nothing git leaves out of the
 * repository (a .env and its variants, local databases, uploads, backups) is sent to the image's build, where
 * `COPY . .` would put it in the image.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../lib/processes.mjs';

/** A file's patterns: no comments, no blank lines. */
const patterns = (name) =>
  fs
    .readFileSync(path.join(ROOT, name), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

/**
 * A .gitignore pattern as docker reads the same set of paths: git matches a pattern with no slash but a trailing one
 * at any depth, docker only from the context's root unless it starts with `**` + '/'; docker has no trailing slash.
 */
function asDocker(pattern) {
  const negated = pattern.startsWith('!');
  const body = pattern.slice(negated ? 1 : 0).replace(/\/$/, '');
  const docker = body.includes('/') ? body.replace(/^\//, '') : `**/${body}`;
  return `${negated ? '!' : ''}${docker}`;
}

test(".dockerignore starts with every .gitignore pattern, in .gitignore's order, in docker's form", () => {
  const expected = patterns('.gitignore').map(asDocker);
  assert.deepEqual(patterns('.dockerignore').slice(0, expected.length), expected);
});
