#!/usr/bin/env node
/**
 * npm run slow-phone: how soon an inexpensive phone on a mobile network can use a page. Chromium with its CPU
 * throttled 6x and DevTools' slow 4G (Lighthouse's mobileSlow4G: 562.5 ms latency, 1.47 Mbit/s down), a fresh
 * cache each run. From the navigation, a visitor taps A+ every 50 ms until the root font size changes, and, in another
 * run, taps a menu section until its dropdown opens; the time of the first tap that works, p50 of SLOW_PHONE_RUNS runs
 * (default 5), on /uz and a news item. Target ≤ 2.5 s. It runs the built stack on a copy of the demo database (or
 * measures SLOW_PHONE_BASE, a stack already up). It prints figures and does not fail. CHROMIUM_PATH names the browser.
 */
import * as constants from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../lib/builds.mjs';
import { CHROMIUM, CLOSED_NETWORK_FLAGS } from '../lib/chromium.mjs';
import { demoStack } from './lib/demo-stack.mjs';

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

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CLOSED_NETWORK_FLAGS });
try {
  const news = /** @type {any} */ (await (await fetch(`${base}/api/public/news?size=1`)).json()).content.content[0].id;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`Slow phone: CPU ${CPU_SLOWDOWN}x slower, slow 4G; the first tap that works, p50 of ${RUNS} (target ≤ ${TARGET_MS} ms)`);
  for (const route of ['/uz', `/uz/news/${news}`]) {
    for (const [name, { target, done }] of Object.entries(CHECKS)) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
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
