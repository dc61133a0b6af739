import assert from 'node:assert/strict';
import { once } from 'node:events';
import { test } from 'node:test';
import { signalGroups, spawnInGroup } from './lib/process-groups.mjs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test("stopping npm test stops a stage's whole process group: the processes the stage started too", async () => {
  // A stage that starts a process of its own (as a suite starts Strapi), says its id, and waits.
  const stage = spawnInGroup(
    process.execPath,
    [
      '-e',
      `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
       console.log(c.pid); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = await once(/** @type {import('node:stream').Readable} */ (stage.stdout), 'data');
  const grandchild = Number(String(line).trim());
  assert.ok(alive(grandchild));
  signalGroups('SIGTERM');
  await once(stage, 'exit');
  for (let waited = 0; alive(grandchild) && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(alive(grandchild), false, 'the process the stage started is gone as well');
  // A group already gone is skipped.
  signalGroups('SIGTERM');
});
