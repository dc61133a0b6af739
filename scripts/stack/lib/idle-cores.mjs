import fs from 'node:fs';

/**
 * The share of the machine's processor time (all cores together, 0 to 1) left idle or to work at a lowered priority
 * over about the last
 * `windowSeconds`, read from Linux's /proc/stat at each ask; undefined where there is none (not Linux), so that callers
 * measure nothing there. `restart()` forgets what was seen before: the share is undefined again until a whole window
 * has passed since.
 * @param {number} windowSeconds
 * @returns {{ restart: () => void, idleShare: () => number | undefined } | undefined}
 */
export function idleCores(windowSeconds) {
  const read = () => {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal. Room for more work: idle, waiting on a disk, and work at a
    // lowered priority (npm test's lint and type checks, nice 19), which gives way to anything else and would
    // otherwise take all that is left.
    return { idle: ticks[1] + ticks[3] + (ticks[4] ?? 0), total: ticks.slice(0, 8).reduce((sum, value) => sum + value, 0), at: Date.now() };
  };
  let samples;
  try {
    samples = [read()];
  } catch {
    return undefined;
  }
  const window = windowSeconds * 1000;
  return {
    restart: () => {
      samples = [read()];
    },
    idleShare: () => {
      const now = read();
      samples.push(now);
      // The oldest sample kept is the newest one at least a window old.
      while (samples.length > 2 && now.at - samples[1].at >= window) samples.shift();
      const [from] = samples;
      if (now.at - from.at < window || now.total <= from.total) return undefined;
      return (now.idle - from.idle) / (now.total - from.total);
    },
  };
}
