/**
 * The site as `npm start` runs it (scripts/ops/start.mjs: Strapi and the gateway, each kept running by
 * scripts/ops/lib/supervise.mjs), on free ports and a copy of the seeded SQLite snapshot (npm start's database unless
 * .env names another), whichever database the suite runs on. Under visitor traffic
 * and a stream of writes, the gateway and then Strapi are killed with SIGKILL: each must answer
 * /readyz again within 60 s (the times are printed: the aim is under 10 s), the other must go on
 * serving meanwhile (Strapi its health check; the gateway every visitor page it had cached), and
 * every write acknowledged before a kill must be there afterwards, for the admin and on the visitor pages. SIGTERM
 * then stops everything.
 * It starts a Strapi of its own, which it kills (`privateCms: true` in the runner's terms: it runs
 * in the private lane, never beside the shared Strapi's files).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ADMIN, eventually } from './harness.js';
import { fileForm, image } from './images.js';
import { buildIfStale } from '../../scripts/lib/builds.mjs';
import { ROOT, freePort, stopProcess, waitUntilUp } from '../../scripts/lib/processes.mjs';
import { copyOfSnapshot, ensureSnapshot } from '../../scripts/lib/snapshot.mjs';
import { TEST_CMS_ENV, TEST_CMS_VARIABLE } from '../../scripts/stack/lib/test-cms.mjs';

/** How long a killed process may take to answer /readyz again before the test fails. */
const RECOVERY_LIMIT_MS = 60_000;
/** Visitor pages and a public read, all cached before Strapi is killed. */
const PAGES = [
  '/uz',
  '/en',
  '/ru',
  '/uz/news',
  '/ru/news',
  '/en/structure/leadership',
  '/uz/structure/staff',
  '/api/public/base?type=PARTNER',
];

interface Visit {
  path: string;
  startedAt: number;
  endedAt: number;
  /** 0: no answer (the connection was refused or cut). */
  status: number;
  cache: string | null;
}

/** `npm start` with its output kept, and the supervisor's lines of it. */
function startSite(env: Record<string, string>, logFile: string) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'ops', 'start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = fs.createWriteStream(logFile);
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.once('exit', () => log.end());
  return {
    child,
    output: () => output,
    supervisorLines: () => output.split('\n').filter((line) => line.startsWith('[supervisor]')),
    /** The pid of the current run of `name` (Strapi or gateway), as the supervisor logged it. */
    pidOf(name: string): number {
      const runs = [...output.matchAll(new RegExp(`^\\[supervisor\\] ${name} (?:started|restarted) \\(pid (\\d+)\\)$`, 'gm'))];
      assert.ok(runs.length > 0, `the supervisor named no ${name} process:\n${output.slice(-4000)}`);
      return Number(runs.at(-1)![1]);
    },
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start under crashes: each process killed with SIGKILL is restarted while the other serves', () => {
  let dir: string;
  let drop: () => Promise<void> = async () => {};
  let site: ReturnType<typeof startSite>;
  let url: string;
  let cmsUrl: string;
  let token: string;
  let photo: string;
  const visits: Visit[] = [];
  /** Writes Strapi acknowledged (200): their id and the mark they carry. */
  const acknowledged = new Map<string, string>();
  const refusedWrites: string[] = [];
  let trafficOn = true;
  let traffic: Promise<unknown> = Promise.resolve();

  const get = async (route: string) => {
    const answer = await fetch(`${url}${route}`, { signal: AbortSignal.timeout(15_000) });
    return { status: answer.status, cache: answer.headers.get('x-cache'), text: await answer.text() };
  };

  /** Visitors: each of the pages in turn, about 20 a second, until the traffic stops. */
  async function visitor() {
    for (let turn = 0; trafficOn; turn++) {
      const route = PAGES[turn % PAGES.length];
      const startedAt = performance.now();
      const answer = await get(route).catch(() => ({ status: 0, cache: null }));
      visits.push({ path: route, startedAt, endedAt: performance.now(), status: answer.status, cache: answer.cache });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** An editor's call to the gateway's API with the admin's token. */
  const call = (method: string, route: string, body?: unknown) =>
    fetch(`${url}${route}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });

  /** News item `n`: each one newer than the last, so that the newest saved is first on the news pages. */
  const news = (mark: string, n: number) => ({
    photo,
    publishedTime: new Date(Date.UTC(2032, 1, 2) + n * 60_000).toISOString(),
    type: 'NEWS',
    ...Object.fromEntries(
      ['Uz', 'En', 'Ru'].flatMap((lang) => [
        [`title${lang}`, `${mark} ${lang}`],
        [`text${lang}`, `<p>${mark} ${lang}</p>`],
      ]),
    ),
  });

  let writesHeld: Promise<void> | undefined;
  let releaseWrites = () => {};
  let currentWrite: Promise<void> = Promise.resolve();

  /** An editor saving news one after another until the traffic stops; what each save answered is kept. */
  async function writer() {
    for (let n = 0; trafficOn; n++) {
      await writesHeld;
      const mark = `supervised-${n}`;
      currentWrite = call('POST', '/api/v1/blog', news(mark, n)).then(
        async (answer) => {
          if (answer.status === 200) acknowledged.set(((await answer.json()) as { content: { id: string } }).content.id, mark);
          else refusedWrites.push(`${answer.status} ${await answer.text()}`);
        },
        () => void refusedWrites.push('no answer'),
      );
      await currentWrite;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops the writer once its current save is answered, until releaseWrites(). */
  async function holdWrites() {
    writesHeld = new Promise((resolve) => {
      releaseWrites = () => {
        writesHeld = undefined;
        resolve();
      };
    });
    await currentWrite;
  }

  /** Milliseconds from `since` until /readyz answers 200 (the test fails after RECOVERY_LIMIT_MS). */
  async function readyAgain(since: number) {
    const waited = await eventually(async () => (await get('/readyz').catch(() => ({ status: 0 }))).status === 200, RECOVERY_LIMIT_MS);
    assert.ok(waited !== undefined, `/readyz did not answer within ${RECOVERY_LIMIT_MS / 1000} s:\n${site.output().slice(-4000)}`);
    return performance.now() - since;
  }

  /** Every acknowledged write is stored whole, with the text it was saved with. */
  async function assertNothingLost() {
    // The writer goes on adding to the map: the writes acknowledged so far.
    for (const [id, mark] of [...acknowledged]) {
      const answer = await call('GET', `/api/v1/blog/${id}`);
      assert.equal(answer.status, 200, `${mark} (${id}) was acknowledged`);
      const stored = ((await answer.json()) as { content: Record<string, string> }).content;
      assert.deepEqual(
        ['Uz', 'En', 'Ru'].map((lang) => stored[`title${lang}`]),
        ['Uz', 'En', 'Ru'].map((lang) => `${mark} ${lang}`),
      );
    }
  }

  before(async () => {
    // As npm start would (a no-op after npm test's builds), but before the clock of its start runs.
    for (const workspace of ['cms', 'gateway', 'frontend']) buildIfStale(workspace);
    dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'lyceum-supervision-'));
    // SQLite, npm start's database unless .env names another, whichever database the suite runs on.
    const copy = await copyOfSnapshot(await ensureSnapshot('sqlite'), dir);
    drop = copy.drop;
    const [port, cmsPort] = [await freePort(), await freePort()];
    url = `http://127.0.0.1:${port}`;
    cmsUrl = `http://127.0.0.1:${cmsPort}`;
    const inherited = { ...process.env } as Record<string, string>;
    delete inherited[TEST_CMS_VARIABLE];
    delete inherited.NODE_TEST_CONTEXT;
    site = startSite(
      {
        ...inherited,
        ...TEST_CMS_ENV,
        ...copy.env,
        // Its own .env: the secrets npm start generates on a first run go there, never into the checkout's.
        LYCEUM_ENV_FILE: path.join(dir, '.env'),
        CMS_PUBLIC_DIR: path.join(dir, 'public'),
        PORT: String(port),
        CMS_PORT: String(cmsPort),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
      path.join(dir, 'start.log'),
    );
    try {
      await waitUntilUp(`${url}/readyz`, { child: site.child });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${site.output().slice(-6000)}`);
    }
    const login = await fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    assert.equal(login.status, 200);
    token = await login.text();
    const form = fileForm(await image(640, 480), 'photo.png', 'image/png');
    const upload = await fetch(`${url}/api/attachment`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    assert.equal(upload.status, 200);
    photo = await upload.text();
    traffic = Promise.all([visitor(), visitor(), writer()]);
  });

  after(async () => {
    trafficOn = false;
    releaseWrites();
    await traffic;
    if (site) await stopProcess(site.child);
    await drop();
    await fs.promises.rm(dir, { recursive: true, force: true });
  });

  test('the gateway, killed, answers /readyz again within seconds, while Strapi goes on answering', { timeout: 120_000 }, async (t) => {
    await eventually(async () => acknowledged.size >= 5, 30_000);
    const pid = site.pidOf('gateway');
    const before = acknowledged.size;
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    assert.equal(await get('/healthz').catch(() => null), null, 'the gateway is down');
    const strapi = await fetch(`${cmsUrl}/_health`);
    assert.ok(strapi.ok, `Strapi answers while the gateway is down: ${strapi.status}`);
    const recoveryMs = await readyAgain(killedAt);
    assert.notEqual(site.pidOf('gateway'), pid);
    assert.ok(
      site.supervisorLines().some((line) => line.startsWith(`[supervisor] gateway (pid ${pid}) was killed by SIGKILL`)),
      site.supervisorLines().join('\n'),
    );
    await eventually(async () => acknowledged.size > before, 30_000);
    await assertNothingLost();
    const unanswered = visits.filter((visit) => visit.startedAt >= killedAt && visit.status === 0).length;
    t.diagnostic(
      `gateway killed (SIGKILL): /readyz answered again after ${(recoveryMs / 1000).toFixed(1)} s; ` +
        `${unanswered} visitor requests went unanswered meanwhile; Strapi answered throughout`,
    );
  });

  test('Strapi, killed, is back within seconds, while the gateway serves every cached visitor page', { timeout: 120_000 }, async (t) => {
    // The restarted gateway's cache starts empty: every page is kept before Strapi goes (a page rendered while a write
    // lands is sent but not kept, so the writes wait meanwhile), and the writes that follow make some of them stale.
    await holdWrites();
    for (const route of PAGES) {
      const kept = await eventually(async () => (await get(route)).cache === 'HIT', 10_000);
      assert.ok(kept !== undefined, `${route} is kept`);
    }
    const written = acknowledged.size;
    releaseWrites();
    await eventually(async () => acknowledged.size > written, 30_000);
    const pid = site.pidOf('Strapi');
    const before = acknowledged.size;
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');
    const during = await get('/readyz');
    assert.equal(during.status, 503, 'Strapi is down');
    // Each was kept: it answers as kept (HIT), or as kept before a write made it stale (STALE), or rendered again from
    // reads all current in the cache (MISS). One built from a stale read or with a failed one would answer 503.
    for (const route of PAGES) assert.equal((await get(route)).status, 200, `${route} while Strapi is down`);
    const newest = [...acknowledged.values()].at(-1)!;
    // No write may land between Strapi's return and the look at the news page below: it would refresh the page itself.
    await holdWrites();
    const recoveryMs = await readyAgain(killedAt);
    const backAt = performance.now();
    // The last writes before the crash made the news pages stale, and visitors had them served as kept during the
    // outage: back, the site shows those writes, not a page rendered from the stale reads and kept as current.
    const newsPage = await get('/uz/news');
    assert.equal(newsPage.status, 200);
    assert.ok(
      newsPage.text.includes(`${newest} Uz`),
      `the newest news saved before the crash (${newest}) is on /uz/news (${newsPage.cache})`,
    );
    releaseWrites();
    assert.notEqual(site.pidOf('Strapi'), pid);
    assert.ok(
      site.supervisorLines().some((line) => line.startsWith(`[supervisor] Strapi (pid ${pid}) was killed by SIGKILL`)),
      site.supervisorLines().join('\n'),
    );
    // Every visitor of the outage got a page; the writes it refused said so in the documented way.
    const outage = visits.filter((visit) => visit.startedAt >= killedAt && visit.endedAt <= backAt);
    assert.ok(outage.length > 0, 'visitors came during the outage');
    assert.deepEqual(
      outage.filter((visit) => visit.status !== 200),
      [],
    );
    for (const refused of refusedWrites) assert.match(refused, /^(no answer|503 .*"success":false)/);
    await eventually(async () => acknowledged.size > before, 30_000);
    await assertNothingLost();
    const states = ['HIT', 'STALE', 'MISS'].map((state) => `${outage.filter((visit) => visit.cache === state).length} ${state}`);
    t.diagnostic(
      `Strapi killed (SIGKILL): /readyz answered again after ${(recoveryMs / 1000).toFixed(1)} s; meanwhile ${outage.length} ` +
        `visitor requests all answered 200 (${states.join(', ')}); ` +
        `${acknowledged.size} writes acknowledged in all, ${refusedWrites.length} refused or cut off, none lost`,
    );
  });

  test('SIGTERM stops both processes and restarts nothing', { timeout: 120_000 }, async (t) => {
    trafficOn = false;
    releaseWrites();
    await traffic;
    const pids = [site.pidOf('Strapi'), site.pidOf('gateway')];
    const lines = site.supervisorLines().length;
    const started = performance.now();
    const exited = new Promise<number | null>((resolve) => site.child.once('exit', (code) => resolve(code)));
    site.child.kill('SIGTERM');
    assert.equal(await exited, 0);
    const ms = performance.now() - started;
    for (const pid of pids) assert.equal(alive(pid), false, `pid ${pid} is still running`);
    assert.deepEqual(site.supervisorLines().slice(lines), []);
    t.diagnostic(`stopped in ${(ms / 1000).toFixed(1)} s`);
  });
});
