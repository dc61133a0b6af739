import assert from 'node:assert/strict';
import { test } from 'node:test';
import { queue } from './lib/queue.mjs';

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('npm test runs its suites two at a time, each place taking the next one in order as soon as it is free', async () => {
  const log = [];
  let running = 0;
  let most = 0;
  /** A job that takes `ticks` turns of the event loop. */
  const job = (name, ticks, passes = true) => async () => {
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
  assert.deepEqual(log, [
    'start long',
    'start medium',
    'end medium',
    'start short',
    'end short',
    'start last',
    'end last',
    'end long',
  ]);
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
