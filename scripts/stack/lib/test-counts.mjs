/** Test counts (passed, failed, skipped) read from the closing lines of each test runner's report. */

export const NO_TESTS = Object.freeze({ passed: 0, failed: 0, skipped: 0 });

function sumOf(output, pattern) {
  return [...output.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0);
}

/** Counts added up. */
export function add(...counts) {
  return counts.reduce(
    (sum, one) => ({ passed: sum.passed + one.passed, failed: sum.failed + one.failed, skipped: sum.skipped + one.skipped }),
    NO_TESTS,
  );
}

/**
 * node's test runner, spec reporter: every `ℹ pass N` (one per run) added up. A cancelled test (one whose suite failed
 * in its `before`, say) did not pass: it counts as failed.
 */
export function nodeCounts(output) {
  return {
    passed: sumOf(output, /^ℹ pass (\d+)$/gm),
    failed: sumOf(output, /^ℹ fail (\d+)$/gm) + sumOf(output, /^ℹ cancelled (\d+)$/gm),
    skipped: sumOf(output, /^ℹ skipped (\d+)$/gm),
  };
}

/** Vitest's `Tests  N failed | N passed (N)` line. */
export function vitestCounts(output) {
  const line = /^\s*Tests\s+(.*)$/m.exec(output)?.[1] ?? '';
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

/** Playwright's list reporter: `N passed`, `N failed` (flaky and interrupted count as failed), `N skipped` or `did not run`. */
export function playwrightCounts(output) {
  return {
    passed: sumOf(output, /^\s*(\d+) passed/gm),
    failed: sumOf(output, /^\s*(\d+) (?:failed|flaky|interrupted)/gm),
    skipped: sumOf(output, /^\s*(\d+) (?:skipped|did not run)/gm),
  };
}
