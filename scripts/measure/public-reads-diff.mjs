#!/usr/bin/env node
/**
 * npm run reads-diff -- <rev>: do this checkout's gateway and the one of <rev> (a commit, e.g. before a refactor)
 * answer every public read the same? Both serve one Strapi, on one copy of the seeded snapshot, with one front-end
 * build (this checkout's), so that only the gateways differ. The reads are the restore drill's
 * (scripts/compose/lib/public-reads.mjs) and the calendar's, the announcements', the feeds', the search's (the titles
 * of the news items, events and menu pages, and their words) and the refusals of unknown items, in the three languages. Prints how many reads are equal and each one that is not; exits 1 if any differs.
 * See docs/performance.md ("Public reads before and after a change").
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@lyceum/contract';
import { recordPublicReads } from '../compose/lib/public-reads.mjs';
import { ROOT, freePort, startGatewayProcess, stopProcess, waitUntilUp } from '../lib/processes.mjs';
import { startTemporaryCms } from '../lib/snapshot.mjs';

const [rev] = process.argv.slice(2);
if (!rev) throw new Error('usage: npm run reads-diff -- <rev>');

/** A request through a gateway's own port, answered as the restore drill's front door answers. */
const door = (base) => ({
  async request(route) {
    const answer = await fetch(base + route, { redirect: 'manual' });
    return { status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) };
  },
});

/** The reads the restore drill leaves out: the calendar, the announcements, the feeds and unknown items. */
async function moreReads(base) {
  const answers = {};
  const read = async (route) => {
    const answer = await door(base).request(route);
    answers[route] = { status: answer.status, type: answer.headers['content-type'], body: answer.body };
    return answer;
  };
  for (const lang of LOCALES) {
    for (const when of ['upcoming', 'past']) {
      const list = JSON.parse((await read(`/api/public/events?lang=${lang}&when=${when}&page=0&size=50`)).body.toString('utf8'));
      for (const { id } of list.content.content) {
        await read(`/api/public/events/${id}?lang=${lang}`);
        await read(`/${lang}/calendar/${id}`);
      }
    }
    await read(`/api/public/events/month?lang=${lang}`);
    await read(`/api/public/announcements?lang=${lang}`);
    await read(`/api/public/news?lang=${lang}&page=1&size=3`);
    for (const page of ['/calendar', '/calendar/archive', '/news', '/events/photos', '/events/videos', '/structure/staff', '/sitemap'])
      await read(`/${lang}${page}`);
    for (const feed of ['/rss.xml', '/calendar.ics']) await read(`/${lang}${feed}`);
    for (const kind of ['news', 'events']) await read(`/api/public/${kind}/${'z'.repeat(24)}?lang=${lang}`);
    // The search, for words of every kind it holds: each title as one query, and each of its words of 3 letters or more.
    const titles = await searchedTitles(read, lang);
    const queries = new Set([...titles, ...titles.flatMap((title) => title.split(/\s+/))].filter((query) => query.length >= 3));
    for (const q of [...queries].sort()) await read(`/api/public/search?lang=${lang}&q=${encodeURIComponent(q)}&page=0&size=50`);
  }
  return answers;
}

/** The titles of a language's newest 100 news items, its events and menu pages, as visitors read them: what the search holds. */
async function searchedTitles(read, lang) {
  const content = async (route) => JSON.parse((await read(route)).body.toString('utf8')).content;
  const news = (await content(`/api/public/news?page=0&size=100&lang=${lang}`)).content;
  const events = [];
  for (const when of ['upcoming', 'past'])
    events.push(...(await content(`/api/public/events?lang=${lang}&when=${when}&page=0&size=50`)).content);
  const menus = await content(`/api/public/menu?lang=${lang}`);
  return [...news, ...events, ...menus].map((item) => String(item.title ?? item.name ?? '')).filter(Boolean);
}

/** An answer as compared: its status, type and body, but for the iCalendar feed's time of making (DTSTAMP). */
const shown = ({ status, type, body }) => `${status} ${type}\n${body.toString('utf8').replace(/^DTSTAMP:\d{8}T\d{6}Z$/gm, 'DTSTAMP:…')}`;

/**
 * <rev>'s gateway, built in a worktree of its own: its node_modules are this checkout's, but for its own contract
 * package, which it builds.
 */
function buildGatewayOf(dir) {
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: ROOT, stdio: 'ignore' });
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@lyceum'), { recursive: true });
  for (const name of fs.readdirSync(path.join(ROOT, 'node_modules')))
    if (name !== '@lyceum') fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
  fs.symlinkSync('../../contract', path.join(modules, '@lyceum', 'contract'));
  for (const workspace of ['contract', 'gateway']) {
    const own = path.join(ROOT, workspace, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, workspace, 'node_modules'));
    execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: path.join(dir, workspace), stdio: 'inherit' });
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-reads-diff-'));
const worktree = path.join(dir, 'base');
const [cmsPort, herePort, therePort] = [String(await freePort()), String(await freePort()), String(await freePort())];
const here = `http://127.0.0.1:${herePort}`;
const there = `http://127.0.0.1:${therePort}`;
let cms;
let current;
let base;
let code = 1;
try {
  buildGatewayOf(worktree);
  execFileSync(process.execPath, ['scripts/stack/build.mjs', 'cms', 'gateway', 'frontend'], { cwd: ROOT, stdio: 'inherit' });
  cms = await startTemporaryCms(dir, { CMS_PORT: cmsPort }, { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitUntilUp(`http://127.0.0.1:${cmsPort}/_health`, { child: cms.child });
  // Both gateways prove themselves to the one Strapi, and name the site alike, so that their links are the same.
  const gatewayEnv = {
    HOST: '127.0.0.1',
    CMS_PORT: cmsPort,
    CMS_GATEWAY_SECRET: cms.env.CMS_GATEWAY_SECRET,
    PUBLIC_URL: here,
    LOG_LEVEL: 'warn',
  };
  current = startGatewayProcess({ ...gatewayEnv, PORT: herePort });
  base = spawn(process.execPath, [path.join(worktree, 'gateway', 'dist', 'server.js')], {
    cwd: path.join(worktree, 'gateway'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...gatewayEnv,
      PORT: therePort,
      FRONTEND_DIST: path.join(ROOT, 'frontend', 'dist'),
      FRONTEND_SSR: path.join(ROOT, 'frontend', 'dist-server', 'entry-server.js'),
    },
    stdio: 'inherit',
  });
  await Promise.all([waitUntilUp(`${here}/readyz`, { child: current }), waitUntilUp(`${there}/readyz`, { child: base })]);
  const [now, before] = await Promise.all(
    [here, there].map(async (url) => ({ ...(await recordPublicReads(door(url))), ...(await moreReads(url)) })),
  );
  const differ = Object.keys(now).filter((route) => !before[route] || shown(now[route]) !== shown(before[route]));
  console.log(
    `\npublic reads against ${rev}: ${Object.keys(now).length} in all, ${Object.keys(now).length - differ.length} equal, ${differ.length} differ`,
  );
  const byRoute = new Map();
  for (const route of Object.keys(now)) {
    const shape = route.replace(/\?.*/, '').replace(/\/[\w-]{20,}$/, '/:id');
    byRoute.set(shape, (byRoute.get(shape) ?? 0) + 1);
  }
  console.log(`  by route: ${[...byRoute].map(([route, count]) => `${route} ${count}`).join(', ')}`);
  for (const route of differ) console.log(`  ${route}`);
  code = differ.length ? 1 : 0;
} finally {
  await Promise.all([stopProcess(base), stopProcess(current)]);
  await stopProcess(cms?.child);
  await cms?.drop();
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'ignore' });
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
