/**
 * Drafts (Strapi's Draft & Publish on news items and page texts): a save with `draft: true` is
 * seen by the admin, marked in its lists, and by no visitor route, feed, site map, search, link
 * preview or photo address until a save publishes it; a published item's draft leaves visitors
 * with the published version. docs/editorial-workflow.md describes the workflow.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { newsBody } from './bodies.js';
import { startStack, type Stack } from './harness.js';
import { storedCopies, uploadImage } from './images.js';

/** A word no other file's content has, so that search finds exactly what this file wrote. */
const unique = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString('hex')}`;

describe('drafts', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  const publicGet = (route: string) => stack.call('GET', route, { token: null });
  const adminNews = async (id: string) => (await stack.call('GET', `/api/v1/blog/${id}`)).body.content;
  const listedStatus = async (id: string) => {
    const list = (await stack.call('GET', '/api/v1/blog?page=0&size=100&direction=DESC')).body.content.content as {
      id: string;
      status: string;
    }[];
    return list.find((item) => item.id === id)?.status;
  };

  /** Everywhere a visitor could meet a news item, in one language: which of them show it. */
  async function visibleNews(id: string, word: string, photo: string): Promise<string[]> {
    const seen: string[] = [];
    if ((await publicGet(`/api/public/news/${id}?lang=en`)).status === 200) seen.push('item');
    const list = (await publicGet('/api/public/news?lang=en&size=100')).body.content.content as { id: string }[];
    if (list.some((item) => item.id === id)) seen.push('list');
    if ((await publicGet(`/en/news/${id}`)).status === 200) seen.push('page');
    if ((await publicGet('/en/rss.xml')).text.includes(id)) seen.push('rss');
    if ((await publicGet('/sitemap.xml')).text.includes(`/news/${id}`)) seen.push('sitemap');
    const hits = (await publicGet(`/api/public/search?lang=en&q=${word}`)).body.content.content as { path: string }[];
    if (hits.some((hit) => hit.path === `/news/${id}`)) seen.push('search');
    for (const file of [
      `/api/attachment/${photo}`,
      `/api/attachment/${photo}?w=500`,
      `/api/attachment/resize/${photo}`,
      `/api/attachment/og/${photo}`,
    ]) {
      if ((await publicGet(file)).status === 200) seen.push(file.replace(photo, '<photo>'));
    }
    return seen;
  }
  const EVERYWHERE = [
    'item',
    'list',
    'page',
    'rss',
    'sitemap',
    'search',
    '/api/attachment/<photo>',
    '/api/attachment/<photo>?w=500',
    '/api/attachment/resize/<photo>',
    '/api/attachment/og/<photo>',
  ];

  test('a new item saved as a draft is the admin’s alone until the spec’s save publishes it', async () => {
    const word = unique('draftword');
    const photo = await uploadImage(stack);
    // Dated far ahead, so that the feed's latest items include it once it is published.
    const body = newsBody(photo, { titleEn: `Plans ${word}`, publishedTime: '2099-01-01T00:00:00.000Z' });
    const created = await stack.call('POST', '/api/v1/blog', { body: { ...body, draft: true } });
    assert.equal(created.status, 200, created.text);
    const id = created.body.content.id as string;

    const saved = await adminNews(id);
    assert.equal(saved.status, 'draft');
    assert.equal(saved.titleEn, `Plans ${word}`);
    // Where it stands, with its times: a draft since its save, never published.
    assert.equal(saved.publishedAt, null);
    assert.ok(Math.abs(Date.parse(saved.updatedAt) - Date.now()) < 60_000, `saved just now: ${saved.updatedAt}`);
    assert.equal(await listedStatus(id), 'draft');
    assert.deepEqual(await visibleNews(id, word, photo), []);
    assert.equal((await publicGet(`/api/public/news/${id}?lang=en`)).body.code, 'NEWS_NOT_FOUND');

    // The admin's wizard shows the draft's photo: with its token, never to be kept by a shared cache.
    const own = await stack.call('GET', `/api/attachment/resize/${photo}`);
    assert.equal(own.status, 200);
    assert.equal(own.headers.get('cache-control'), 'private, no-store');
    assert.equal((await stack.call('GET', `/api/attachment/${photo}`, { token: 'not-a-token' })).status, 404);

    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: { ...body, id } })).status, 200);
    const published = await adminNews(id);
    assert.equal(published.status, 'published');
    assert.ok(Date.parse(published.publishedAt) >= Date.parse(saved.updatedAt), `published after the draft: ${published.publishedAt}`);
    assert.deepEqual(await visibleNews(id, word, photo), EVERYWHERE);
    const file = await publicGet(`/api/attachment/${photo}`);
    assert.match(file.headers.get('cache-control') ?? '', /public, max-age=31536000, immutable/);
  });

  test("every stored copy of a draft's photo (each size, its lighter formats, its link preview) is hidden until it is published", async () => {
    // Wide enough for every responsive size to be stored beside the original.
    const photo = await uploadImage(stack, 1600, 1200);
    const copies = await storedCopies(stack, photo);
    assert.ok(copies.length >= 5, `the original and four sizes: ${copies.join(', ')}`);
    const body = newsBody(photo, { titleEn: 'Sizes' });
    const created = await stack.call('POST', '/api/v1/blog', { body: { ...body, draft: true } });
    assert.equal(created.status, 200, created.text);
    const id = created.body.content.id as string;

    const addresses = copies.flatMap((copy) => [
      `/api/attachment/${copy}`,
      `/api/attachment/${copy}?w=500`,
      `/api/attachment/resize/${copy}`,
      `/api/attachment/og/${copy}`,
    ]);
    const lighter = { Accept: 'image/avif,image/webp,*/*' };
    const shown = async (headers: Record<string, string> = {}) => {
      const served: string[] = [];
      for (const address of addresses)
        if ((await stack.call('GET', address, { token: null, headers })).status !== 404) served.push(address);
      return served;
    };
    assert.deepEqual(await shown(), [], 'no copy is served to a visitor');
    assert.deepEqual(await shown(lighter), [], 'nor its AVIF or WebP');
    for (const copy of copies) {
      const own = await stack.call('GET', `/api/attachment/${copy}`);
      assert.equal(own.status, 200, `the admin's wizard gets ${copy}`);
      assert.equal(own.headers.get('cache-control'), 'private, no-store', copy);
    }

    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: { ...body, id } })).status, 200);
    for (const copy of copies) {
      const file = await publicGet(`/api/attachment/${copy}`);
      assert.equal(file.status, 200, copy);
      assert.match(file.headers.get('cache-control') ?? '', /public, max-age=31536000, immutable/, copy);
    }
    assert.equal((await publicGet(`/api/attachment/og/${copies[1]}`)).status, 200, 'a size has its link preview once published');
  });

  test("Strapi itself answers drafts, the draft-only files and their list to the gateway's secret alone, not to its port", async () => {
    const photo = await uploadImage(stack, 1600, 1200);
    const copies = await storedCopies(stack, photo);
    const title = unique('StrapiDraft');
    const created = await stack.call('POST', '/api/v1/blog', { body: { ...newsBody(photo, { titleUz: title }), draft: true } });
    assert.equal(created.status, 200, created.text);
    const secret = stack.cmsEnv.CMS_GATEWAY_SECRET;
    assert.ok(secret, "the test Strapi has the gateway's secret");
    const direct = (route: string, headers: Record<string, string> = {}) => fetch(`${stack.cmsUrl}${route}`, { headers });
    const gateway = { 'X-Lyceum-Gateway': secret };
    const asAdmin = { Authorization: `Bearer ${stack.token}` };
    // Anyone who reaches Strapi's port, an admin's token included: no drafts, whatever the spelling.
    for (const route of [
      `/api/news-items?status=draft&filters[title][$eq]=${title}`,
      `/api/news-items?status[0]=draft&filters[title][$eq]=${title}`,
      `/api/news-items?publicationState=preview&filters[title][$eq]=${title}`,
      '/api/lyceum/unpublished-files',
    ]) {
      for (const headers of [{}, asAdmin, { 'X-Lyceum-Gateway': 'not-the-secret' }] as Record<string, string>[]) {
        const answer = await direct(route, headers);
        assert.equal(answer.status, 403, `${route} with ${Object.keys(headers).join() || 'nothing'}`);
        assert.ok(!(await answer.text()).includes(title));
      }
    }
    for (const copy of copies) {
      for (const route of [`/uploads/${copy}`, `/uploads/${encodeURIComponent(copy).replace(/\./g, '%2E')}`]) {
        assert.equal((await direct(route)).status, 404, route);
        assert.equal((await direct(route, asAdmin)).status, 404, `${route} with a token`);
      }
      assert.equal((await direct(`/uploads/${copy}`, gateway)).status, 200, `the gateway gets ${copy}`);
    }
    // The published version stays public at Strapi, and the gateway reads the draft.
    assert.equal((await direct('/api/news-items?status=published')).status, 200);
    const draft = await direct(`/api/news-items?status=draft&filters[title][$eq]=${encodeURIComponent(title)}`, gateway);
    assert.equal(draft.status, 200);
    assert.ok((await draft.text()).includes(title));
    assert.equal((await direct('/api/lyceum/unpublished-files', gateway)).status, 200);
  });

  test('a published item’s draft leaves visitors the published version, its new photo hidden, until it is published', async () => {
    const [photo, newPhoto] = [await uploadImage(stack), await uploadImage(stack)];
    const body = newsBody(photo, { titleEn: 'As published' });
    const id = (await stack.call('POST', '/api/v1/blog', { body })).body.content.id as string;
    assert.equal(await listedStatus(id), 'published');

    const edit = { ...body, id, titleEn: 'Edited, not yet out', photo: newPhoto, draft: true };
    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: edit })).status, 200);
    const admin = await adminNews(id);
    assert.equal(admin.status, 'changed');
    assert.equal(admin.titleEn, 'Edited, not yet out');
    assert.equal(admin.photo, newPhoto);
    assert.equal(await listedStatus(id), 'changed');
    const seen = (await publicGet(`/api/public/news/${id}?lang=en`)).body.content;
    assert.equal(seen.title, 'As published');
    assert.equal(seen.photo, photo);
    assert.doesNotMatch((await publicGet(`/en/news/${id}`)).text, /Edited, not yet out/);
    assert.equal((await publicGet(`/api/attachment/${photo}`)).status, 200);
    assert.equal((await publicGet(`/api/attachment/${newPhoto}`)).status, 404);

    // Saving the draft back to what is published leaves nothing unpublished.
    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: { ...body, id, draft: true } })).status, 200);
    assert.equal((await adminNews(id)).status, 'published');

    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: { ...edit, draft: false } })).status, 200);
    assert.equal((await adminNews(id)).status, 'published');
    assert.equal((await publicGet(`/api/public/news/${id}?lang=en`)).body.content.title, 'Edited, not yet out');
    assert.match((await publicGet(`/en/news/${id}`)).text, /Edited, not yet out/);
    assert.equal((await publicGet(`/api/attachment/${newPhoto}`)).status, 200);
  });

  test('a page text saved as a draft keeps the menu page as published; the spec’s save publishes it', async () => {
    const url = unique('draft-page-');
    const menu = await stack.call('POST', '/api/v1/menu', {
      body: { nameUz: 'Qoralama', nameEn: 'Draft page', nameRu: 'Черновик', url, groupName: 'activity', number: 9 },
    });
    assert.equal(menu.status, 200, menu.text);
    const menuId = menu.body.content.id as string;
    const page = () => publicGet(`/api/public/page?groupName=activity&url=/${url}&lang=en`);
    const texts = (title: string) => ({ menu: menuId, titleUz: title, titleEn: title, titleRu: title, textEn: `<p>${title}</p>` });
    const adminPage = async () => (await stack.call('GET', `/api/v1/page?menu=${menuId}`)).body.content;

    assert.equal((await stack.call('POST', '/api/v1/page', { body: { ...texts('First words'), draft: true } })).status, 200);
    assert.equal((await adminPage()).status, 'draft');
    assert.equal((await page()).body.content.title, '', 'no text is published yet');
    assert.doesNotMatch((await publicGet(`/en/activity/${url}`)).text, /First words/);

    assert.equal((await stack.call('POST', '/api/v1/page', { body: texts('First words') })).status, 200);
    assert.equal((await adminPage()).status, 'published');
    assert.equal((await page()).body.content.title, 'First words');

    assert.equal((await stack.call('POST', '/api/v1/page', { body: { ...texts('Second words'), draft: true } })).status, 200);
    assert.equal((await adminPage()).status, 'changed');
    assert.equal((await adminPage()).titleEn, 'Second words');
    assert.equal((await page()).body.content.title, 'First words');
    const hits = (await publicGet('/api/public/search?lang=en&q=Second%20words')).body.content.content as { path: string }[];
    assert.ok(!hits.some((hit) => hit.path === `/activity/${url}`), 'search does not find the draft');
  });

  test('`draft` must be true or false', async () => {
    const answer = await stack.call('POST', '/api/v1/blog', { body: newsBody(await uploadImage(stack), { draft: 'yes' }) });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.success, false);
    assert.equal(answer.body.errors.draft, 'must be true or false');
  });
});
