// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTests, failureDetails } from './lib/failure-report.mjs';

const PLAYWRIGHT = `
  ✘  1 [public] › e2e/public/a.spec.ts:2:1 › fails here (2.7s)
  ✓  2 [public] › e2e/public/a.spec.ts:3:1 › passes (3ms)


  1) [public] › e2e/public/a.spec.ts:2:1 › fails here ─────────────

    Error: expect(locator).toBeVisible() failed

    Locator: getByText('nothing like this')
    Call log:
      - waiting for getByText('nothing like this')


      1 | import { test, expect } from '@playwright/test';
    > 2 | test('fails here', async ({ page }) => {});
        at /work/main/e2e/public/a.spec.ts:2:116

    attachment #1: screenshot (image/png) ──────
    test-results/a/test-failed-1.png

  1 failed
    [public] › e2e/public/a.spec.ts:2:1 › fails here ──────
  1 passed (5.4s)
`;

const NODE = `ℹ fail 1
ℹ duration_ms 161.4

✖ failing tests:

test at f.test.mjs:2:23
✖ bad one (1.356818ms)
  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:

  1 !== 2

      at TestContext.<anonymous> (file:///tmp/f.test.mjs:2:52)
      at Test.run (node:internal/test_runner/test:796:25)
`;

test("Playwright's failure: its error and call log, not its source excerpt, screenshot or counts", () => {
  assert.deepEqual(failedTests(PLAYWRIGHT), ['1 [public] › e2e/public/a.spec.ts:2:1 › fails here (2.7s)']);
  assert.deepEqual(failureDetails(PLAYWRIGHT), [
    '  1) [public] › e2e/public/a.spec.ts:2:1 › fails here ─────────────',
    '    Error: expect(locator).toBeVisible() failed',
    "    Locator: getByText('nothing like this')",
    '    Call log:',
    "      - waiting for getByText('nothing like this')",
  ]);
});

test("node's failure: where, which and the assertion, without stack frames", () => {
  assert.deepEqual(failureDetails(NODE), [
    '✖ failing tests:',
    'test at f.test.mjs:2:23',
    '✖ bad one (1.356818ms)',
    '  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:',
    '  1 !== 2',
  ]);
});

test('a long account is cut, per failure and in all', () => {
  const block = (n) => [`  ${n}) [admin] › x.spec.ts:1:1 › t${n}`, ...Array.from({ length: 40 }, (_, i) => `    line ${i}`)].join('\n');
  const details = failureDetails(Array.from({ length: 9 }, (_, n) => block(n + 1)).join('\n'));
  assert.equal(details.filter((line) => line === '    line 14').length, 5);
  assert.equal(details.filter((line) => line === '    line 15').length, 0);
  assert.equal(details.length, 80);
});
