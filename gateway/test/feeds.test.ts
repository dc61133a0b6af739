import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Parser from 'rss-parser';
import { SITE_NAME, LOCALES as LANGS } from '@lyceum/contract';
import { newsBody } from './bodies.js';
import { startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';
import { sitemapErrors } from './sitemap-schema.js';

/** Each <url> of a site map: its loc, lastmod and hreflang alternates. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(url)![1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1],
    alternates: Object.fromEntries(
      [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    ),
  }));
}

describe('site map and feeds', () => {
  let stack: Stack;
  let photo: string;
  before(async () => {
    stack = await startStack();
    photo = await uploadImage(stack);
  });
  after(() => stack?.close());

  const sitemap = async () => {
    const answer = await fetch(`${stack.url}/sitemap.xml`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/xml/);
    return { text: await answer.text(), cache: answer.headers.get('x-cache') };
  };

  test('the site map validates against the protocol schema and lists every kind of visitor page in each language', async () => {
    const { text } = await sitemap();
    assert.deepEqual(await sitemapErrors(text), []);
    const locs = urlsOf(text).map((url) => new URL(url.loc).pathname);
    for (const lang of LANGS) {
      for (const path of [
        '',
        '/news',
        '/interactive',
        '/events',
        '/events/photos',
        '/events/videos',
        '/structure/leadership',
        '/structure/staff',
        '/sitemap',
      ])
        assert.ok(locs.includes(`/${lang}${path}`), `${lang}${path} is listed`);
    }
    const menu = (await stack.call('GET', '/api/public/menu?lang=en', { token: null })).body.content as {
      groupName: string;
      url: string;
    }[];
    const pages = menu.filter((item) => ['info', 'structure', 'education', 'events', 'activity'].includes(item.groupName));
    assert.ok(pages.length > 0, 'the demo content has menu pages');
    for (const page of pages) assert.ok(locs.includes(`/en/${page.groupName}${page.url}`), `${page.groupName}${page.url}`);
    const news = (await stack.call('GET', '/api/public/news?lang=ru&page=0&size=100', { token: null })).body.content.content as {
      id: string;
    }[];
    for (const item of news) assert.ok(locs.includes(`/ru/news/${item.id}`), `news ${item.id}`);
    assert.ok(
      urlsOf(text).every((url) => url.lastmod && !Number.isNaN(Date.parse(url.lastmod))),
      'every page has its lastmod',
    );
  });

  test('a news item saved a moment ago is listed in all three languages, each naming the others (hreflang both ways)', async () => {
    await sitemap(); // cached now: the save must drop it
    const before = Date.now();
    const created = await stack.call('POST', '/api/v1/blog', { body: newsBody(photo, { titleUz: 'Sayt xaritasiga yangilik' }) });
    assert.equal(created.status, 200, created.text);
    const id = created.body.content.id as string;
    const { text, cache } = await sitemap();
    assert.notEqual(cache, 'HIT', 'the write dropped the cached site map');
    assert.deepEqual(await sitemapErrors(text), []);
    const urls = urlsOf(text).filter((url) => url.loc.endsWith(`/news/${id}`));
    assert.equal(urls.length, 3);
    const expected = Object.fromEntries([
      ...LANGS.map((lang) => [lang, `${stack.url}/${lang}/news/${id}`]),
      ['x-default', `${stack.url}/uz/news/${id}`],
    ]);
    for (const url of urls) {
      assert.deepEqual(url.alternates, expected, url.loc);
      assert.ok(Date.parse(url.lastmod!) >= before - 1000, `${url.loc} lastmod ${url.lastmod} is the save's time`);
    }
  });

  test('robots.txt names the site map; a numbered site map file exists only once there is an index', async () => {
    const robots = await stack.call('GET', '/robots.txt', { token: null });
    assert.match(robots.text, new RegExp(`^Sitemap: ${stack.url}/sitemap\\.xml$`, 'm'));
    const numbered = await stack.call('GET', '/sitemap-1.xml', { token: null });
    assert.equal(numbered.status, 404);
    assert.equal(numbered.body.success, false);
  });

  test("each language's RSS 2.0 feed parses, carries that language's latest news first, and each page's head links it", async () => {
    const created = await stack.call('POST', '/api/v1/blog', {
      body: newsBody(photo, {
        publishedTime: '2099-01-01T00:00:00.000Z',
        titleUz: 'Tasma yangiligi',
        titleEn: 'Feed news',
        titleRu: 'Новость ленты',
        textRu: '<p>Текст <b>ленты</b></p>',
      }),
    });
    assert.equal(created.status, 200, created.text);
    const id = created.body.content.id as string;
    const parser = new Parser();
    const titles = { uz: 'Tasma yangiligi', en: 'Feed news', ru: 'Новость ленты' };
    for (const lang of LANGS) {
      const answer = await fetch(`${stack.url}/${lang}/rss.xml`);
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-type') ?? '', /^application\/rss\+xml/);
      const feed = await parser.parseString(await answer.text());
      assert.equal(feed.title, SITE_NAME[lang]);
      assert.equal(feed.language, lang);
      // RSS 2.0 takes a GIF, JPEG or PNG as the channel's image, at most 144 pixels wide.
      assert.equal(feed.image?.url, `${stack.url}/icons/logo-144.png`);
      const logo = await fetch(feed.image.url);
      assert.equal(logo.headers.get('content-type'), 'image/png');
      const first = feed.items[0];
      assert.equal(first.title, titles[lang]);
      assert.equal(first.link, `${stack.url}/${lang}/news/${id}`);
      assert.equal(new Date(first.isoDate!).toISOString(), '2099-01-01T00:00:00.000Z');
      assert.equal(first.enclosure?.type, 'image/jpeg');
      assert.equal(first.enclosure?.url, `${stack.url}/api/attachment/og/${encodeURIComponent(photo)}`);
      if (lang === 'ru') assert.equal(first.contentSnippet, 'Текст ленты');
      assert.ok(feed.items.length <= 20);

      const page = await stack.call('GET', `/${lang}/news`, { token: null });
      assert.match(
        page.text,
        new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${stack.url}/${lang}/rss\\.xml">`),
      );
    }
  });

  test('a feed served while Strapi is away is not kept as current: the news saved before the outage is in it once Strapi is back', async () => {
    const feed = async () => {
      const answer = await fetch(`${stack.url}/en/rss.xml`);
      return { status: answer.status, cache: answer.headers.get('x-cache'), text: await answer.text() };
    };
    assert.equal((await feed()).status, 200);
    const title = `Saved before the outage ${Date.now()}`;
    const created = await stack.call('POST', '/api/v1/blog', {
      body: newsBody(photo, { publishedTime: '2099-06-01T00:00:00.000Z', titleEn: title }),
    });
    assert.equal(created.status, 200, created.text);
    await stack.disconnectCms();
    try {
      const during = await feed();
      assert.equal(during.status, 200);
      assert.equal(during.cache, 'STALE');
      assert.ok(!during.text.includes(title));
    } finally {
      await stack.reconnectCms();
    }
    const back = await feed();
    assert.equal(back.status, 200);
    assert.ok(back.text.includes(title), `the feed after the outage (${back.cache}) lists the news saved before it`);
    await stack.call('DELETE', `/api/v1/blog/${created.body.content.id as string}`);
  });

  test('the human site map page is rendered on the server, grouped as the menu is', async () => {
    const page = await stack.call('GET', '/en/sitemap', { token: null });
    assert.equal(page.status, 200);
    assert.match(page.text, /<h1[^>]*>Site map<\/h1>/);
    const menu = (await stack.call('GET', '/api/public/menu?lang=en', { token: null })).body.content as {
      groupName: string;
      url: string;
      name: string;
    }[];
    for (const item of menu.filter((entry) => entry.groupName === 'info'))
      assert.ok(page.text.includes(`href="/en/info${item.url}"`), item.url);
    for (const path of ['/en/news', '/en/structure/staff', '/en/events/photos']) assert.ok(page.text.includes(`href="${path}"`), path);
  });
});
