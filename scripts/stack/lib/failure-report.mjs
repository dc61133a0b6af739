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
 * Where the useful part of Playwright's and node's accounts ends: Playwright's counts, a source excerpt, a stack frame
 * (node's error properties follow it), Playwright's attachments, or a line of something else (an unindented line that
 * is not node's `✖ name`: the stage's `cpu-seconds`, a suite's summary).
 */
const PLAYWRIGHT_AND_NODE_ENDS = [
  /^\s+\d+ (?:failed|flaky|interrupted|passed|skipped|did not run)\b/,
  /^\s+>?\s*\d+ \|/,
  /^\s+at /,
  /^\s+attachment #\d+:/,
  /^\s+Error Context:/,
  /^(?!✖ )\S/,
];
/**
 * Each runner's account of a failure: where it starts (Playwright's `1) [project] › …`; node's `✖ failing tests:` and
 * its `test at …`; Vitest's ` FAIL  project  file > name`) and where its useful part ends (Vitest's: its error, then
 * the diff, ends at the ` ❯ file:line` before its source excerpt, or at its `⎯` rule).
 */
const ACCOUNTS = [
  { start: /^\s+\d+\) \[/, ends: PLAYWRIGHT_AND_NODE_ENDS },
  { start: /^✖ failing tests:/, ends: PLAYWRIGHT_AND_NODE_ENDS },
  { start: /^test at \S+:\d+:\d+$/, ends: PLAYWRIGHT_AND_NODE_ENDS },
  { start: /^\s*FAIL\s/, ends: [/^\s*❯ /, /^\s*⎯/, /^\s+Test Files\s/] },
];

/**
 * The accounts of the failures in a runner's closing section, each cut to its error message and call log: no source
 * excerpt, no stack frames, no blank lines.
 */
export function failureDetails(output) {
  const kept = [];
  /** The account being read, if any. */
  let account;
  let taken = 0;
  for (const line of output.split('\n')) {
    const starting = ACCOUNTS.find(({ start }) => start.test(line));
    if (starting) {
      account = starting;
      taken = 0;
    } else if (account?.ends.some((end) => end.test(line))) {
      account = undefined;
    }
    if (!account || !line.trim() || taken >= LINES_PER_FAILURE) continue;
    kept.push(line.trimEnd());
    taken++;
  }
  return kept.slice(0, LINES_IN_ALL);
}
