/**
 * Edits made in Strapi's own panel (the superuser's Content Manager) reach every visitor read,
 * page, search, feed and site map at once, on every gateway instance sharing Redis, without
 * waiting for the cache's TTL; they are audited with the panel user as the actor. Strapi announces
 * them to the gateway with a secret (cms/src/bootstrap/content-events.ts, routes/cms-events.ts).
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { keepPanelToken } from '../../scripts/stack/lib/test-cms.mjs';
import { newsBody } from './bodies.js';
import { SUPERUSER, eventually, startGateway, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

const NEWS = '/content-manager/collection-types/api::news.news';
/** Long enough that only Strapi's event, never the TTL, can explain a fresh answer. */
const HOUR = String(60 * 60_000);
/** How long a change may take to show (the issue asks for 2 s; the extra absorbs a loaded CI machine). */
const DEADLINE_MS = 5000;

/** Waits for `check` to hold; how long it took, or a failure naming the deadline. */
async function seenInTime(check: () => Promise<boolean>): Promise<number> {
  const took = await eventually(check, DEADLINE_MS);
  assert.notEqual(took, undefined, `not seen within ${DEADLINE_MS} ms`);
  return took!;
}

describe("edits in Strapi's panel", () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let stack: Stack;
  let second: { url: string; close(): Promise<void> } | undefined;
  let panel: (method: string, route: string, body?: unknown) => Promise<{ status: number; body: any }>;
  let photo: string;

  before(async () => {
    // Two instances when Redis is at hand: Strapi tells the stack's gateway, Redis tells the other.
    const shared: Record<string, string> = redisUrl
      ? { REDIS_URL: redisUrl, REDIS_PREFIX: `lyceum-panel-${crypto.randomBytes(4).toString('hex')}:` }
      : {};
    stack = await startStack({ CACHE_TTL_MS: HOUR, ...shared });
    if (redisUrl) second = await startGateway({ CMS_URL: stack.proxiedCmsUrl, CACHE_TTL_MS: HOUR, ...shared });
    const login = await fetch(`${stack.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(SUPERUSER),
    });
    assert.equal(login.status, 200, 'the superuser signs in to the panel through the gateway');
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    panel = async (method, route, body) => {
      const answer = await fetch(`${stack.url}${route}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: await answer.json().catch(() => undefined) };
    };
    photo = await uploadImage(stack);
  });
  after(async () => {
    await second?.close();
    await stack?.close();
  });

  const instances = () => [stack.url, ...(second ? [second.url] : [])];
  const text = async (url: string) => (await fetch(url)).text();

  test('an update published in the panel shows at once in the read, the page, search, the RSS feed and the site map, on every instance', async (t) => {
    const word = `panelword${crypto.randomBytes(3).toString('hex')}`;
    const created = await stack.call('POST', '/api/v1/blog', {
      body: newsBody(photo, { titleUz: `Panel oldin ${word}`, publishedTime: '2098-06-01T00:00:00.000Z' }),
    });
    assert.equal(created.status, 200, created.text);
    const id = created.body.content.id as string;
    const reads = (base: string) => ({
      item: () => fetch(`${base}/api/public/news/${id}?lang=uz`).then((answer) => answer.json() as Promise<any>),
      page: () => text(`${base}/uz/news/${id}`),
      search: () => fetch(`${base}/api/public/search?lang=uz&q=${word}`).then((answer) => answer.json() as Promise<any>),
      feed: () => text(`${base}/uz/rss.xml`),
      sitemap: () => text(`${base}/sitemap.xml`),
    });
    // Every answer is cached first, on each instance.
    const before = new Map<string, string>();
    for (const base of instances()) {
      const read = reads(base);
      assert.equal((await read.item()).content.title, `Panel oldin ${word}`);
      assert.match(await read.page(), /Panel oldin/);
      assert.match(JSON.stringify((await read.search()).content.content), /Panel oldin/);
      assert.match(await read.feed(), /Panel oldin/);
      before.set(base, await read.sitemap());
    }

    // News has drafts: a save in the panel changes the draft, which visitors do not see; publishing shows it.
    const drafted = await panel('PUT', `${NEWS}/${id}?locale=uz`, { title: `Panel qoralama ${word}` });
    assert.equal(drafted.status, 200, JSON.stringify(drafted.body));
    for (const base of instances()) assert.equal((await reads(base).item()).content.title, `Panel oldin ${word}`);
    const edited = await panel('POST', `${NEWS}/${id}/actions/publish?locale=uz`, { title: `Panel keyin ${word}` });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));

    for (const base of instances()) {
      const read = reads(base);
      const took = await seenInTime(async () => (await read.item()).content.title === `Panel keyin ${word}`);
      assert.match(await read.page(), /Panel keyin/, base);
      const hits = JSON.stringify((await read.search()).content.content);
      assert.match(hits, /Panel keyin/);
      assert.doesNotMatch(hits, /Panel oldin/);
      const feed = await read.feed();
      assert.match(feed, /Panel keyin/);
      assert.doesNotMatch(feed, /Panel oldin/);
      assert.notEqual(await read.sitemap(), before.get(base), 'the item’s lastmod moved');
      t.diagnostic(`${base}: seen after ${took} ms`);
    }
  });

  test('a create-and-publish and a delete in the panel show at once; both are audited with the superuser as the actor', async () => {
    const title = `Panel yaratdi ${crypto.randomBytes(3).toString('hex')}`;
    const list = () =>
      Promise.all(instances().map(async (base) => (await (await fetch(`${base}/api/public/news?lang=uz&page=0&size=100`)).json()) as any));
    const titles = async () => (await list()).map((answer) => answer.content.content.map((item: { title: string }) => item.title));
    for (const seen of await titles()) assert.ok(!seen.includes(title));

    const created = await panel('POST', `${NEWS}/actions/publish?locale=uz`, {
      title,
      text: '<p>Paneldan</p>',
      publishedTime: '2098-07-01T00:00:00.000Z',
      type: 'NEWS',
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const id = created.body.data.documentId as string;
    await seenInTime(async () => (await titles()).every((seen) => seen.includes(title)));
    const sitemap = await text(`${stack.url}/sitemap.xml`);
    assert.match(sitemap, new RegExp(`/uz/news/${id}<`));

    const deleted = await panel('DELETE', `${NEWS}/${id}?locale=*`);
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    await seenInTime(async () => (await titles()).every((seen) => !seen.includes(title)));
    assert.doesNotMatch(await text(`${stack.url}/sitemap.xml`), new RegExp(`/news/${id}<`));

    const audit = (await stack.call('GET', '/api/v1/audit?kind=news&size=50')).body.content.content as {
      action: string;
      itemId: string;
      actor: string;
    }[];
    const mine = audit.filter((entry) => entry.itemId === id);
    assert.deepEqual(
      mine.map(({ action, actor }) => ({ action, actor })),
      [
        { action: 'delete', actor: SUPERUSER.email },
        { action: 'publish', actor: SUPERUSER.email },
        { action: 'create', actor: SUPERUSER.email },
      ],
    );
  });

  test('the gateway takes change events only with the secret; a malformed one is refused and changes nothing', async () => {
    const send = (authorization: string | undefined, body: unknown) =>
      fetch(`${stack.url}/cms-events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body: JSON.stringify(body),
      });
    const route = '/api/public/news?lang=en&size=4';
    await fetch(`${stack.url}${route}`);
    assert.equal((await fetch(`${stack.url}${route}`)).headers.get('x-cache'), 'HIT');
    for (const authorization of [undefined, 'Bearer wrong-secret-of-some-length', `Basic ${stack.eventsSecret}`]) {
      const refused = await send(authorization, { event: 'entry.update', kind: 'news' });
      assert.equal(refused.status, 401);
      assert.equal(((await refused.json()) as { success: boolean }).success, false);
    }
    const malformed = await send(`Bearer ${stack.eventsSecret}`, { event: 42 });
    assert.equal(malformed.status, 400);
    assert.equal((await fetch(`${stack.url}${route}`)).headers.get('x-cache'), 'HIT', 'nothing was dropped');
    const unknown = await send(`Bearer ${stack.eventsSecret}`, { event: 'entry.update', kind: 'no-such-kind' });
    assert.equal(unknown.status, 204);
    assert.equal((await fetch(`${stack.url}${route}`)).headers.get('x-cache'), 'HIT', 'an unknown kind changes nothing');
    const accepted = await send(`Bearer ${stack.eventsSecret}`, { event: 'entry.update', kind: 'news', documentId: 'x' });
    assert.equal(accepted.status, 204);
    assert.notEqual((await fetch(`${stack.url}${route}`)).headers.get('x-cache'), 'HIT', 'a news change drops the news lists');
  });

  test("the suite's panel session outlives a token: each renewal writes a token the panel takes, with the cookie the last one set", async () => {
    // What the runner keeps for a whole run (scripts/stack/lib/test-cms.mjs), past Strapi's 30 minutes of a token.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-panel-'));
    const file = path.join(dir, 'token');
    const session = await keepPanelToken(stack.cmsUrl, file);
    const me = async () =>
      (await fetch(`${stack.cmsUrl}/admin/users/me`, { headers: { Authorization: `Bearer ${await fs.readFile(file, 'utf8')}` } })).status;
    try {
      assert.equal(await me(), 200);
      // Strapi's refresh cookie is single-use: the second renewal works only with the cookie the first one set.
      for (const renewal of [1, 2]) {
        const before = await fs.readFile(file, 'utf8');
        await session.renew();
        assert.notEqual(await fs.readFile(file, 'utf8'), before, `renewal ${renewal} wrote a new token`);
        assert.equal(await me(), 200, `renewal ${renewal}'s token is taken`);
      }
    } finally {
      session.stop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
