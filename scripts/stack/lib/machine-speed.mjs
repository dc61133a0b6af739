/**
 * The machine's speed, as npm test's table shows it beside the suite's times: the processor time of one fixed piece
 * of JavaScript (V8's arithmetic, objects, JSON and regular expressions, what the suite's runners, Strapi and the
 * gateway spend their time on), run before any stage starts. The same suite's time on one machine has varied two to
 * three times between days (docs/testing.md, "The time budget"): this figure tells a slower machine from a longer
 * suite.
 */

/** About half a second of a quick core's work; its result is returned so that no part of it can be left out. */
function referenceWork() {
  let hash = 0;
  for (let i = 0; i < 20_000_000; i++) hash = (Math.imul(hash, 31) + i) | 0;
  const items = Array.from({ length: 20_000 }, (_, i) => ({ id: i, title: `Yangilik ${i}`, tags: [i % 7, i % 11], at: i * 1000 }));
  for (let round = 0; round < 10; round++) {
    const copy = JSON.parse(JSON.stringify(items));
    copy.sort((a, b) => (a.title < b.title ? -1 : 1));
    hash = (hash + copy[round].id + JSON.stringify(copy).replace(/"title":"([^"]*)"/g, '$1').length) | 0;
  }
  return hash;
}

/**
 * The reference work's processor time and wall-clock time in seconds, the quickest of three runs: the first pays for
 * V8's compiling of it, which varies more between runs than the machine does.
 */
export function machineSpeed() {
  const runs = Array.from({ length: 3 }, () => {
    const started = process.hrtime.bigint();
    const cpu = process.cpuUsage();
    referenceWork();
    const used = process.cpuUsage(cpu);
    return { cpuSeconds: (used.user + used.system) / 1e6, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  });
  return runs.reduce((best, run) => (run.cpuSeconds < best.cpuSeconds ? run : best));
}
