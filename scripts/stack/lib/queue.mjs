/**
 * Runs `jobs` (functions resolving with whether they passed), `places` at a time: each place takes the next job as
 * soon as it is free, in the given order, so that the longest, put first, never leave a place idle at the end. Every
 * job runs even when one before it failed. Resolves with whether all passed.
 * @param {(() => Promise<boolean>)[]} jobs
 * @param {number} places
 */
export async function queue(jobs, places) {
  const waiting = [...jobs];
  const outcomes = await Promise.all(
    Array.from({ length: places }, async () => {
      let allPassed = true;
      for (let next = waiting.shift(); next; next = waiting.shift()) allPassed = (await next()) && allPassed;
      return allPassed;
    }),
  );
  return outcomes.every(Boolean);
}
