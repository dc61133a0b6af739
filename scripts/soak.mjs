#!/usr/bin/env node
/**
 * npm run soak: 200 connections of mixed public reads for SOAK_SECONDS (60) against a temporary
 * stack (Strapi on SQLite with the demo content, the gateway), while an admin writes news, gallery
 * items and page texts as fast as the gateway takes them. Afterwards every acknowledged write is
 * read back (all three languages): a missing or different one is a lost write. Prints read
 * errors (target 0), lost writes (target 0), read p99 and memory before and after. It does not fail.
 *
 * npm run soak -- --unique-urls [--seconds=300]: every request a URL never asked before, against the
 * demo stack, watching the gateway's heap and RSS (lib/unique-url-soak.mjs); it fails when they grow.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildIfStale } from './lib/builds.mjs';
import { freePort, rssMb, startGatewayProcess, stopProcess, waitUntilUp } from './lib/processes.mjs';
import { startTemporaryCms } from './lib/snapshot.mjs';
import { uniqueUrlSoak } from './lib/unique-url-soak.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = 200;
const ADMIN = { username: 'soak-admin', password: 'Soak-Passw0rd-long' };

for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace); // the reads include the /uz page

const { values: options } = parseArgs({ options: { 'unique-urls': { type: 'boolean' }, seconds: { type: 'string' } } });
if (options['unique-urls']) process.exit(await uniqueUrlSoak(Number(options.seconds ?? process.env.SOAK_SECONDS ?? 300)));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-soak-'));

const cmsPort = await freePort();
const { child: cms } = await startTemporaryCms(
  dir,
  { CMS_PORT: String(cmsPort), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const port = await freePort();
let gateway;

try {
  await waitUntilUp(`http://127.0.0.1:${cmsPort}/_health`, { child: cms });
  gateway = startGatewayProcess(
    { PORT: String(port), HOST: '127.0.0.1', CMS_PORT: String(cmsPort), PUBLIC_URL: `http://127.0.0.1:${port}` },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/readyz`, { child: gateway });

  const token = await (
    await fetch(`${base}/api/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })
  ).text();
  const admin = async (method, route, body) => {
    const answer = await fetch(`${base}${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: answer.status, body: await answer.json().catch(() => null) };
  };
  const photo = (await admin('GET', '/api/v1/blog?size=1')).body.content.content[0].photo;
  const menus = (await admin('GET', '/api/v1/menu')).body.content.slice(0, 4);
  const news = (await (await fetch(`${base}/api/public/news?size=1`)).json()).content.content[0].id;
  const menu = (await (await fetch(`${base}/api/public/menu?lang=uz`)).json()).content.find((item) => item.groupName === 'info');

  const reads = [
    '/api/public/news?lang=uz&page=0&size=12',
    '/api/public/news?lang=ru&page=0&size=4',
    `/api/public/news/${news}?lang=en`,
    '/api/public/menu?lang=UZ',
    '/api/public/base?type=CAROUSEL',
    '/api/public/base?type=PARTNER',
    '/api/public/media?type=VIDEO_GALLERY&page=0&size=16',
    '/api/public/media?type=PHOTO_GALLERY&page=0&size=16',
    '/api/public/staff?type=LEADER',
    `/api/public/page?groupName=info&url=${encodeURIComponent(menu.url)}&lang=uz`,
    '/uz',
  ];

  const before = { cms: rssMb(cms.pid), gateway: rssMb(gateway.pid) };
  const acknowledged = { news: [], media: [], pages: new Map() };
  const failedWrites = [];
  let pageWrites = 0;
  let writing = true;
  const writer = (async () => {
    for (let n = 0; writing; n++) {
      const mark = `soak ${n} ${Date.now()}`;
      const kind = n % 3;
      if (kind === 0) {
        const fields = {
          photo,
          publishedTime: new Date().toISOString(),
          type: 'NEWS',
          titleUz: `${mark} uz`,
          titleEn: `${mark} en`,
          titleRu: `${mark} ru`,
          textUz: '<p>uz</p>',
          textEn: '<p>en</p>',
          textRu: '<p>ru</p>',
        };
        const answer = await admin('POST', '/api/v1/blog', fields);
        if (answer.status === 200) acknowledged.news.push({ id: answer.body.content.id, fields });
        else failedWrites.push(`news ${answer.status}`);
      } else if (kind === 1) {
        const item = { type: 'VIDEO_GALLERY', address: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', definition: mark, others: [] };
        const answer = await admin('POST', '/api/v1/media', item);
        if (answer.status === 200) acknowledged.media.push(mark);
        else failedWrites.push(`media ${answer.status}`);
      } else {
        const target = menus[n % menus.length];
        const text = {
          menu: target.id,
          titleUz: `${mark} uz`,
          titleEn: `${mark} en`,
          titleRu: `${mark} ru`,
          textUz: '<p>uz</p>',
          textEn: '<p>en</p>',
          textRu: '<p>ru</p>',
          photo: null,
        };
        const answer = await admin('POST', '/api/v1/page', text);
        if (answer.status === 200) {
          acknowledged.pages.set(target.id, text);
          pageWrites++;
        } else failedWrites.push(`page ${answer.status}`);
      }
    }
  })();

  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(cms.pid) + rssMb(gateway.pid));
  }, 200);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: reads.map((route) => ({ method: 'GET', path: route })),
  });
  writing = false;
  await writer;
  clearInterval(sampler);
  const after = { cms: rssMb(cms.pid), gateway: rssMb(gateway.pid) };

  // Every acknowledged write, read back from the admin API in all three languages.
  let lost = 0;
  const sameTitles = (stored, written) => ['titleUz', 'titleEn', 'titleRu'].every((field) => stored?.[field] === written[field]);
  for (const { id, fields } of acknowledged.news) {
    const stored = (await admin('GET', `/api/v1/blog/${id}`)).body?.content;
    if (!sameTitles(stored, fields)) lost++;
  }
  const media = new Set();
  let total = 0;
  for (let page = 0; page === 0 || page * 100 < total; page++) {
    const paged = (await admin('GET', `/api/v1/media?size=100&page=${page}`)).body.content;
    total = paged.totalElements;
    for (const item of paged.content) media.add(item.definition);
  }
  for (const mark of acknowledged.media) if (!media.has(mark)) lost++;
  for (const [menuId, text] of acknowledged.pages) {
    const stored = (await admin('GET', `/api/v1/page?menu=${menuId}`)).body?.content;
    if (!sameTitles(stored, text)) lost++;
  }

  const writes = acknowledged.news.length + acknowledged.media.length + pageWrites;
  console.log(`\nSoak: ${CONNECTIONS} connections of mixed public reads for ${SECONDS} s, one admin writing throughout`);
  console.log(
    `reads: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(`read errors: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx (target 0)`);
  console.log(
    `writes acknowledged: ${acknowledged.news.length} news, ${acknowledged.media.length} gallery items (${total} stored in all), ${pageWrites} page-text writes over ${acknowledged.pages.size} pages; refused: ${failedWrites.length}${failedWrites.length ? ` (${failedWrites.slice(0, 5).join(', ')})` : ''}`,
  );
  console.log(
    `lost writes: ${lost} (target 0; every news item in all three languages, every gallery item, each page's last text in all three languages)`,
  );
  console.log(
    `memory RSS: before Strapi ${before.cms.toFixed(0)} + gateway ${before.gateway.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after Strapi ${after.cms.toFixed(0)} + gateway ${after.gateway.toFixed(0)} MB`,
  );
  console.log(`admin write throughput: ${(writes / SECONDS).toFixed(1)} writes/s`);
} finally {
  await stopProcess(gateway);
  await stopProcess(cms);
  fs.rmSync(dir, { recursive: true, force: true });
}
