// On both databases: ordering and paging by publication time, a write's three languages in one transaction, and on SQLite a write beside another process's reader (docs/testing.md, "Which files run on SQLite").
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ADMIN, startStack, type Stack } from './harness.js';
import { publishedJustNow } from './standing.js';
import { newsBody } from './bodies.js';
import { uploadImage } from './images.js';
import { LOCALES } from '@lyceum/contract';

describe('news', () => {
  let stack: Stack;
  let photo: string;
  const news = (overrides: Record<string, unknown> = {}) => newsBody(photo, overrides);
  before(async () => {
    stack = await startStack();
    photo = await uploadImage(stack);
  });
  after(() => stack?.close());

  test('SQLite: a reader holding the database open in another process (as a live backup does) does not hold up a write', async (t) => {
    if (stack.database !== 'sqlite') return t.skip('PostgreSQL readers never block writers');
    const Database = createRequire(path.resolve('../cms/package.json'))('better-sqlite3');
    const reader = new Database(stack.cmsEnv.DATABASE_FILENAME, { readonly: true });
    try {
      reader.prepare('BEGIN').run();
      reader.prepare('SELECT count(*) FROM news_items').get(); // the transaction now holds its snapshot
      const created = await stack.call('POST', '/api/v1/blog', { body: news({ titleEn: 'Written beside a reader' }) });
      assert.equal(created.status, 200, created.text);
      const stored = (await stack.call('GET', `/api/v1/blog/${created.body.content.id}`)).body.content;
      assert.equal(stored.titleEn, 'Written beside a reader');
    } finally {
      reader.prepare('COMMIT').run();
      reader.close();
    }
  });

  test('three-language round trip: write titleUz/En/Ru, read each language publicly', async () => {
    const created = await stack.call('POST', '/api/v1/blog', { body: news() });
    assert.equal(created.status, 200, created.text);
    assert.equal(created.body.success, true);
    const id = created.body.content.id;
    const admin = (await stack.call('GET', `/api/v1/blog/${id}`)).body.content;
    assert.deepEqual(admin, {
      id,
      status: 'published',
      ...publishedJustNow(admin),
      scheduledAt: null,
      owner: ADMIN.username,
      telegram: { posting: true, posts: [], by: ADMIN.username },
      ...news(),
    });
    for (const [lang, title, text] of [
      ['uz', 'Yangilik', '<p>Uz</p>'],
      ['en', 'News item', '<p>En</p>'],
      ['ru', 'Новость', '<p>Ru</p>'],
      ['RU', 'Новость', '<p>Ru</p>'],
      ['xx', 'Yangilik', '<p>Uz</p>'],
    ]) {
      const one = await stack.call('GET', `/api/public/news/${id}?lang=${lang}`, { token: null });
      assert.equal(one.status, 200);
      assert.equal(one.body.success, true);
      assert.deepEqual(one.body.content, { id, title, text, photo, publishedTime: '2030-01-02T03:04:05.000Z' });
    }
    // Other files' news share the database: the item sits where its date puts it, newest first.
    const list = (await stack.call('GET', '/api/public/news?lang=en&size=100', { token: null })).body.content.content as {
      id: string;
      publishedTime: string;
    }[];
    const at = list.findIndex((item) => item.id === id);
    assert.ok(at >= 0, 'the new item is listed');
    assert.ok(
      list.slice(0, at).every((item) => item.publishedTime >= news().publishedTime),
      'only newer items come before it',
    );
    assert.ok(
      list.slice(at + 1).every((item) => item.publishedTime <= news().publishedTime),
      'only older items come after it',
    );
  });

  test('update changes every language; delete removes it', async () => {
    const id = (await stack.call('POST', '/api/v1/blog', { body: news({ publishedTime: '2020-05-05T10:00:00Z' }) })).body.content.id;
    const updated = await stack.call('PUT', '/api/v1/blog', {
      body: { ...news({ titleEn: 'Changed', titleRu: 'Изменено', publishedTime: '2020-05-06T10:00:00Z' }), id },
    });
    assert.equal(updated.status, 200, updated.text);
    const admin = (await stack.call('GET', `/api/v1/blog/${id}`)).body.content;
    assert.equal(admin.titleEn, 'Changed');
    assert.equal(admin.titleRu, 'Изменено');
    assert.equal(admin.titleUz, 'Yangilik');
    assert.equal(admin.publishedTime, '2020-05-06T10:00:00.000Z');
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${id}`)).status, 200);
    assert.equal((await stack.call('GET', `/api/public/news/${id}`, { token: null })).status, 404);
    assert.equal((await stack.call('GET', `/api/v1/blog/${id}`)).status, 404);
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${id}`)).status, 404);
    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: { ...news(), id } })).status, 404);
  });

  test('paging and ordering', async () => {
    const page0 = (await stack.call('GET', '/api/public/news?lang=uz&page=0&size=5', { token: null })).body.content;
    const page1 = (await stack.call('GET', '/api/public/news?lang=uz&page=1&size=5', { token: null })).body.content;
    assert.equal(page0.page, 0);
    assert.equal(page0.size, 5);
    assert.equal(page0.content.length, 5);
    assert.equal(page1.page, 1);
    assert.ok(page0.totalElements >= 14, 'the demo seed has at least 14 news items');
    assert.equal(page1.totalElements, page0.totalElements);
    const times = [...page0.content, ...page1.content].map((item: { publishedTime: string }) => Date.parse(item.publishedTime));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'newest first across pages',
    );
    const ids = new Set([...page0.content, ...page1.content].map((item: { id: string }) => item.id));
    assert.equal(ids.size, 10, 'pages do not overlap');

    const beyond = (await stack.call('GET', '/api/public/news?page=999&size=5', { token: null })).body.content;
    assert.deepEqual(beyond.content, []);
    const defaults = (await stack.call('GET', '/api/public/news', { token: null })).body.content;
    assert.equal(defaults.size, 20);
    assert.equal(defaults.page, 0);
    const capped = (await stack.call('GET', '/api/public/news?size=500', { token: null })).body.content;
    assert.equal(capped.size, 100);

    const asc = (await stack.call('GET', '/api/v1/blog?size=3&direction=ASC')).body.content;
    const desc = (await stack.call('GET', '/api/v1/blog?size=3&direction=DESC')).body.content;
    assert.ok(Date.parse(asc.content[0].publishedTime) <= Date.parse(asc.content[1].publishedTime));
    assert.ok(Date.parse(desc.content[0].publishedTime) >= Date.parse(desc.content[1].publishedTime));
    assert.ok(asc.content[0].titleUz && asc.content[0].titleEn && asc.content[0].titleRu, 'admin list carries every language');
    for (const query of ['page=-1', 'page=abc', 'size=0', 'direction=sideways']) {
      const answer = await stack.call('GET', `/api/public/news?${query}`, { token: null });
      assert.equal(answer.status, 400, query);
      assert.equal(answer.body.success, false);
    }
  });

  test('photo, date and type are required; titles too', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [news({ photo: undefined }), 'photo'],
      [news({ photo: '' }), 'photo'],
      [news({ publishedTime: undefined }), 'publishedTime'],
      [news({ publishedTime: 'yesterday-ish' }), 'publishedTime'],
      [news({ type: undefined }), 'type'],
      [news({ type: 'EVENT' }), 'type'],
      [news({ titleEn: '' }), 'titleEn'],
    ];
    for (const [body, field] of cases) {
      const answer = await stack.call('POST', '/api/v1/blog', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(answer.body.errors[field], `${field}: ${JSON.stringify(answer.body.errors)}`);
    }
  });

  test('scripts, event handlers and javascript: links are removed from news text', async () => {
    const id = (
      await stack.call('POST', '/api/v1/blog', {
        body: news({
          textUz: '<p>Salom</p><script>document.cookie</script>',
          textEn: '<img src="/api/attachment/a.png" onerror="alert(1)" alt="a"><a href="javascript:alert(1)" onmouseover="x()">go</a>',
          textRu: '<table><tr><td onclick="x()">1</td></tr></table><iframe src="javascript:alert(1)"></iframe>',
        }),
      })
    ).body.content.id;
    const stored = (await stack.call('GET', `/api/v1/blog/${id}`)).body.content;
    assert.equal(stored.textUz, '<p>Salom</p>');
    assert.doesNotMatch(stored.textEn, /onerror|onmouseover|javascript:/);
    assert.match(stored.textEn, /<img src="\/api\/attachment\/a.png" alt="a" \/>/);
    assert.doesNotMatch(stored.textRu, /onclick|iframe|javascript:/);
    assert.match(stored.textRu, /<td>1<\/td>/);
  });

  test('a write that fails in one language leaves no trace in any (one transaction)', async () => {
    const before = (await stack.call('GET', '/api/v1/blog?size=1')).body.content.totalElements;
    // Straight to Strapi's write route, past the gateway's own checks: the ru title breaks Strapi's
    // maxLength only after the uz and en locales have been written.
    const answer = await fetch(`${stack.cmsUrl}/api/lyceum/documents/news`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stack.token}` },
      body: JSON.stringify({
        shared: { photo, publishedTime: '2031-01-01T00:00:00.000Z', type: 'NEWS' },
        localized: { uz: { title: 'Atomar', text: '' }, en: { title: 'Atomic', text: '' }, ru: { title: 'x'.repeat(501), text: '' } },
      }),
    });
    assert.equal(answer.status, 400);
    const after = (await stack.call('GET', '/api/v1/blog?size=1')).body.content;
    assert.equal(after.totalElements, before);
    assert.notEqual(after.content[0].titleEn, 'Atomic');
    for (const lang of LOCALES) {
      const titles = (await stack.call('GET', `/api/public/news?lang=${lang}&size=100`, { token: null })).body.content.content.map(
        (n: { title: string }) => n.title,
      );
      assert.ok(!titles.includes('Atomar') && !titles.includes('Atomic'), lang);
    }
  });

  test("text written past the gateway (as in Strapi's panel) is still sanitized on the public read; the write route takes only real fields", async () => {
    const write = (body: unknown) =>
      fetch(`${stack.cmsUrl}/api/lyceum/documents/news`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stack.token}` },
        body: JSON.stringify(body),
      });
    const texts = { title: 'Raw', text: '<p>ok</p><script>alert(1)</script><img src=x onerror="alert(1)">' };
    const shared = { photo, publishedTime: '2032-01-01T00:00:00.000Z', type: 'NEWS' };
    const created = await write({ shared, localized: { uz: texts, en: texts, ru: texts } });
    assert.equal(created.status, 200);
    const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
    const publicText = (await stack.call('GET', `/api/public/news/${documentId}?lang=en`, { token: null })).body.content.text;
    assert.doesNotMatch(publicText, /script|onerror/);
    assert.match(publicText, /<p>ok<\/p>/);
    const sneaky = await write({ shared: { ...shared, createdBy: 1 }, localized: { uz: texts, en: texts, ru: texts } });
    assert.equal(sneaky.status, 400);
    const unknown = await write({ shared: { ...shared, secret: 'x' }, localized: { uz: texts, en: texts, ru: texts } });
    assert.equal(unknown.status, 400);
  });

  test('unknown ids answer 404', async () => {
    assert.equal((await stack.call('GET', '/api/public/news/nosuchnews1?lang=uz', { token: null })).status, 404);
    assert.equal((await stack.call('GET', '/api/public/news/%3Cscript%3E', { token: null })).status, 404);
    assert.equal((await stack.call('GET', '/api/v1/blog/nosuchnews1')).status, 404);
  });
});
