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

/**
 * The accounts of the failures in a runner's closing section (Playwright's `1) [project] › …` blocks, node's
 * `✖ failing tests:`), each cut to its error message and call log: no source excerpt, no stack frames, no blank lines.
 */
export function failureDetails(output) {
  const lines = output.split('\n');
  const kept = [];
  let inFailure = false;
  let taken = 0;
  for (const line of lines) {
    const starts = /^\s+\d+\) \[/.test(line) || /^✖ failing tests:/.test(line) || /^test at \S+:\d+:\d+$/.test(line);
    if (starts) {
      inFailure = true;
      taken = 0;
    } else if (/^\s+\d+ (?:failed|flaky|interrupted|passed|skipped|did not run)\b/.test(line) || /^\s+>?\s*\d+ \|/.test(line)) {
      // Playwright's counts end its section; a source excerpt ends a failure's useful part.
      inFailure = false;
    }
    if (!inFailure || !line.trim() || /^\s+at /.test(line) || taken >= LINES_PER_FAILURE) continue;
    kept.push(line.trimEnd());
    taken++;
  }
  return kept.slice(0, LINES_IN_ALL);
}
