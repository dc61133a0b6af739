/**
 * What a runner said of its failed tests, shortened for the closing lines of npm test: a CI log is often read from
 * its end, and its end may be all that is kept of it.
 */

/** The names of the tests a runner reported failed (Playwright's ✘, node's ✖, Vitest's ×), each once. */
export function failedTests(output) {
  const names = output.split('\n').flatMap((line) => /^\s*(?:✘|✖|×)\s+(.+)$/.exec(line)?.[1] ?? []);
  return [...new Set(names)];
}

/** Lines kept of each failure's account: its error and, for Playwright, the call log that says what it waited on. */
const LINES_PER_FAILURE = 16;
/** Lines kept in all, however many failed. */
const LINES_IN_ALL = 80;

/** Where a failure's account starts: Playwright's `1) [project] › …`, node's `✖ failing tests:` and its `test at …`. */
const STARTS = [/^\s+\d+\) \[/, /^✖ failing tests:/, /^test at \S+:\d+:\d+$/];
/**
 * Where its useful part ends: Playwright's counts, a source excerpt, a stack frame (node's error properties follow
 * it), Playwright's attachments, or a line of something else (an unindented line that is not node's `✖ name`: the
 * stage's `cpu-seconds`, a suite's summary).
 */
const ENDS = [
  /^\s+\d+ (?:failed|flaky|interrupted|passed|skipped|did not run)\b/,
  /^\s+>?\s*\d+ \|/,
  /^\s+at /,
  /^\s+attachment #\d+:/,
  /^\s+Error Context:/,
  /^(?!✖ )\S/,
];

/**
 * The accounts of the failures in a runner's closing section, each cut to its error message and call log: no source
 * excerpt, no stack frames, no blank lines.
 */
export function failureDetails(output) {
  const kept = [];
  let inFailure = false;
  let taken = 0;
  for (const line of output.split('\n')) {
    if (STARTS.some((start) => start.test(line))) {
      inFailure = true;
      taken = 0;
    } else if (ENDS.some((end) => end.test(line))) {
      inFailure = false;
    }
    if (!inFailure || !line.trim() || taken >= LINES_PER_FAILURE) continue;
    kept.push(line.trimEnd());
    taken++;
  }
  return kept.slice(0, LINES_IN_ALL);
}
