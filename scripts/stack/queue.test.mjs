import assert from 'node:assert/strict';
import { test } from 'node:test';
import { queue } from './lib/queue.mjs';

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('npm test runs its suites two at a time, each place taking the next one in order as soon as it is free', async () => {
  const log = [];
  let running = 0;
  let most = 0;
  /** A job that takes `ticks` turns of the event loop. */
  const job =
    (name, ticks, passes = true) =>
    async () => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      for (let i = 0; i < ticks; i += 1) await tick();
      log.push(`end ${name}`);
      running -= 1;
      return passes;
    };
  const passed = await queue([job('long', 6), job('medium', 3), job('short', 1), job('last', 1)], 2);
  assert.equal(passed, true);
  assert.equal(most, 2);
  // The medium one's place takes the short one, then the last, while the long one still runs.
  assert.deepEqual(log, ['start long', 'start medium', 'end medium', 'start short', 'end short', 'start last', 'end last', 'end long']);
});

test('a failed suite fails the run, and the suites after it still run', async () => {
  const ran = [];
  const job = (name, passes) => async () => {
    ran.push(name);
    await tick();
    return passes;
  };
  assert.equal(await queue([job('a', true), job('b', false), job('c', true), job('d', true)], 2), false);
  assert.deepEqual(ran.sort(), ['a', 'b', 'c', 'd']);
  assert.equal(await queue([], 2), true);
});

test('a spare place takes the next job only while the machine has room, told of every start; never once all are taken', async () => {
  const log = [];
  let room = false;
  let starts = 0;
  const spare = {
    hasRoom: () => room,
    started: () => {
      starts += 1;
    },
    everyMs: 1,
  };
  let running = 0;
  let most = 0;
  const job = (name, ms) => async () => {
    running += 1;
    most = Math.max(most, running);
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (name === 'first') room = true;
    log.push(`end ${name}`);
    running -= 1;
    return true;
  };
  // No room while the first two run: the third waits for a free place or for room, whichever comes first.
  const passed = await queue([job('first', 20), job('second', 200), job('third', 200), job('fourth', 5)], 2, { spare });
  assert.equal(passed, true);
  assert.equal(starts, 4);
  assert.equal(most, 3, 'the spare place ran a job beside the two');
  assert.deepEqual(log.slice(0, 4), ['start first', 'start second', 'end first', 'start third']);
  // Room came with the first's end: the fourth started in the spare place, beside the second and the third.
  assert.ok(log.indexOf('start fourth') < log.indexOf('end second'), log.join(', '));

  // With room all along and nothing waiting, the spare place ends at once.
  room = true;
  assert.equal(await queue([], 2, { spare }), true);
});

test("the idle share is measured from Linux's /proc/stat over a whole window, and forgotten at a restart", async () => {
  const { idleCores } = await import('./lib/idle-cores.mjs');
  const cores = idleCores(0.05);
  if (!cores) return;
  assert.equal(cores.idleShare(), undefined, 'not a whole window yet');
  await new Promise((resolve) => setTimeout(resolve, 80));
  const share = cores.idleShare();
  assert.ok(share === undefined || (share >= 0 && share <= 1), String(share));
  cores.restart();
  assert.equal(cores.idleShare(), undefined);
});
