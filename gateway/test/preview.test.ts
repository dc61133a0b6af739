/**
 * Preview links (docs/editorial-workflow.md, "Preview"): an admin asks for a signed link to a draft's visitor page;
 * anyone holding it, signed in or not, sees the page rendered as it will be published, with the preview bar, never
 * cached nor indexed, the draft's photo included; a tampered, expired or misplaced token is the site's 404.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { PreviewTokens } from '../src/preview/tokens.js';
import { newsBody } from './bodies.js';
import { startStack, type Stack } from './harness.js';
import { storedCopies, uploadImage } from './images.js';

const SECRET = crypto.randomBytes(32).toString('base64url');
const unique = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString('hex')}`;

describe('preview links', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ PREVIEW_SECRET: SECRET });
  });
  after(() => stack?.close());

  const visitor = (route: string, headers: Record<string, string> = {}) => stack.call('GET', route, { token: null, headers });
  const link = async (body: Record<string, unknown>) => {
    const answer = await stack.call('POST', '/api/v1/preview', { body });
    assert.equal(answer.status, 200, answer.text);
    return answer.body.content as { url: string; expiresAt: string };
  };
  const draftNews = async (title: string, photo: string) => {
    const created = await stack.call('POST', '/api/v1/blog', {
      body: { ...newsBody(photo, { titleEn: title, titleUz: `${title} uz` }), draft: true },
    });
    assert.equal(created.status, 200, created.text);
    return created.body.content.id as string;
  };

  test("a draft's link shows its page to a visitor with no account, as it will look, with the bar, uncached and unindexed", async () => {
    const title = unique('Preview ');
    const photo = await uploadImage(stack);
    const id = await draftNews(title, photo);
    assert.equal((await visitor(`/en/news/${id}`)).status, 404);

    const before = Date.now();
    const { url, expiresAt } = await link({ kind: 'news', id, lang: 'en' });
    assert.match(url, new RegExp(`^/en/news/${id}\\?preview=[\\w-]+\\.[\\w-]+$`));
    const lifetime = Date.parse(expiresAt) - before;
    assert.ok(lifetime > 59 * 60_000 && lifetime <= 60 * 60_000 + 1000, `expires in an hour (${lifetime} ms)`);

    const page = await visitor(url);
    assert.equal(page.status, 200, page.text.slice(0, 300));
    assert.match(page.text, new RegExp(`<h1[^>]*>${title}</h1>`));
    assert.match(page.text, /data-testid="preview-bar"/);
    assert.match(page.text, /<meta name="robots" content="noindex/);
    assert.equal(page.headers.get('cache-control'), 'no-store');
    assert.match(page.headers.get('x-robots-tag') ?? '', /noindex/);
    // The canonical address is the page's own, never the token's.
    assert.doesNotMatch(page.text.match(/<link rel="canonical"[^>]*>/)?.[0] ?? '', /preview=/);
    // The bar links the same preview in the other languages.
    const token = new URL(url, 'http://x').searchParams.get('preview')!;
    assert.match(page.text, new RegExp(`href="/uz/news/${id}\\?preview=${token}"`));
    assert.match((await visitor(`/uz/news/${id}?preview=${token}`)).text, new RegExp(`${title} uz`));

    // Its photo: to the link's holder (the page's cookie), kept out of every cache; still no one else's.
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0];
    assert.match(page.headers.get('set-cookie') ?? '', /Path=\/api\/attachment; Expires=[^;]+; HttpOnly; SameSite=Lax/i);
    const shown = await visitor(`/api/attachment/${photo}`, { Cookie: cookie });
    assert.equal(shown.status, 200);
    assert.equal(shown.headers.get('cache-control'), 'private, no-store');
    assert.equal((await visitor(`/api/attachment/${photo}`)).status, 404);

    // The page's visitors still have nothing, and the preview was never cached for them.
    assert.equal((await visitor(`/en/news/${id}`)).status, 404);
    assert.equal((await visitor(`/api/public/news/${id}?lang=en`)).status, 404);
  });

  test("a link's cookie opens its own item's photo in every stored size, and no other draft's", async () => {
    const [own, other] = [await uploadImage(stack, 1600, 1200), await uploadImage(stack, 1600, 1200)];
    const id = await draftNews(unique('Mine '), own);
    await draftNews(unique('Not mine '), other);
    const url = unique('preview-photo-');
    const menu = await stack.call('POST', '/api/v1/menu', {
      body: { nameUz: 'Rasm', nameEn: 'Photo', nameRu: 'Фото', url, groupName: 'activity', number: 9 },
    });
    const menuId = menu.body.content.id as string;
    const pagePhoto = await uploadImage(stack);
    const text = { menu: menuId, titleUz: 'T', titleEn: 'Page photo', titleRu: 'T', photo: pagePhoto, draft: true };
    assert.equal((await stack.call('POST', '/api/v1/page', { body: text })).status, 200);

    const cookieOf = async (body: Record<string, unknown>) => {
      const page = await visitor((await link(body)).url);
      assert.equal(page.status, 200);
      return (page.headers.get('set-cookie') ?? '').split(';')[0];
    };
    const served = async (cookie: string, names: string[]) => {
      const statuses = [];
      for (const name of names) statuses.push((await visitor(`/api/attachment/${name}`, { Cookie: cookie })).status);
      return statuses;
    };
    const [ownCopies, otherCopies] = [await storedCopies(stack, own), await storedCopies(stack, other)];
    const news = await cookieOf({ kind: 'news', id, lang: 'en' });
    assert.deepEqual(
      await served(news, ownCopies),
      ownCopies.map(() => 200),
      ownCopies.join(),
    );
    assert.deepEqual(
      await served(news, [...otherCopies, pagePhoto]),
      [...otherCopies, pagePhoto].map(() => 404),
    );
    assert.equal((await visitor(`/api/attachment/${own}?w=750`, { Cookie: news })).status, 200);
    assert.equal((await visitor(`/api/attachment/resize/${own}`, { Cookie: news })).status, 200);

    const page = await cookieOf({ kind: 'page', id: menuId, lang: 'en' });
    assert.deepEqual(await served(page, [pagePhoto, own]), [200, 404], "a page's link opens its page's photo only");
  });

  test('a published item previews its draft while visitors keep the published version', async () => {
    const photo = await uploadImage(stack);
    const created = await stack.call('POST', '/api/v1/blog', { body: newsBody(photo, { titleEn: 'Out already' }) });
    const id = created.body.content.id as string;
    const edited = { ...newsBody(photo, { titleEn: 'Coming next' }), id, draft: true };
    assert.equal((await stack.call('PUT', '/api/v1/blog', { body: edited })).status, 200);
    const { url } = await link({ kind: 'news', id, lang: 'en' });
    assert.match((await visitor(url)).text, /<h1[^>]*>Coming next<\/h1>/);
    assert.match((await visitor(`/en/news/${id}`)).text, /<h1[^>]*>Out already<\/h1>/);
  });

  test("a menu page's link shows its draft text", async () => {
    const url = unique('preview-page-');
    const menu = await stack.call('POST', '/api/v1/menu', {
      body: { nameUz: 'Sinov', nameEn: 'Trial', nameRu: 'Проба', url, groupName: 'activity', number: 9 },
    });
    const menuId = menu.body.content.id as string;
    const texts = { menu: menuId, titleUz: 'T', titleEn: 'Draft words', titleRu: 'T', textEn: '<p>Not out yet</p>', draft: true };
    assert.equal((await stack.call('POST', '/api/v1/page', { body: texts })).status, 200);
    const preview = await link({ kind: 'page', id: menuId, lang: 'en' });
    assert.equal(preview.url.split('?')[0], `/en/activity/${url}`);
    const page = await visitor(preview.url);
    assert.equal(page.status, 200);
    assert.match(page.text, /Not out yet/);
    assert.doesNotMatch((await visitor(`/en/activity/${url}`)).text, /Not out yet/);
  });

  test('a tampered, expired or misplaced token is a 404 that shows nothing of the draft', async () => {
    const title = unique('Secret ');
    const id = await draftNews(title, await uploadImage(stack));
    const other = await draftNews(unique('Other '), await uploadImage(stack));
    const { url } = await link({ kind: 'news', id, lang: 'en' });
    const [path, query] = url.split('?preview=') as [string, string];
    const [body, signature] = query.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const expired = new PreviewTokens(SECRET, () => Date.now() - 2 * 3600_000).issue({ kind: 'news', id }).token;
    const forged = Buffer.from(JSON.stringify({ k: 'news', i: id, e: 4102444800 })).toString('base64url');
    const cases = {
      tampered: `${path}?preview=${body}.${flipped}`,
      'another expiry': `${path}?preview=${forged}.${signature}`,
      expired: `${path}?preview=${expired}`,
      'another item': `/en/news/${other}?preview=${query}`,
      'another page': `/en?preview=${query}`,
      empty: `${path}?preview=`,
    };
    for (const [name, route] of Object.entries(cases)) {
      const page = await visitor(route);
      assert.equal(page.status, 404, name);
      assert.doesNotMatch(page.text, new RegExp(title), name);
      assert.equal(page.headers.get('cache-control'), 'no-store', name);
      assert.equal(page.headers.get('set-cookie'), null, name);
    }
  });

  test('links are for admins, of things that exist, with a kind and a language', async () => {
    const id = await draftNews(unique('Kept '), await uploadImage(stack));
    assert.equal((await stack.call('POST', '/api/v1/preview', { body: { kind: 'news', id, lang: 'en' }, token: null })).status, 401);
    const refused = await stack.call('POST', '/api/v1/preview', { body: { kind: 'poem', id, lang: 'fr' } });
    assert.equal(refused.status, 400);
    assert.deepEqual(Object.keys(refused.body.errors).sort(), ['kind', 'lang']);
    assert.equal(
      (await stack.call('POST', '/api/v1/preview', { body: { kind: 'news', id: 'nothing1', lang: 'en' } })).body.code,
      'NEWS_NOT_FOUND',
    );
    assert.equal(
      (await stack.call('POST', '/api/v1/preview', { body: { kind: 'page', id: 'nothing1', lang: 'en' } })).body.code,
      'MENU_NOT_FOUND',
    );
  });
});
