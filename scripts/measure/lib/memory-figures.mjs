/**
 * The verdict of a memory soak on a process's samples ({ at, rss, heapUsed, heapLimit }, in ms and
 * bytes): the first `warmUpMs` fill the caches; after it the heap must stay under `heapShare` of its
 * cap and RSS must be flat, its least-squares growth over the steady phase at most `rssGrowthBytes`.
 */
export function memoryVerdict(samples, { warmUpMs, heapShare = 0.75, rssGrowthBytes }) {
  if (samples.length === 0) return { failures: ['no memory samples'] };
  const start = samples[0].at;
  const warmUp = samples.filter((sample) => sample.at - start < warmUpMs);
  const steady = samples.filter((sample) => sample.at - start >= warmUpMs);
  if (steady.length < 2) return { failures: ['too few samples after the warm-up'] };
  const heapLimit = steady[0].heapLimit;
  const heapMax = Math.max(...steady.map((sample) => sample.heapUsed));
  const rss = steady.map((sample) => sample.rss);
  const slope = leastSquaresSlope(steady.map((sample) => [sample.at, sample.rss])); // bytes per ms
  const growth = slope * (steady.at(-1).at - steady[0].at);
  const failures = [];
  if (heapMax > heapShare * heapLimit) {
    failures.push(`heap used reached ${percent(heapMax / heapLimit)} of its cap (at most ${percent(heapShare)})`);
  }
  if (growth > rssGrowthBytes) failures.push(`RSS grew ${mb(growth)} after the warm-up (at most ${mb(rssGrowthBytes)})`);
  // The last sample of each minute, to show the trend.
  const byMinute = [...new Map(samples.map((sample) => [Math.floor((sample.at - start) / 60_000), sample])).values()];
  return {
    failures,
    heapLimit,
    byMinute,
    warmUp: { heapMax: Math.max(...warmUp.map((sample) => sample.heapUsed)), rssMax: Math.max(...warmUp.map((sample) => sample.rss)) },
    steady: { heapMax, rssMin: Math.min(...rss), rssMax: Math.max(...rss), rssSlopePerMinute: slope * 60_000, rssGrowth: growth },
  };
}

function leastSquaresSlope(points) {
  const n = points.length;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percent = (share) => `${(share * 100).toFixed(0)} %`;
