/**
 * Schema mode's owner keeper (schema-owner.mjs): what a root process writes into the checkout's cms/src while Strapi
 * develops is given to the folder's owner, and the command's exit is the keeper's. Giving files away needs root, which
 * CI and the containers have.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { giveToFolderOwner } from './schema-owner.mjs';

const isRoot = process.getuid?.() === 0;
const OWNER = { uid: 4321, gid: 4322 };
const SCRIPT = fileURLToPath(new URL('./schema-owner.mjs', import.meta.url));

function checkout() {
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-schema-owner-'));
  fs.chownSync(src, OWNER.uid, OWNER.gid);
  return src;
}
const ownerOf = (file) => {
  const { uid, gid } = fs.lstatSync(file);
  return { uid, gid };
};

test(
  "what root writes under the folder becomes its owner's, folders and links too; the owner's own files stay",
  { skip: !isRoot && 'needs root' },
  () => {
    const src = checkout();
    fs.mkdirSync(path.join(src, 'api/course/content-types/course'), { recursive: true });
    const schema = path.join(src, 'api/course/content-types/course/schema.json');
    fs.writeFileSync(schema, '{}');
    fs.symlinkSync('schema.json', path.join(src, 'api/course/content-types/course/link.json'));
    assert.deepEqual(ownerOf(schema), { uid: 0, gid: 0 });
    assert.equal(giveToFolderOwner(src), 6);
    for (const entry of [
      'api',
      'api/course/content-types',
      'api/course/content-types/course/schema.json',
      'api/course/content-types/course/link.json',
    ])
      assert.deepEqual(ownerOf(path.join(src, entry)), OWNER, entry);
    assert.equal(giveToFolderOwner(src), 0, 'a second sweep changes nothing');
  },
);

test(
  "as a wrapper: files the command writes while it runs are the owner's; its exit code is passed on",
  { skip: !isRoot && 'needs root' },
  async () => {
    const src = checkout();
    const file = path.join(src, 'written-while-running.json');
    const script = `require('fs').writeFileSync(${JSON.stringify(file)}, '{}'); setTimeout(() => process.exit(3), 1500);`;
    const child = spawn(process.execPath, [SCRIPT, src, '--', process.execPath, '-e', script], { stdio: 'inherit' });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(code, 3);
    assert.deepEqual(ownerOf(file), OWNER);
  },
);

test("a stop is passed on to the command, and the files are the owner's after it", { skip: !isRoot && 'needs root' }, async () => {
  const src = checkout();
  const file = path.join(src, 'written-at-stop.json');
  const script = `process.on('SIGTERM', () => { require('fs').writeFileSync(${JSON.stringify(file)}, '{}'); process.exit(0); }); console.log('up'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, [SCRIPT, src, '--', process.execPath, '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.kill('SIGTERM');
  const code = await new Promise((resolve) => child.on('exit', resolve));
  assert.equal(code, 0);
  assert.deepEqual(ownerOf(file), OWNER);
});
