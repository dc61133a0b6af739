#!/usr/bin/env node
/**
 * npm run lighthouse: Lighthouse (mobile emulation and simulated slow 4G, its defaults) in Debian's Chromium on every
 * visitor page in uz and ru, against the whole built stack on a temporary database with the demo content.
 *
 * The CPU slowdown is calibrated as Lighthouse's docs/throttling.md describes: its default 4x takes a high-end
 * desktop (benchmarkIndex 1500-2000) to a mid-tier phone, and a faster or slower host takes a proportionally higher
 * or lower multiplier (within the table's 2-10x). A first run measures this machine's benchmarkIndex; the multiplier
 * is 4 × benchmarkIndex / 1750, so that runs on different machines compare (LIGHTHOUSE_CPU_SLOWDOWN overrides it).
 *
 * Each page is measured LIGHTHOUSE_RUNS times (default 3; LIGHTHOUSE_PAGES, a regular expression, picks pages) and
 * the run with the median performance score is reported: the scores, LCP, TBT, CLS and FCP, each against its target
 * (TARGETS: performance 100, LCP ≤ 1.5 s, FCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.01, accessibility, best practices and
 * SEO 100), and whether Chromium finds the site installable as a web app. It does not fail. CHROMIUM_PATH (or
 * CHROME_PATH) names the browser.
 */
import { chromium } from 'playwright-core';
import { buildIfStale } from '../lib/builds.mjs';
import { demoStack, visitorRoutes } from './lib/demo-stack.mjs';
import { calibrateCpuSlowdown, figuresOf, launchChromium, measureMedian, performanceScore } from './lib/lighthouse-run.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Each target: its column heading, the figure as printed, and whether it is met (NaN, not computed: missed). */
const TARGETS = [
  { heading: 'perf = 100', show: (f) => String(f.performance), met: (f) => f.performance === 100 },
  { heading: 'LCP ≤ 1.5 s', show: (f) => `${(f.lcp / 1000).toFixed(2)} s`, met: (f) => f.lcp <= 1500 },
  { heading: 'FCP ≤ 1.2 s', show: (f) => `${(f.fcp / 1000).toFixed(2)} s`, met: (f) => f.fcp <= 1200 },
  { heading: 'TBT ≤ 50 ms', show: (f) => `${f.tbt.toFixed(0)} ms`, met: (f) => f.tbt <= 50 },
  { heading: 'CLS ≤ 0.01', show: (f) => f.cls.toFixed(3), met: (f) => f.cls <= 0.01 },
  { heading: 'a11y = 100', show: (f) => String(f.accessibility), met: (f) => f.accessibility === 100 },
  { heading: 'BP = 100', show: (f) => String(f.bestPractices), met: (f) => f.bestPractices === 100 },
  { heading: 'SEO = 100', show: (f) => String(f.seo), met: (f) => f.seo === 100 },
];

/**
 * Lighthouse 12 has no PWA category any more: Chromium's own installability verdict instead
 * (what its install prompt checks), in the launched browser's regular profile once the page's
 * service worker controls it. [] when installable.
 */
async function installability(url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url);
    // Runs in the page: the browser's navigator, which Node's types do not describe.
    await page
      .waitForFunction(() => /** @type {any} */ (globalThis).navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
      .catch(() => undefined);
    const { installabilityErrors } = await (await page.context().newCDPSession(page)).send('Page.getInstallabilityErrors');
    await page.close();
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await browser.close();
  }
}

for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);

const { base, stop } = await demoStack();
let chrome;

try {
  const pages = Object.fromEntries(
    (
      await Promise.all(
        ['uz', 'ru'].map(async (lang) => (await visitorRoutes(base, lang)).map(([name, route]) => [`${name} (${lang})`, route])),
      )
    ).flat(),
  );
  const only = process.env.LIGHTHOUSE_PAGES ? new RegExp(process.env.LIGHTHOUSE_PAGES) : null;

  chrome = await launchChromium();
  const { benchmarkIndex, indexes, cpuSlowdownMultiplier } = await calibrateCpuSlowdown(chrome.port, `${base}/uz`);
  console.log(
    `benchmarkIndex ${Math.round(benchmarkIndex)} (median of ${indexes.map(Math.round).join(', ')}): CPU slowdown ${cpuSlowdownMultiplier}x (Lighthouse's default 4x is for a benchmarkIndex of about 1750)`,
  );

  const results = [];
  for (const [name, route] of Object.entries(pages)) {
    if (only && !only.test(name)) continue;
    const { median, runs } = await measureMedian(
      `${base}${route}`,
      { port: chrome.port, categories: CATEGORIES, cpuSlowdownMultiplier },
      RUNS,
    );
    // An audit Lighthouse could not compute (it says why in its report) counts as missed.
    const figures = figuresOf(median);
    for (const category of CATEGORIES) {
      if (median.categories[category].score === null)
        console.log(`    ${category}: not computed (${median.runtimeError?.message ?? 'see the report'})`);
    }
    console.log(
      `${name.padEnd(22)} performance ${figures.performance}  accessibility ${figures.accessibility}  best practices ${figures.bestPractices}  SEO ${figures.seo}  ` +
        `LCP ${(figures.lcp / 1000).toFixed(2)} s  TBT ${figures.tbt.toFixed(0)} ms  CLS ${figures.cls.toFixed(3)}  FCP ${(figures.fcp / 1000).toFixed(2)} s  (median of ${RUNS}: ${runs.map((lhr) => performanceScore(lhr) ?? 'n/a').join(', ')}; CPU benchmark ${Math.round(median.environment?.benchmarkIndex ?? 0)})`,
    );
    for (const category of CATEGORIES.slice(1)) {
      const failing = Object.values(median.audits).filter(
        (audit) =>
          median.categories[category].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0) &&
          audit.score !== null &&
          audit.score < 1,
      );
      for (const audit of failing) console.log(`    ${category}: ${audit.id} (${audit.title})`);
    }
    // Where a slow page loses its time: Lighthouse's opportunities (estimated savings).
    if (!TARGETS.slice(0, 4).every((t) => t.met(figures))) {
      const opportunities = Object.values(median.audits)
        .filter(
          (audit) => (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.TBT ?? 0) >= 50 && audit.score !== null && audit.score < 1,
        )
        .map((audit) => `${audit.id} (LCP −${audit.metricSavings?.LCP ?? 0} ms, TBT −${audit.metricSavings?.TBT ?? 0} ms)`);
      if (opportunities.length) console.log(`    performance: ${opportunities.join(', ')}`);
    }
    results.push({ name, figures });
  }
  console.log(`\nTargets (median run of each page; not computed counts as missed):`);
  console.log(`  ${''.padEnd(22)}${TARGETS.map((t) => t.heading.padEnd(15)).join('')}`.trimEnd());
  for (const { name, figures } of results) {
    const cells = TARGETS.map((t) => `${t.show(figures)} ${t.met(figures) ? 'met' : 'MISSED'}`.padEnd(15));
    console.log(`  ${name.padEnd(22)}${cells.join('')}`.trimEnd());
  }
  const verdicts = results.flatMap(({ figures }) => TARGETS.map((t) => t.met(figures)));
  const installable = await installability(`${base}/uz`);
  console.log(
    `  installable (Chromium's own check: manifest, icons, service worker): ${installable.length ? `MISSED (${installable.join(', ')})` : 'met'}`,
  );
  verdicts.push(installable.length === 0);
  console.log(`  ${verdicts.filter(Boolean).length} of ${verdicts.length} met`);
} finally {
  await chrome?.kill();
  await stop();
}
