// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nodeCounts, playwrightCounts } from './lib/test-counts.mjs';

test("node's report: a cancelled test (its suite failed first) counts as failed, not as nothing", () => {
  const report = ['ℹ tests 9', 'ℹ suites 3', 'ℹ pass 8', 'ℹ fail 0', 'ℹ cancelled 1', 'ℹ skipped 0', 'ℹ todo 0'].join('\n');
  assert.deepEqual(nodeCounts(report), { passed: 8, failed: 1, skipped: 0 });
});

test("node's reports of several runs add up", () => {
  const run = (pass, fail) => `ℹ pass ${pass}\nℹ fail ${fail}\nℹ cancelled 0\nℹ skipped 1\n`;
  assert.deepEqual(nodeCounts(run(3, 0) + run(4, 2)), { passed: 7, failed: 2, skipped: 2 });
});

test("Playwright's closing lines: flaky and interrupted count as failed", () => {
  assert.deepEqual(playwrightCounts('  1 failed\n  2 flaky\n  3 did not run\n  120 passed (6.3m)\n'), {
    passed: 120,
    failed: 3,
    skipped: 3,
  });
});
