#!/usr/bin/env node
/**
 * npm run slow-phone: how soon an inexpensive phone on a mobile network can use a page. Chromium with its CPU
 * throttled 6x and DevTools' slow 4G (Lighthouse's mobileSlow4G: 562.5 ms latency, 1.47 Mbit/s down), a fresh
 * cache each run. From the navigation, a visitor taps A+ every 50 ms until the root font size changes, and, in another
 * run, taps a menu section until its dropdown opens; the time of the first tap that works, p50 of SLOW_PHONE_RUNS runs
 * (default 5), on /uz and a news item. Target ≤ 2.5 s. It runs the built stack on a copy of the demo database (or
 * measures SLOW_PHONE_BASE, a stack already up). Before the taps, on the same phone, when each page first paints and
 * when its largest paint comes (the browser's own first-contentful-paint and largest-contentful-paint entries), p50 of
 * the runs. It prints figures and does not fail. CHROMIUM_PATH names the browser.
 */
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../lib/builds.mjs';
import { CHROMIUM, CLOSED_NETWORK_FLAGS } from '../lib/chromium.mjs';
import { demoStack } from './lib/demo-stack.mjs';
import { median } from './lib/median.mjs';

const RUNS = Number(process.env.SLOW_PHONE_RUNS ?? 5);
const TARGET_MS = 2500;
const CPU_SLOWDOWN = 6;
const network = constants.throttling.mobileSlow4G;
const kbps = (value) => (value * 1024) / 8;

for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);
const { base, stop } = await demoStack(process.env.SLOW_PHONE_BASE);

/** The page's time (ms since its navigation started) of the first tap on `target` after which `done` holds. */
async function firstWorkingTap(page, target, done) {
  for (;;) {
    await page.locator(target).first().click({ timeout: 30_000, force: true, noWaitAfter: true });
    const at = await page.evaluate(() => performance.now());
    if (await page.evaluate(done)) return at;
    await page.waitForTimeout(50);
  }
}

const CHECKS = {
  'A+ changes the font size': {
    target: 'button:has-text("A+")',
    done: () => globalThis.document.documentElement.style.fontSize !== '' && globalThis.document.documentElement.style.fontSize !== '16px',
  },
  'a menu dropdown opens': {
    target: 'nav button[aria-controls^="menu-"]',
    done: () => globalThis.document.querySelector('nav button[aria-controls^="menu-"][aria-expanded="true"]') !== null,
  },
};

/** A fresh page on the slow phone: a new context (a cold cache), its CPU throttled and its network slow 4G. */
async function slowPage(browser) {
  // A wide screen: on a narrow one the menu's sections wait behind its toggle, one tap more.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.requestLatencyMs,
    downloadThroughput: kbps(network.downloadThroughputKbps),
    uploadThroughput: kbps(network.uploadThroughputKbps),
  });
  return { context, page };
}

/** The page's first contentful paint and its largest contentful paint (ms since its navigation), once it has loaded. */
const paints = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? Number.NaN });
          // Node's types (this script's) know no browser entry types.
        }).observe(/** @type {any} */ ({ type: 'largest-contentful-paint', buffered: true }));
      }),
  );

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CLOSED_NETWORK_FLAGS });
try {
  const news = /** @type {any} */ (await (await fetch(`${base}/api/public/news?size=1`)).json()).content.content[0].id;
  const routes = ['/uz', `/uz/news/${news}`];
  console.log(`Slow phone: CPU ${CPU_SLOWDOWN}x slower, slow 4G; first and largest paint, p50 of ${RUNS}`);
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await slowPage(browser);
      await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 60_000 });
      runs.push(await paints(page));
      await context.close();
    }
    const show = (key) =>
      `p50 ${Math.round(median(runs.map((run) => run[key])))} ms (runs: ${runs.map((run) => Math.round(run[key])).join(', ')})`;
    console.log(`  ${route.padEnd(36)} first paint ${show('fcp')}  largest paint ${show('lcp')}`);
  }
  console.log(`Slow phone: CPU ${CPU_SLOWDOWN}x slower, slow 4G; the first tap that works, p50 of ${RUNS} (target ≤ ${TARGET_MS} ms)`);
  for (const route of routes) {
    for (const [name, { target, done }] of Object.entries(CHECKS)) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        const { context, page } = await slowPage(browser);
        await page.goto(`${base}${route}`, { waitUntil: 'commit' });
        times.push(await firstWorkingTap(page, target, done));
        await context.close();
      }
      const p50 = median(times);
      console.log(
        `  ${route.padEnd(36)} ${name.padEnd(26)} p50 ${Math.round(p50)} ms ${p50 <= TARGET_MS ? 'met' : 'MISSED'}  (runs: ${times.map(Math.round).join(', ')} ms)`,
      );
    }
  }
} finally {
  await browser.close();
  await stop();
}
