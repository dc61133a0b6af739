import fs from 'node:fs';

/**
 * The share of the machine's processor time (all cores together, 0 to 1) left idle over about the last
 * `windowSeconds`, read from Linux's /proc/stat at each ask; undefined where there is none (not Linux), so that callers
 * measure nothing there. `restart()` forgets what was seen before: the share is undefined again until a whole window
 * has passed since.
 * @param {number} windowSeconds
 * @returns {{ restart: () => void, idleShare: () => number | undefined } | undefined}
 */
export function idleCores(windowSeconds) {
  const read = () => {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: idle and waiting on a disk are room for more work. Work at a
    // lowered priority (the lint and the type checks, nice 19) is not: on a slow machine it is most of what is left.
    return { idle: ticks[3] + (ticks[4] ?? 0), total: ticks.slice(0, 8).reduce((sum, value) => sum + value, 0), at: Date.now() };
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
