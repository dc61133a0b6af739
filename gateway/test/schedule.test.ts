// On both databases: a due publication claimed once, in a transaction (docs/testing.md, "Which files run on SQLite").
/**
 * Scheduled publishing (docs/editorial-workflow.md): a draft given a time goes out by itself at that time, everywhere
 * visitors look and through every cached answer, once, audited; the time can be moved or cancelled; a publishing save
 * or a delete drops it. The test CMS checks for due publications every PUBLISH_CHECK_MS (scripts/stack/lib/test-cms.mjs).
 * faults.test.ts covers a restart that spans the time.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { newsBody } from './bodies.js';
import { eventually, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

const unique = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString('hex')}`;
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('scheduled publishing', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  const visitor = (route: string) => stack.call('GET', route, { token: null });
  const scheduleOf = async (id: string) => (await stack.call('GET', `/api/v1/blog/${id}`)).body.content.scheduledAt as string | null;
  const schedule = (body: Record<string, unknown>) => stack.call('PUT', '/api/v1/schedule', { body });
  const auditOf = async (id: string) =>
    (
      (await stack.call('GET', '/api/v1/audit?kind=news&size=100')).body.content.content as {
        action: string;
        itemId: string;
        actor: string;
      }[]
    )
      .filter((entry) => entry.itemId === id)
      .map((entry) => entry.action);
  const draft = async (title: string) => {
    const body = { ...newsBody(await uploadImage(stack), { titleEn: title, publishedTime: '2099-02-02T00:00:00.000Z' }), draft: true };
    const created = await stack.call('POST', '/api/v1/blog', { body });
    assert.equal(created.status, 200, created.text);
    return created.body.content.id as string;
  };

  test('a draft goes out by itself at its time: item, list, page and feed, through the cached answers, once', async (t) => {
    const title = unique('Timed ');
    const id = await draft(title);
    // Cached before the time: the answers that must learn of the publication.
    assert.equal((await visitor('/api/public/news?lang=en&size=100')).status, 200);
    assert.equal((await visitor(`/en/news/${id}`)).status, 404);
    // Far enough ahead that the checks before it finish first on a loaded machine.
    const publishAt = inSeconds(6);
    const set = await schedule({ kind: 'news', id, publishAt });
    assert.equal(set.status, 200, set.text);
    assert.equal(set.body.content.publishAt, publishAt);
    assert.equal(await scheduleOf(id), publishAt);
    assert.equal((await visitor(`/api/public/news/${id}?lang=en`)).status, 404, 'not before its time');

    const listed = async () =>
      ((await visitor('/api/public/news?lang=en&size=100')).body.content.content as { id: string }[]).some((item) => item.id === id);
    const tookMs = await eventually(listed, 30_000);
    assert.ok(tookMs !== undefined, 'published within 30 s');
    const lateMs = Date.now() - Date.parse(publishAt);
    t.diagnostic(`published ${lateMs} ms after its time`);
    assert.equal((await visitor(`/api/public/news/${id}?lang=en`)).body.content.title, title);
    assert.match((await visitor(`/en/news/${id}`)).text, new RegExp(title));
    assert.match((await visitor('/en/rss.xml')).text, new RegExp(title));
    const admin = (await stack.call('GET', `/api/v1/blog/${id}`)).body.content;
    assert.deepEqual([admin.status, admin.scheduledAt], ['published', null]);
    // A few more checks of the CMS go by: still one publication.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(await auditOf(id), ['publish', 'schedule', 'draft']);
  });

  test('a time can be moved and cancelled; the draft stays a draft', async () => {
    const id = await draft(unique('Moved '));
    assert.equal((await schedule({ kind: 'news', id, publishAt: '2031-01-01T09:00:00+05:00' })).status, 200);
    assert.equal(await scheduleOf(id), '2031-01-01T04:00:00.000Z');
    assert.equal((await schedule({ kind: 'news', id, publishAt: '2031-02-01T09:00:00+05:00' })).status, 200);
    assert.equal(await scheduleOf(id), '2031-02-01T04:00:00.000Z');
    const cancelled = await stack.call('DELETE', `/api/v1/schedule/news/${id}`);
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.equal(await scheduleOf(id), null);
    assert.equal((await stack.call('GET', `/api/v1/blog/${id}`)).body.content.status, 'draft');
    assert.equal((await stack.call('DELETE', `/api/v1/schedule/news/${id}`)).body.code, 'ITEM_NOT_FOUND');
    assert.deepEqual(await auditOf(id), ['unschedule', 'schedule', 'schedule', 'draft']);
  });

  test('publishing it by a save, or deleting it, drops its time', async () => {
    const id = await draft(unique('Saved '));
    await schedule({ kind: 'news', id, publishAt: '2031-01-01T09:00:00+05:00' });
    const current = (await stack.call('GET', `/api/v1/blog/${id}`)).body.content;
    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: { ...current, draft: false } })).status, 200);
    assert.equal(await scheduleOf(id), null);

    const gone = await draft(unique('Gone '));
    await schedule({ kind: 'news', id: gone, publishAt: '2031-01-01T09:00:00+05:00' });
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${gone}`)).status, 200);
    const rows = (await stack.call('GET', '/api/v1/blog?size=100')).body.content.content as { id: string }[];
    assert.ok(!rows.some((row) => row.id === gone));
  });

  test("a menu page's draft text goes out at its time", async () => {
    const url = unique('timed-page-');
    const menu = await stack.call('POST', '/api/v1/menu', {
      body: { nameUz: 'Vaqtli', nameEn: 'Timed', nameRu: 'По времени', url, groupName: 'activity', number: 9 },
    });
    const menuId = menu.body.content.id as string;
    assert.equal((await schedule({ kind: 'page', id: menuId, publishAt: inSeconds(60) })).body.code, 'PAGE_NOT_FOUND', 'no text yet');
    const texts = { menu: menuId, titleUz: 'T', titleEn: 'Timed words', titleRu: 'T', textEn: '<p>Out on time</p>', draft: true };
    assert.equal((await stack.call('POST', '/api/v1/page', { body: texts })).status, 200);
    const publishAt = inSeconds(5);
    assert.equal((await schedule({ kind: 'page', id: menuId, publishAt })).status, 200);
    assert.equal((await stack.call('GET', `/api/v1/page?menu=${menuId}`)).body.content.scheduledAt, publishAt);
    const page = `/api/public/page?groupName=activity&url=/${url}&lang=en`;
    assert.ok((await eventually(async () => (await visitor(page)).text.includes('Out on time'), 30_000)) !== undefined);
    assert.equal((await stack.call('GET', `/api/v1/page?menu=${menuId}`)).body.content.scheduledAt, null);
  });

  test('a time must be ahead and carry its offset, of a news item or a menu page that exists, by an admin', async () => {
    const id = await draft(unique('Refused '));
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await schedule(body);
      assert.equal(answer.status, 400, answer.text);
      return answer.body.errors as Record<string, string>;
    };
    assert.deepEqual(await refusal({ kind: 'news', id, publishAt: '2020-01-01T09:00:00+05:00' }), { publishAt: 'must be a time ahead' });
    assert.ok((await refusal({ kind: 'news', id, publishAt: '2031-01-01T09:00' })).publishAt);
    assert.ok((await refusal({ kind: 'poem', id, publishAt: '2031-01-01T09:00:00Z' })).kind);
    assert.equal((await schedule({ kind: 'news', id: 'nothing1', publishAt: '2031-01-01T09:00:00Z' })).body.code, 'NEWS_NOT_FOUND');
    assert.equal((await schedule({ kind: 'page', id: 'nothing1', publishAt: '2031-01-01T09:00:00Z' })).body.code, 'MENU_NOT_FOUND');
    const stranger = await stack.call('PUT', '/api/v1/schedule', {
      body: { kind: 'news', id, publishAt: '2031-01-01T09:00:00Z' },
      token: null,
    });
    assert.equal(stranger.status, 401);
    assert.equal(await scheduleOf(id), null);
  });
});
