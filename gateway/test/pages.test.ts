import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { newsBody } from './bodies.js';
import { dataOf, rawGet, startGateway, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';
import { LOCALES as LANGS } from '@lyceum/contract';

type Lang = (typeof LANGS)[number];
const SITE_NAME: Record<Lang, string> = {
  uz: 'Agrar universitet qoshidagi akademik litsey',
  en: 'Academic Lyceum of the Agrarian University',
  ru: 'Академический лицей при аграрном университете',
};
/** Telegram's link-preview bot: plain HTTP, no JavaScript. */
const TELEGRAM = { 'User-Agent': 'TelegramBot (like TwitterBot)' };

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A page's <head> as a preview bot reads it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head);
    return found ? decode(found[1]) : undefined;
  };
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('description'),
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], decode(m[2])]),
    ),
    meta,
    localeAlternates: [...head.matchAll(/<meta property="og:locale:alternate" content="([^"]+)">/g)].map((m) => m[1]),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, any>,
    ),
  };
}

describe('visitor pages rendered on the server, as link previews and search engines read them', () => {
  let stack: Stack;
  let routes: { path: string; expect: (lang: Lang) => Promise<{ title?: string; text: string[]; type: string; status?: number }> }[];
  let menuPage: { groupName: string; url: string };
  /** The id of the file's own news item, the newest of all. */
  let ownNews: string;

  before(async () => {
    stack = await startStack();
    const read = async (route: string) => (await stack.call('GET', route, { token: null })).body.content;
    // Its own news item, a day newer than any other file's, with text enough for a description.
    const newest = (await read('/api/public/news?size=1')).content[0];
    const created = await stack.call('POST', '/api/v1/blog', {
      body: newsBody(await uploadImage(stack), {
        publishedTime: new Date(Date.parse(newest.publishedTime) + 86_400_000).toISOString(),
        titleUz: 'Sahifalar sinovi',
        titleEn: 'Pages under test',
        titleRu: 'Страницы под проверкой',
        textUz: "<p>Litsey o'quvchilari viloyat fan olimpiadasida g'olib bo'ldi.</p>",
        textEn: '<p>Lyceum students won the regional science olympiad this spring.</p>',
        textRu: '<p>Учащиеся лицея победили в областной олимпиаде по естественным наукам.</p>',
      }),
    });
    assert.equal(created.status, 200, created.text);
    ownNews = created.body.content.id;
    const news = { id: ownNews };
    menuPage = ((await read('/api/public/menu?lang=uz')) as { groupName: string; url: string }[]).find(
      (item) => item.groupName === 'info',
    )!;
    // Names, positions and video captions as each language's page shows them (translated where the seed translates them).
    const leader = async (lang: Lang) => (await read(`/api/public/staff?type=LEADER&lang=${lang}`))[0];
    const staff = async (lang: Lang) => (await read(`/api/public/staff?type=STAFF&lang=${lang}`))[0];
    const photo = (await read('/api/public/media?type=PHOTO_GALLERY&size=16')).content[0];
    const video = async (lang: Lang) => (await read(`/api/public/media?type=VIDEO_GALLERY&size=16&lang=${lang}`)).content[0];
    const service = (await read('/api/public/base?type=INTERACTIVE'))[0];
    const plain = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
    routes = [
      {
        path: '',
        expect: async (lang) => {
          const latest = (await read(`/api/public/news?lang=${lang}&size=4`)).content[0];
          const direction = dataOf((await read('/api/public/base?type=DIRECTION'))[0])[lang];
          return { text: [latest.title, direction], type: 'EducationalOrganization' };
        },
      },
      {
        path: `/news/${news.id}`,
        expect: async (lang) => {
          const item = await read(`/api/public/news/${news.id}?lang=${lang}`);
          return { title: item.title, text: [item.title, plain(item.text)], type: 'NewsArticle' };
        },
      },
      {
        path: `/${menuPage.groupName}${menuPage.url}`,
        expect: async (lang) => {
          const page = await read(`/api/public/page?groupName=${menuPage.groupName}&url=${menuPage.url}&lang=${lang}`);
          return { title: page.title || page.name, text: [page.title || page.name, plain(page.text)], type: 'BreadcrumbList' };
        },
      },
      {
        path: '/news',
        expect: async (lang) => ({
          text: [(await read(`/api/public/news?lang=${lang}&size=12`)).content[0].title],
          type: 'BreadcrumbList',
        }),
      },
      { path: '/interactive', expect: async (lang) => ({ text: [dataOf(service)[lang]], type: 'BreadcrumbList' }) },
      { path: '/events', expect: async () => ({ text: ['/events/photos', '/events/videos'], type: 'BreadcrumbList' }) },
      { path: '/events/photos', expect: async () => ({ text: [photo.definition], type: 'BreadcrumbList' }) },
      { path: '/events/videos', expect: async (lang) => ({ text: [(await video(lang)).definition], type: 'BreadcrumbList' }) },
      {
        path: '/structure/leadership',
        expect: async (lang) => {
          const person = await leader(lang);
          return { text: [person.fullName, person.position, person.admission], type: 'BreadcrumbList' };
        },
      },
      {
        path: '/structure/staff',
        expect: async (lang) => {
          const person = await staff(lang);
          return { text: [person.fullName, person.position], type: 'BreadcrumbList' };
        },
      },
    ];
  });
  after(() => stack?.close());

  test('every visitor route in uz, en and ru: head, link preview, structured data, content and menu links in the HTML', async () => {
    const previews = new Set<string>();
    for (const lang of LANGS) {
      const menu = (await stack.call('GET', `/api/public/menu?lang=${lang}`, { token: null })).body.content as {
        groupName: string;
        url: string;
      }[];
      for (const route of routes) {
        const path = `/${lang}${route.path}`;
        const answer = await fetch(`${stack.url}${path}`, { headers: TELEGRAM });
        const html = await answer.text();
        assert.equal(answer.status, 200, path);
        const head = headOf(html);
        const expected = await route.expect(lang);
        assert.equal(head.lang, lang, path);
        assert.ok(head.title.endsWith(SITE_NAME[lang]), `${path}: ${head.title}`);
        if (expected.title) assert.equal(head.title, `${expected.title} — ${SITE_NAME[lang]}`, path);
        assert.ok(head.description && head.description.length > 20 && head.description.length <= 161, `${path}: ${head.description}`);
        assert.doesNotMatch(head.description, /<|>/, `${path}: the description has no tags`);
        assert.equal(head.canonical, `${stack.url}${path}`, path);
        assert.deepEqual(head.alternates, {
          uz: `${stack.url}/uz${route.path}`,
          en: `${stack.url}/en${route.path}`,
          ru: `${stack.url}/ru${route.path}`,
          'x-default': `${stack.url}/uz${route.path}`,
        });
        assert.equal(
          head.meta('og:type'),
          expected.type === 'BreadcrumbList' && !expected.title
            ? 'website'
            : expected.type === 'EducationalOrganization'
              ? 'website'
              : 'article',
          path,
        );
        assert.equal(head.meta('og:title'), expected.title ?? head.title.replace(/ — .*$/, ''), path);
        assert.equal(head.meta('og:description'), head.description);
        assert.equal(head.meta('og:url'), head.canonical);
        assert.equal(head.meta('og:site_name'), SITE_NAME[lang]);
        assert.equal(head.meta('og:locale'), { uz: 'uz_UZ', en: 'en_US', ru: 'ru_RU' }[lang]);
        assert.equal(head.localeAlternates.length, 2);
        assert.equal(head.meta('twitter:card'), 'summary_large_image');
        assert.equal(head.meta('twitter:title'), head.meta('og:title'), path);
        assert.equal(head.meta('twitter:description'), head.description, path);
        assert.equal(head.meta('twitter:image'), head.meta('og:image'), path);
        assert.equal(head.meta('twitter:image:alt'), head.meta('og:image:alt'), path);
        assert.equal(head.meta('og:image:width'), '1200');
        assert.equal(head.meta('og:image:height'), '630');
        assert.ok(head.meta('og:image:alt'), path);
        const image = head.meta('og:image')!;
        assert.ok(image.startsWith(`${stack.url}/`), `${path}: ${image}`);
        if (route.path.startsWith('/news/')) assert.ok(head.meta('article:published_time'), path);
        const types = head.jsonLd.map((item) => item['@type']);
        assert.ok(types.includes(expected.type), `${path}: ${types}`);
        if (route.path) {
          const crumbs = head.jsonLd.find((item) => item['@type'] === 'BreadcrumbList')!;
          assert.equal(crumbs.itemListElement[0].item, `${stack.url}/${lang}`);
          assert.equal(crumbs.itemListElement.at(-1).item, head.canonical);
        }
        for (const text of expected.text) assert.ok(decode(html).includes(text), `${path}: "${text}" is in the HTML`);
        for (const item of menu) assert.ok(html.includes(`href="/${lang}/${item.groupName}${item.url}"`), `${path}: menu link ${item.url}`);
        for (const other of LANGS) assert.ok(html.includes(`href="/${other}${route.path}"`), `${path}: language link to ${other}`);
        previews.add(image);
      }
    }
    // Every preview image a page names is a JPEG Telegram shows: 1200×630.
    for (const image of previews) {
      const answer = await fetch(image);
      assert.equal(answer.status, 200, image);
      assert.equal(answer.headers.get('content-type'), 'image/jpeg', image);
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1200, 630], image);
    }
  });

  test('a news item and a menu page name their own photo as the preview; the home page its first carousel slide', async () => {
    const news = (await stack.call('GET', `/api/public/news/${ownNews}?lang=ru`, { token: null })).body.content;
    const head = headOf((await stack.call('GET', `/ru/news/${news.id}`, { token: null })).text);
    assert.equal(head.meta('og:image'), `${stack.url}/api/attachment/og/${encodeURIComponent(news.photo)}`);
    assert.equal(head.meta('og:image:alt'), news.title);
    assert.equal(head.meta('article:published_time'), news.publishedTime);
    const article = head.jsonLd.find((item) => item['@type'] === 'NewsArticle')!;
    assert.equal(article.headline, news.title);
    assert.equal(article.datePublished, news.publishedTime);
    // Google's rules for a NewsArticle: an author, and the publisher's logo as an ImageObject of a PNG that is served.
    assert.equal(article.author['@type'], 'EducationalOrganization');
    assert.equal(article.author.name, SITE_NAME.ru);
    assert.deepEqual(article.publisher.logo, { '@type': 'ImageObject', url: `${stack.url}/icons/icon-512.png`, width: 512, height: 512 });
    const logo = await fetch(article.publisher.logo.url);
    assert.equal(logo.headers.get('content-type'), 'image/png');
    assert.deepEqual(
      await sharp(Buffer.from(await logo.arrayBuffer()))
        .metadata()
        .then(({ format, width, height }) => [format, width, height]),
      ['png', 512, 512],
    );
    const slide = dataOf((await stack.call('GET', '/api/public/base?type=CAROUSEL', { token: null })).body.content[0]);
    assert.equal(
      headOf((await stack.call('GET', '/en', { token: null })).text).meta('og:image'),
      `${stack.url}/api/attachment/og/${encodeURIComponent(slide.photo)}`,
    );
    const contact = dataOf((await stack.call('GET', '/api/public/base?type=CONTACT', { token: null })).body.content);
    const organization = headOf((await stack.call('GET', '/uz', { token: null })).text).jsonLd.find(
      (item) => item['@type'] === 'EducationalOrganization',
    )!;
    assert.equal(organization.telephone, contact.phone);
    assert.equal(organization.email, contact.email);
    assert.ok(organization.sameAs.includes(contact.tg) && organization.sameAs.includes(contact.ig));
    assert.equal(organization.logo.url, `${stack.url}/icons/icon-512.png`);
  });

  test('an unknown news item or menu page is a 404 page that says so', async () => {
    for (const [path, text] of [
      ['/en/news/doesnotexist1', 'Page not found'],
      ['/ru/info/no-such-page', 'Страница не найдена'],
    ] as const) {
      const answer = await stack.call('GET', path, { token: null });
      assert.equal(answer.status, 404, path);
      assert.match(answer.text, new RegExp(`<h1 id="page-title">${text}</h1>`), path);
      assert.match(answer.headers.get('content-type') ?? '', /text\/html/);
    }
  });

  test('PUBLIC_URL makes the absolute URLs, whatever host the request named', async () => {
    const gateway = await startGateway({ CMS_URL: stack.cmsUrl, PUBLIC_URL: 'https://lyceum.example/' });
    try {
      const head = headOf(await (await fetch(`${gateway.url}/ru/news`)).text());
      assert.equal(head.canonical, 'https://lyceum.example/ru/news');
      assert.equal(head.alternates.uz, 'https://lyceum.example/uz/news');
      assert.equal(head.meta('og:url'), 'https://lyceum.example/ru/news');
      assert.ok(head.meta('og:image')!.startsWith('https://lyceum.example/'));
    } finally {
      await gateway.close();
    }
  });

  test('a page the server fails to render is sent for the browser to render, not as an error', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-renderer-'));
    const broken = path.join(dir, 'entry-server.js');
    await fs.writeFile(broken, "export const HEAD_SCRIPT = ''; export async function render() { throw new Error('a rendering bug'); }");
    const gateway = await startGateway({ CMS_URL: stack.cmsUrl, FRONTEND_SSR: broken });
    try {
      const answer = await fetch(`${gateway.url}/uz/news`);
      assert.equal(answer.status, 200);
      const html = await answer.text();
      assert.match(html, /<div id="root"><\/div>/);
      assert.match(html, /<script type="module"[^>]* src="\/assets\/index-[^"]+\.js">/);
      assert.doesNotMatch(html, /ssr-data/);
    } finally {
      await gateway.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  test('a new server build is loaded within a second of being written, and its pages replace the old ones', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-renderer-'));
    const file = path.join(dir, 'entry-server.js');
    const build = (text: string) =>
      `export const HEAD_SCRIPT = ${JSON.stringify(text)}; export async function render() { return { status: 200, html: ${JSON.stringify(`<p>${text}</p>`)} }; }`;
    await fs.writeFile(file, build('first build'));
    const gateway = await startGateway({ CMS_URL: stack.cmsUrl, FRONTEND_SSR: file });
    try {
      const first = await fetch(`${gateway.url}/uz/news`);
      assert.equal(await first.text(), '<p>first build</p>');
      assert.equal((await fetch(`${gateway.url}/uz/news`)).headers.get('x-cache'), 'HIT');
      await fs.writeFile(file, build('second build'));
      await fs.utimes(file, new Date(), new Date(Date.now() + 5000));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const second = await fetch(`${gateway.url}/uz/news`);
      assert.equal(await second.text(), '<p>second build</p>');
      const hash = crypto.createHash('sha256').update('second build').digest('base64');
      assert.match(
        (await fetch(`${gateway.url}/uz/news`)).headers.get('content-security-policy') ?? '',
        new RegExp(`'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
      );
    } finally {
      await gateway.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  test('rendered pages are cached: ETag and 304, brotli and gzip, only ?page= in the key', async () => {
    const path = '/uz/structure/staff';
    await stack.call('GET', path, { token: null });
    const hit = await stack.call('GET', `${path}?utm_source=telegram`, { token: null });
    assert.equal(hit.headers.get('x-cache'), 'HIT');
    const etag = hit.headers.get('etag')!;
    assert.ok(etag);
    const unchanged = await fetch(`${stack.url}${path}`, { headers: { 'If-None-Match': etag } });
    assert.equal(unchanged.status, 304);
    assert.equal(await unchanged.text(), '');
    const identity = await rawGet(`${stack.url}${path}`, 'identity');
    for (const [encoding, unpack] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const packed = await rawGet(`${stack.url}${path}`, encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
      assert.equal(packed.headers['content-encoding'], encoding);
      assert.equal(packed.headers.vary, 'Accept-Encoding');
      assert.ok(packed.body.length < identity.body.length / 3, `${encoding}: ${packed.body.length} of ${identity.body.length}`);
      assert.deepEqual(unpack(packed.body), identity.body);
    }
  });

  test("a news edit shows at once on that item's page and the lists, while the menu pages stay cached", async () => {
    const news = { id: ownNews };
    const pages = [`/uz/news/${news.id}`, '/uz/news', '/uz', `/uz/${menuPage.groupName}${menuPage.url}`, '/uz/structure/leadership'];
    for (const path of pages) await stack.call('GET', path, { token: null });
    for (const path of pages) assert.equal((await stack.call('GET', path, { token: null })).headers.get('x-cache'), 'HIT', path);

    const admin = (await stack.call('GET', `/api/v1/blog/${news.id}`)).body.content;
    const title = `Yangi sarlavha ${Date.now()}`;
    const saved = await stack.call('PUT', '/api/v1/blog', { body: { ...admin, titleUz: title } });
    assert.equal(saved.status, 200, saved.text);

    const item = await stack.call('GET', pages[0], { token: null });
    assert.equal(item.headers.get('x-cache'), 'MISS');
    assert.equal(headOf(item.text).title, `${title} — ${SITE_NAME.uz}`);
    assert.match(item.text, new RegExp(`<h1[^>]*>${title}</h1>`));
    for (const path of ['/uz/news', '/uz']) {
      const list = await stack.call('GET', path, { token: null });
      assert.equal(list.headers.get('x-cache'), 'MISS', path);
      assert.ok(list.text.includes(title), `${path} lists the new title`);
    }
    // The generic page's sidebar lists the latest news; the leadership page reads no news.
    assert.equal((await stack.call('GET', '/uz/structure/leadership', { token: null })).headers.get('x-cache'), 'HIT');
  });

  test('while Strapi is down, cached pages are still served; an uncached one says it could not load', async () => {
    const path = `/ru/${menuPage.groupName}${menuPage.url}`;
    const before = await stack.call('GET', path, { token: null });
    assert.equal(before.status, 200);
    await stack.disconnectCms();
    try {
      const during = await stack.call('GET', path, { token: null });
      assert.equal(during.status, 200);
      assert.ok(['HIT', 'STALE'].includes(during.headers.get('x-cache')!), during.headers.get('x-cache')!);
      assert.equal(during.text, before.text);
      // Its read (the photos' fifth page) was never cached either: the page is rendered with the failure in it.
      const uncached = await stack.call('GET', '/en/events/photos?page=5', { token: null });
      assert.equal(uncached.status, 503);
      assert.match(uncached.text, /Could not load the content/);
    } finally {
      await stack.reconnectCms();
    }
  });
});
