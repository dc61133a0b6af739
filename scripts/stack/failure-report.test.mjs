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

  2) [public] › e2e/public/b.spec.ts:5:1 › hangs ─────────────

    Test timeout of 90000ms exceeded.

    Error: page.waitForFunction: Test timeout of 90000ms exceeded.

    attachment #1: screenshot (image/png) ──────
    test-results/b/test-failed-1.png
    ────────────

    Error Context: test-results/b/error-context.md

  2 failed
    [public] › e2e/public/a.spec.ts:2:1 › fails here ──────
  1 passed (5.4s)
`;

/** node 20's spec reporter, as it ends (a failed deep equality, a thrown error), and the stage's line after it. */
const NODE = `ℹ fail 2
ℹ duration_ms 161.4

✖ failing tests:

test at g.test.mjs:2:49
✖ bad one (9.677336ms)
  AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:
  + actual - expected ... Lines skipped

    {
  +   a: 1,
  -   a: 2,
    }
      at TestContext.<anonymous> (file:///tmp/g.test.mjs:2:78)
      at async Test.processPendingSubtests (node:internal/test_runner/test:526:7) {
    generatedMessage: true,
    code: 'ERR_ASSERTION',
    actual: { a: 1 },
    expected: { a: 2 },
    operator: 'deepStrictEqual'
  }

test at g.test.mjs:3:1
✖ bad two (4.748943ms)
  Error: boom
      at TestContext.<anonymous> (file:///tmp/g.test.mjs:3:31)
      at Suite.run (node:internal/test_runner/test:1150:10)
gateway suite on sqlite (shared lane): 1 passed, 2 failed, 0 skipped
cpu-seconds 1.2
`;

test("Playwright's failures: each one's error and call log, not its source excerpt, attachments or the counts", () => {
  assert.deepEqual(failedTests(PLAYWRIGHT), ['1 [public] › e2e/public/a.spec.ts:2:1 › fails here (2.7s)']);
  assert.deepEqual(failureDetails(PLAYWRIGHT), [
    '  1) [public] › e2e/public/a.spec.ts:2:1 › fails here ─────────────',
    '    Error: expect(locator).toBeVisible() failed',
    "    Locator: getByText('nothing like this')",
    '    Call log:',
    "      - waiting for getByText('nothing like this')",
    '  2) [public] › e2e/public/b.spec.ts:5:1 › hangs ─────────────',
    '    Test timeout of 90000ms exceeded.',
    '    Error: page.waitForFunction: Test timeout of 90000ms exceeded.',
  ]);
});

test("node's failure: where, which and the error, without stack frames, the error's properties or what follows", () => {
  assert.deepEqual(failureDetails(NODE), [
    '✖ failing tests:',
    'test at g.test.mjs:2:49',
    '✖ bad one (9.677336ms)',
    '  AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:',
    '  + actual - expected ... Lines skipped',
    '    {',
    '  +   a: 1,',
    '  -   a: 2,',
    '    }',
    'test at g.test.mjs:3:1',
    '✖ bad two (4.748943ms)',
    '  Error: boom',
  ]);
});

/** Vitest 4's closing section (its colours stripped, as npm test reads every stage), and the counts after it. */
const VITEST = `
 ❯  shared  src/tmpfail/x.test.ts (1 test | 1 failed) 9ms
   × fails on purpose 6ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL   shared  src/tmpfail/x.test.ts > fails on purpose
AssertionError: expected { a: 1 } to deeply equal { a: 2 }

- Expected
+ Received

  {
-   "a": 2,
+   "a": 1,
  }

 ❯ src/tmpfail/x.test.ts:3:20
      1| import { expect, test } from 'vitest';
      3|   expect({ a: 1 }).toEqual({ a: 2 });
       |                    ^

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯


 Test Files  1 failed (1)
      Tests  1 failed (1)
`;

test("Vitest's failure: which, its error and diff, without the source excerpt or the counts", () => {
  assert.deepEqual(failedTests(VITEST), ['fails on purpose 6ms']);
  assert.deepEqual(failureDetails(VITEST), [
    ' FAIL   shared  src/tmpfail/x.test.ts > fails on purpose',
    'AssertionError: expected { a: 1 } to deeply equal { a: 2 }',
    '- Expected',
    '+ Received',
    '  {',
    '-   "a": 2,',
    '+   "a": 1,',
    '  }',
  ]);
});

test('a long account is cut, per failure and in all', () => {
  const block = (n) => [`  ${n}) [admin] › x.spec.ts:1:1 › t${n}`, ...Array.from({ length: 40 }, (_, i) => `    line ${i}`)].join('\n');
  const details = failureDetails(Array.from({ length: 9 }, (_, n) => block(n + 1)).join('\n'));
  assert.equal(details.filter((line) => line === '    line 14').length, 5);
  assert.equal(details.filter((line) => line === '    line 15').length, 0);
  assert.equal(details.length, 80);
});
