/**
 * Runs `jobs` (functions resolving with whether they passed), `places` at a time: each place takes the next job as
 * soon as it is free, in the given order, so that the longest, put first, never leave a place idle at the end. Every
 * job runs even when one before it failed. Resolves with whether all passed.
 *
 * `spare`: one more place, which takes the next job only while `spare.hasRoom()` says the machine has room for it,
 * asked every `spare.everyMs` while jobs wait. `spare.started()` is told of every job that starts, so that the room it
 * measures is the room left beside the jobs running now.
 * @param {(() => Promise<boolean>)[]} jobs
 * @param {number} places
 * @param {{ spare?: { hasRoom: () => boolean, started: () => void, everyMs: number } }} [options]
 */
export async function queue(jobs, places, { spare } = {}) {
  const waiting = [...jobs];
  const take = () => {
    const next = waiting.shift();
    if (next) spare?.started();
    return next;
  };
  const place = async (ready) => {
    let allPassed = true;
    for (let next = (await ready()) && take(); next; next = (await ready()) && take()) allPassed = (await next()) && allPassed;
    return allPassed;
  };
  const always = async () => true;
  /** Resolves true once there is room for the next waiting job, false once none waits. */
  const room = async () => {
    while (waiting.length > 0) {
      if (spare?.hasRoom()) return true;
      await new Promise((resolve) => setTimeout(resolve, spare?.everyMs));
    }
    return false;
  };
  const outcomes = await Promise.all([...Array.from({ length: places }, () => place(always)), ...(spare ? [place(room)] : [])]);
  return outcomes.every(Boolean);
}
