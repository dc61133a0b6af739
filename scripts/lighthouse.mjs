#!/usr/bin/env node
/**
 * npm run lighthouse: Lighthouse (mobile emulation and throttling, its defaults) in Debian's
 * Chromium on the home page, a news item and a content page, in uz and ru, against the whole
 * built stack on a temporary database with the demo content. Each page is measured
 * LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is reported.
 * Prints the scores, CLS, LCP, FCP and TBT, and each target as met or missed; it does not fail.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from './lib/builds.mjs';
import { ROOT, freePort, stopProcess, waitUntilUp } from './lib/processes.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);

const port = await freePort();
const stack = spawn(process.execPath, [path.join(ROOT, 'scripts', 'e2e-stack.mjs')], {
  env: { ...process.env, E2E_PORT: String(port), E2E_CMS_PORT: String(await freePort()) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
let chrome;

try {
  await waitUntilUp(`${base}/readyz`, { child: stack });
  const content = async (route) => (await (await fetch(`${base}${route}`)).json()).content;
  const newsId = (await content('/api/public/news?size=1')).content[0].id;
  const menu = (await content('/api/public/menu?lang=uz')).find((item) => item.groupName === 'info');
  const pages = (lang) => ({
    [`home (${lang})`]: `/${lang}`,
    [`news item (${lang})`]: `/${lang}/news/${newsId}`,
    [`content page (${lang})`]: `/${lang}/info${menu.url}`,
  });

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // This machine's network is closed: Chromium's own background traffic would only fail.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

  const verdicts = [];
  for (const [name, route] of Object.entries({ ...pages('uz'), ...pages('ru') })) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(lhr);
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const median = runs[Math.floor(runs.length / 2)];
    const score = (category) => Math.round(median.categories[category].score * 100);
    // An audit Lighthouse could not compute (it says why in its report) counts as missed.
    const audit = (id) => median.audits[id]?.numericValue ?? Number.NaN;
    const figures = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: audit('cumulative-layout-shift'),
    };
    for (const category of CATEGORIES) {
      if (median.categories[category].score === null)
        console.log(`    ${category}: not computed (${median.runtimeError?.message ?? 'see the report'})`);
    }
    console.log(
      `${name.padEnd(22)} performance ${figures.performance}  accessibility ${figures.accessibility}  best practices ${figures.bestPractices}  SEO ${figures.seo}  ` +
        `CLS ${figures.cls.toFixed(3)}  LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s  FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s  TBT ${audit('total-blocking-time').toFixed(0)} ms  (median of ${RUNS}: ${runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)).join(', ')})`,
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
    verdicts.push([`${name}: performance ≥ 98`, figures.performance >= 98, figures.performance]);
    verdicts.push([
      `${name}: accessibility, best practices and SEO 100`,
      figures.accessibility === 100 && figures.bestPractices === 100 && figures.seo === 100,
      `${figures.accessibility}/${figures.bestPractices}/${figures.seo}`,
    ]);
    verdicts.push([`${name}: CLS ≤ 0.05`, figures.cls <= 0.05, Number.isNaN(figures.cls) ? 'not computed' : figures.cls.toFixed(3)]);
  }
  console.log('\nTargets:');
  for (const [description, met, figure] of verdicts) console.log(`  ${met ? 'met   ' : 'MISSED'}  ${description}: ${figure}`);
} finally {
  await chrome?.kill();
  await stopProcess(stack);
}
