import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { CHROMIUM, CLOSED_NETWORK_FLAGS } from '../../lib/chromium.mjs';
import { median } from './median.mjs';

/**
 * Lighthouse as the measuring scripts run it: mobile emulation and simulated slow 4G (its defaults), in Debian's
 * Chromium, with one CPU slowdown calibrated for this machine and given to every run, so that runs compare.
 */

/**
 * Chromium for Lighthouse; `kill()` it when done. By default chrome-launcher kills it and exits at SIGINT; a script
 * with cleaning up of its own to do first passes `handleSIGINT: false` and kills it itself.
 */
export function launchChromium({ handleSIGINT = true } = {}) {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    handleSIGINT,
    chromeFlags: ['--headless=new', ...CLOSED_NETWORK_FLAGS],
  });
}

/** Calibration runs: one benchmarkIndex on this machine varies by half from run to run (a shared virtual CPU). */
const CALIBRATION_RUNS = 3;

/**
 * The CPU slowdown for this machine, as Lighthouse's docs/throttling.md describes: its default 4x takes a high-end
 * desktop (benchmarkIndex 1500-2000) to a mid-tier phone, so a faster or slower host takes 4 × benchmarkIndex / 1750
 * (within the table's 2-10x). Lighthouse measures the benchmarkIndex at the start of every run: the median of
 * CALIBRATION_RUNS runs on `url` is the one used, and every one is returned to be printed. LIGHTHOUSE_CPU_SLOWDOWN
 * overrides the multiplier.
 * @param {number} port Chromium's debugging port
 * @param {string} url
 */
export async function calibrateCpuSlowdown(port, url) {
  const indexes = [];
  for (let run = 0; run < CALIBRATION_RUNS; run++) {
    const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (
      await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    );
    indexes.push(lhr.environment.benchmarkIndex);
  }
  const benchmarkIndex = median(indexes);
  const cpuSlowdownMultiplier = Number(
    process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? Math.min(10, Math.max(2, (4 * benchmarkIndex) / 1750)).toFixed(1),
  );
  return { benchmarkIndex, indexes, cpuSlowdownMultiplier };
}

/**
 * @typedef {{ port: number, categories: string[], cpuSlowdownMultiplier: number }} RunSettings
 */

/**
 * One Lighthouse run on `url`: slow 4G with the given CPU slowdown, a cold cache and fresh storage (its default).
 * @param {string} url
 * @param {RunSettings} settings
 */
export async function lighthouseRun(url, { port, categories, cpuSlowdownMultiplier }) {
  const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (
    await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
    })
  );
  return lhr;
}

/** A run's performance score out of 100; null when Lighthouse could not score it. */
export function performanceScore(lhr) {
  const score = lhr.categories.performance?.score;
  return score === null || score === undefined ? null : Math.round(score * 100);
}

/**
 * The run with the median performance score (one Lighthouse could not score sorts first; among equal scores, the
 * slower LCP first, so that the middle one is the median LCP too).
 * @param {import('lighthouse').Result[]} runs
 */
export function medianRun(runs) {
  const lcp = (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
  const sorted = [...runs].sort((a, b) => (performanceScore(a) ?? -1) - (performanceScore(b) ?? -1) || lcp(b) - lcp(a));
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Lighthouse `runs` times on `url`, one after the other: the median run (see medianRun) and every run.
 * @param {string} url
 * @param {RunSettings} settings
 * @param {number} runs
 */
export async function measureMedian(url, settings, runs) {
  const all = [];
  for (let run = 0; run < runs; run++) all.push(await lighthouseRun(url, settings));
  return { median: medianRun(all), runs: all };
}

/**
 * A run's figures: the category scores out of 100 and the metrics (NaN for what was not measured or could not be
 * computed; Lighthouse says why in its report), and what the page transferred (its `resource-summary`).
 * @param {import('lighthouse').Result} lhr
 */
export function figuresOf(lhr) {
  const score = (category) => {
    const value = lhr.categories[category]?.score;
    return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
  };
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = /** @type {{ items?: { resourceType: string, transferSize: number, requestCount: number }[] }} */ (
    lhr.audits['resource-summary']?.details ?? {}
  ).items;
  const resource = (type) => summary?.find((item) => item.resourceType === type);
  const totalBytes = resource('total')?.transferSize ?? Number.NaN;
  const scriptBytes = resource('script')?.transferSize ?? (summary ? 0 : Number.NaN);
  const requests = /** @type {{ items?: { url: string }[] }} */ (lhr.audits['network-requests']?.details ?? {}).items;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    totalBytes,
    scriptBytes,
    otherBytes: totalBytes - scriptBytes,
    requests: resource('total')?.requestCount ?? Number.NaN,
    /** Requests to the page's own origin (not another site's frames, nor `data:` URLs). */
    ownRequests: requests ? requests.filter((request) => request.url.startsWith(`${origin}/`)).length : Number.NaN,
    renderBlocking:
      /** @type {{ items?: unknown[] }} */ (lhr.audits['render-blocking-resources']?.details ?? {}).items?.length ?? Number.NaN,
  };
}
