import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { eventually, rawGet, startGateway, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });
const json = (answer: Response): Promise<any> => answer.json();

describe('public read cache', () => {
  let stack: Stack;
  let photo: string;
  const news = (titleEn: string) => ({
    photo,
    publishedTime: '2031-01-01T00:00:00.000Z',
    type: 'NEWS',
    titleUz: `${titleEn} uz`,
    titleEn,
    titleRu: `${titleEn} ru`,
    textUz: '<p>uz</p>',
    textEn: '<p>en</p>',
    textRu: '<p>ru</p>',
  });
  const cacheOf = async (route: string) => (await get(`${stack.url}${route}`)).headers.get('x-cache');

  before(async () => {
    stack = await startStack();
    photo = await uploadImage(stack);
  });
  after(() => stack?.close());

  test('a second read is a hit with the same body, ETag and no Strapi call; If-None-Match gives 304', async () => {
    const route = '/api/public/news?lang=en&size=3';
    const first = await get(`${stack.url}${route}`);
    assert.equal(first.headers.get('x-cache'), 'MISS');
    const calls = stack.cmsCalls('/api/news-items');
    const second = await get(`${stack.url}${route}`);
    assert.equal(second.headers.get('x-cache'), 'HIT');
    assert.equal(stack.cmsCalls('/api/news-items'), calls, 'a hit does not ask Strapi');
    const etag = second.headers.get('etag');
    assert.match(etag ?? '', /^"[\w-]+"$/);
    assert.equal(first.headers.get('etag'), etag);
    assert.deepEqual(await json(second), await json(first));
    assert.equal(second.headers.get('cache-control'), 'no-cache');
    const revalidated = await get(`${stack.url}${route}`, { 'If-None-Match': `W/${etag}, "other"` });
    assert.equal(revalidated.status, 304);
    assert.equal(await revalidated.text(), '');
  });

  test('the key is the validated query: defaults and order do not make new entries', async () => {
    await get(`${stack.url}/api/public/news?lang=ru&page=0&size=10`);
    assert.equal(await cacheOf('/api/public/news?size=10&lang=ru'), 'HIT');
    assert.equal(await cacheOf('/api/public/news?lang=RU&size=10&unknown=1'), 'HIT');
    assert.equal(await cacheOf('/api/public/news?lang=ru&size=11'), 'MISS');
  });

  test('answers are compressed as the client asks (brotli, gzip or none), with Vary', async () => {
    const route = '/api/public/news?lang=en&size=12';
    const plain = await get(`${stack.url}${route}`, { 'Accept-Encoding': 'identity' });
    const text = await plain.text();
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.equal(plain.headers.get('vary'), 'Accept-Encoding');
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      // node's fetch decodes bodies itself: read the raw bytes over http instead.
      const raw = await rawGet(`${stack.url}${route}`, encoding);
      assert.equal(raw.headers['content-encoding'], encoding);
      assert.ok(raw.body.length < Buffer.byteLength(text), `${encoding} is smaller`);
      assert.equal(decode(raw.body).toString(), text);
    }
  });

  test('a news write drops the news lists and that item, not other items, the menu or the base content', async () => {
    const created = await stack.call('POST', '/api/v1/blog', { body: news('Before') });
    const other = await stack.call('POST', '/api/v1/blog', { body: news('Other') });
    const id = created.body.content.id;
    const routes = {
      list: '/api/public/news?lang=en',
      item: `/api/public/news/${id}?lang=en`,
      otherItem: `/api/public/news/${other.body.content.id}?lang=en`,
      menu: '/api/public/menu?lang=en',
      base: '/api/public/base?type=CAROUSEL',
    };
    for (const route of Object.values(routes)) await get(`${stack.url}${route}`);
    for (const route of Object.values(routes)) assert.equal(await cacheOf(route), 'HIT', route);

    const saved = await stack.call('PUT', '/api/v1/blog', { body: { ...news('After'), id } });
    assert.equal(saved.status, 200, saved.text);

    const list = await get(`${stack.url}${routes.list}`);
    assert.equal(list.headers.get('x-cache'), 'MISS');
    assert.ok((await json(list)).content.content.some((item: { title: string }) => item.title === 'After'));
    const item = await get(`${stack.url}${routes.item}`);
    assert.equal(item.headers.get('x-cache'), 'MISS');
    assert.equal((await json(item)).content.title, 'After');
    assert.equal(await cacheOf(routes.otherItem), 'HIT');
    assert.equal(await cacheOf(routes.menu), 'HIT');
    assert.equal(await cacheOf(routes.base), 'HIT');

    await stack.call('DELETE', `/api/v1/blog/${id}`);
    assert.equal((await get(`${stack.url}${routes.item}`)).status, 404);
  });

  test('a menu write drops menus and pages (its texts cascade), a content write only its own kind', async () => {
    // Its own menu item and direction: the demo ones are other files' to read.
    const menuBody = {
      nameUz: 'Kesh',
      nameEn: 'Cache',
      nameRu: 'Кэш',
      url: `/cache-${crypto.randomUUID()}`,
      groupName: 'info',
      number: 97,
    };
    const made = await stack.call('POST', '/api/v1/menu', { body: menuBody });
    assert.equal(made.status, 200, made.text);
    const menu = { ...menuBody, id: made.body.content.id };
    const direction = await stack.call('POST', '/api/v1/baseInfo', {
      body: { type: 'DIRECTION', data: JSON.stringify({ uz: 'Kesh', en: 'Cache', ru: 'Кэш' }) },
    });
    assert.equal(direction.status, 200, direction.text);
    const routes = {
      menu: '/api/public/menu?lang=uz',
      page: `/api/public/page?groupName=info&url=${encodeURIComponent(menu.url)}&lang=uz`,
      partners: '/api/public/base?type=PARTNER',
      directions: '/api/public/base?type=DIRECTION',
    };
    for (const route of Object.values(routes)) await get(`${stack.url}${route}`);
    const renamed = await stack.call('PUT', '/api/v1/menu', { body: { ...menu, nameUz: 'Yangi nom' } });
    assert.equal(renamed.status, 200, renamed.text);
    const page = await get(`${stack.url}${routes.page}`);
    assert.equal(page.headers.get('x-cache'), 'MISS');
    assert.equal((await json(page)).content.name, 'Yangi nom');
    assert.equal(await cacheOf(routes.menu), 'MISS');
    assert.equal(await cacheOf(routes.partners), 'HIT');

    await stack.call('DELETE', `/api/v1/baseInfo/${direction.body.content.id}`);
    assert.equal(await cacheOf(routes.directions), 'MISS');
    assert.equal(await cacheOf(routes.partners), 'HIT');
    assert.equal(await cacheOf(routes.menu), 'HIT');
  });

  test('a refused write drops nothing', async () => {
    await get(`${stack.url}/api/public/news?lang=uz&size=2`);
    const refused = await stack.call('POST', '/api/v1/blog', { body: { ...news('x'), titleUz: '' } });
    assert.equal(refused.status, 400);
    assert.equal(await cacheOf('/api/public/news?lang=uz&size=2'), 'HIT');
  });

  test('concurrent misses for one key make one Strapi call', async () => {
    const route = '/api/public/news?lang=ru&size=7&page=1';
    const before = stack.cmsCalls('/api/news-items');
    const answers = await Promise.all(Array.from({ length: 25 }, () => get(`${stack.url}${route}`)));
    assert.ok(answers.every((answer) => answer.status === 200));
    assert.equal(stack.cmsCalls('/api/news-items') - before, 1);
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    assert.equal(bodies.size, 1);
  });

  test('errors are not cached', async () => {
    const missing = '/api/public/news/nosuchdocumentid0000000?lang=uz';
    assert.equal((await get(`${stack.url}${missing}`)).status, 404);
    const calls = stack.cmsCalls('/api/news-items');
    assert.equal((await get(`${stack.url}${missing}`)).status, 404);
    assert.equal(stack.cmsCalls('/api/news-items'), calls + 1);
    assert.equal((await get(`${stack.url}/api/public/base?type=NOPE`)).status, 400);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  test(
    'with REDIS_URL, instances share answers and every write reaches all of them',
    { skip: !redisUrl && 'TEST_REDIS_URL is not set' },
    async () => {
      const env = {
        CMS_URL: stack.proxiedCmsUrl,
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: `lyceum-test-${crypto.randomBytes(4).toString('hex')}:`,
      };
      const one = await startGateway(env);
      const two = await startGateway(env).catch(async (error: unknown) => {
        await one.close();
        throw error;
      });
      try {
        const route = '/api/public/news?lang=en&size=4';
        assert.equal((await get(`${one.url}${route}`)).headers.get('x-cache'), 'MISS');
        const calls = stack.cmsCalls('/api/news-items');
        const shared = await get(`${two.url}${route}`);
        assert.equal(shared.headers.get('x-cache'), 'HIT', 'the second instance answers from Redis');
        assert.equal(stack.cmsCalls('/api/news-items'), calls);

        const token = stack.token;
        const created = await fetch(`${one.url}/api/v1/blog`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(news('Shared write')),
        });
        assert.equal(created.status, 200);
        const seen = await eventually(async () => {
          const answer = await json(await get(`${two.url}${route}`));
          return answer.content.content.some((item: { title: string }) => item.title === 'Shared write');
        }, 2000);
        assert.notEqual(seen, undefined, 'the other instance drops its copy when the first one writes');
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    },
  );

  // Last: it stops Strapi.
  test('while Strapi is down, cached answers are served, stale ones too; uncached reads answer 503', async () => {
    const cached = '/api/public/base?type=CONTACT';
    const stale = '/api/public/staff?type=LEADER';
    const before = await (await get(`${stack.url}${cached}`)).text();
    const staleBefore = await (await get(`${stack.url}${stale}`)).text();
    const leaders = JSON.parse(staleBefore).content;
    // A write makes the staff list stale; then Strapi goes away before anyone reads it again.
    const saved = await stack.call('POST', '/api/v1/staff', { body: { ...leaders[0], number: leaders[0].number } });
    assert.equal(saved.status, 200, saved.text);
    await stack.disconnectCms();

    const hit = await get(`${stack.url}${cached}`);
    assert.equal(hit.status, 200);
    assert.equal(await hit.text(), before);
    const old = await get(`${stack.url}${stale}`);
    assert.equal(old.status, 200);
    assert.equal(old.headers.get('x-cache'), 'STALE');
    assert.equal(await old.text(), staleBefore);
    const uncached = await get(`${stack.url}/api/public/news?lang=uz&size=9&page=4`);
    assert.equal(uncached.status, 503);
    assert.equal((await json(uncached)).success, false);
  });
});
