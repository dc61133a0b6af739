// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { machineSpeed } from './lib/machine-speed.mjs';

test("the machine's speed is the processor and wall-clock time of the reference work, both measured", () => {
  const { cpuSeconds, seconds } = machineSpeed();
  for (const figure of [cpuSeconds, seconds]) {
    assert.ok(Number.isFinite(figure) && figure > 0.01, `measured ${figure} s`);
  }
  // Processor time a single thread ran within the wall-clock time it took (V8's collector may add a little beside).
  assert.ok(cpuSeconds < seconds * 2, `${cpuSeconds} s of processor time in ${seconds} s`);
});
