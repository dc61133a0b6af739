import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { demoStack } from './demo-stack.mjs';
import { mb, memoryVerdict } from './memory-figures.mjs';
import { ROOT } from '../../lib/processes.mjs';
import { randomUrls } from './random-urls.mjs';

const CONNECTIONS = 32;
/** How much the gateway's RSS may grow after the warm-up, by its least-squares line (SOAK_RSS_GROWTH_MB). */
const RSS_GROWTH_MB = Number(process.env.SOAK_RSS_GROWTH_MB ?? 24);
/** A report older than this: the gateway stopped (its memory report is written every second). */
const SILENT_MS = 10_000;

/**
 * `npm run soak -- --unique-urls`: every request a URL never asked before (search words, ids, page
 * numbers, query strings, unknown paths, image names and widths) for `seconds`, against the demo
 * stack with its gateway capped as `npm start` caps it. The gateway writes its memory to a local
 * file each second (memory-report.mjs). Prints the warm-up and steady figures; resolves with the
 * exit code: 1 when the heap passed 75 % of its cap, RSS grew after the warm-up, or the gateway stopped.
 */
export async function uniqueUrlSoak(seconds) {
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-memory-'));
  const preload = `--import=${pathToFileURL(path.join(ROOT, 'scripts', 'measure', 'lib', 'memory-report.mjs')).href}`;
  const { base, stop } = await demoStack(undefined, {
    env: { LYCEUM_MEMORY_REPORT: reports, NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' ') },
  });
  const samples = [];
  let silent = false;
  const sample = () => {
    const file = fs.readdirSync(reports).find((name) => /^server\.js-\d+\.json$/.test(name));
    const report = file ? JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8')) : undefined;
    if (report && report.at !== samples.at(-1)?.at) samples.push(report);
    silent = Date.now() - (samples.at(-1)?.at ?? Date.now()) > SILENT_MS;
  };
  try {
    const { content } = /** @type {any} */ (await (await fetch(`${base}/api/public/news?lang=uz&size=1`)).json());
    const next = randomUrls({ newsId: content.content[0].id, photo: content.content[0].photo });
    sample();
    const idle = samples.at(-1);
    const sampler = setInterval(sample, 1000);
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const url = next();
            // As a browser asks for photos: the AVIF and WebP copies are made too.
            const headers = url.startsWith('/api/attachment/') ? { accept: 'image/avif,image/webp,*/*' } : {};
            return { ...request, path: url, headers: { ...request.headers, ...headers } };
          },
        },
      ],
    });
    clearInterval(sampler);
    sample();
    const ready = await fetch(`${base}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );

    // At ~70 requests a second (two cores), the read cache is full of pages after about two minutes.
    const warmUpMs = Math.min(120_000, seconds * 400);
    const verdict = memoryVerdict(samples, { warmUpMs, rssGrowthBytes: RSS_GROWTH_MB * 1024 * 1024 });
    const failures = [
      ...verdict.failures,
      ...(silent ? ['the gateway stopped reporting its memory'] : []),
      ...(ready ? [] : ['/readyz no longer answers']),
    ];
    console.log(`\nSoak: ${CONNECTIONS} connections, every request a URL never asked before, for ${seconds} s`);
    console.log(
      `requests: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s), p99 ${result.latency.p99} ms; ` +
        `2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']} (target 0), errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    if (verdict.steady) {
      const cap = verdict.heapLimit;
      const share = (bytes) => `${mb(bytes)} (${((bytes / cap) * 100).toFixed(0)} %)`;
      console.log(`gateway heap cap: ${mb(cap)}; idle: heap ${mb(idle.heapUsed)}, RSS ${mb(idle.rss)}`);
      console.log(`warm-up (${warmUpMs / 1000} s): heap used max ${share(verdict.warmUp.heapMax)}, RSS max ${mb(verdict.warmUp.rssMax)}`);
      console.log(
        `steady (${samples.length} samples in all): heap used max ${share(verdict.steady.heapMax)} (at most 75 %); ` +
          `RSS min ${mb(verdict.steady.rssMin)}, max ${mb(verdict.steady.rssMax)}, slope ${mb(verdict.steady.rssSlopePerMinute)}/min, ` +
          `growth ${mb(verdict.steady.rssGrowth)} (at most ${RSS_GROWTH_MB} MB)`,
      );
      const minutes = verdict.byMinute.map(
        (sample) => `${(sample.rss / 1024 / 1024).toFixed(0)}/${(sample.heapUsed / 1024 / 1024).toFixed(0)}`,
      );
      console.log(`RSS/heap used at the end of each minute (MB): ${minutes.join(', ')}`);
    }
    for (const failure of failures) console.log(`FAILED: ${failure}`);
    return failures.length ? 1 : 0;
  } finally {
    await stop();
    fs.rmSync(reports, { recursive: true, force: true });
  }
}
