import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { rawGet, startStack, type Stack } from './harness.js';

describe('gateway surface: health, site, headers, panel, outage', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  test('healthz and readyz answer 200 while Strapi runs', async () => {
    assert.equal((await stack.call('GET', '/healthz', { token: null })).status, 200);
    const ready = await stack.call('GET', '/readyz', { token: null });
    assert.equal(ready.status, 200);
    assert.equal(ready.body.success, true);
  });

  test('visitor paths get their server-rendered page, admin paths the bare front end; / and unknown paths go to /uz; robots.txt; unknown API paths are JSON 404s', async () => {
    for (const path of ['/', '/xx', '/xx/news', '/uz/unknown/a/b', '/uz/nogroup/page']) {
      const answer = await fetch(`${stack.url}${path}`, { redirect: 'manual' });
      assert.equal(answer.status, 302, path);
      assert.equal(new URL(answer.headers.get('location')!, stack.url).pathname, '/uz', path);
    }
    for (const path of ['/uz', '/ru/news', '/en/info/history']) {
      const page = await stack.call('GET', path, { token: null });
      assert.equal(page.status, 200, path);
      assert.match(page.headers.get('content-type') ?? '', /text\/html/);
      assert.match(page.text, /<script type="application\/json" id="ssr-data">/, path);
    }
    for (const path of ['/protected', '/protected/news/create']) {
      const page = await stack.call('GET', path, { token: null });
      assert.equal(page.status, 200, path);
      assert.match(page.text, /<div id="root"><\/div>/, path);
      assert.doesNotMatch(page.text, /ssr-data/, path);
      assert.equal(page.headers.get('x-cache'), null, `${path} is never cached`);
    }
    const robots = await stack.call('GET', '/robots.txt', { token: null });
    assert.equal(robots.status, 200);
    assert.match(robots.headers.get('content-type') ?? '', /text\/plain/);
    assert.match(robots.text, /^User-agent: \*/m);
    assert.match(robots.text, /Disallow: \/protected/);
    assert.match(robots.text, /^Allow: \/api\/attachment\/$/m, 'link previews and image search may fetch the photos');
    for (const path of ['/api/nothing', '/api/public/unknown', '/api/v1/unknown', '/api']) {
      const answer = await stack.call('GET', path, { token: null });
      assert.equal(answer.status, 404, path);
      assert.equal(answer.body.success, false);
    }
  });

  test('hashed assets: pre-compressed copies sent as asked, cached for a year; pages are revalidated', async () => {
    const home = await stack.call('GET', '/protected', { token: null });
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)">/.exec(home.text)![1];
    const route = `${stack.url}${script}`;
    const plain = await rawGet(route, 'identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(plain.headers['content-type'] ?? '', /javascript/);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const answer = await rawGet(route, `${encoding === 'br' ? 'gzip, deflate, br' : 'gzip'}`);
      assert.equal(answer.headers['content-encoding'], encoding);
      assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(answer.headers['content-type'] ?? '', /javascript/);
      assert.ok(answer.body.length < plain.body.length);
      assert.deepEqual(decode(answer.body), plain.body);
    }
    for (const path of ['/uz', '/protected']) {
      assert.equal((await stack.call('GET', path, { token: null })).headers.get('cache-control'), 'no-cache', path);
    }
  });

  test('the home page preloads its first carousel photo, described as its <img> describes it; the news list does not', async () => {
    const slides = (await stack.call('GET', '/api/public/base?type=CAROUSEL', { token: null })).body.content;
    const photo = JSON.parse(slides[0].data).photo as string;
    const url = `/api/attachment/${encodeURIComponent(photo)}`;
    const srcset = `${url}?w=500 500w, ${url}?w=750 750w, ${url}?w=1000 1000w, ${url} 1920w`;
    for (const path of ['/uz', '/ru/', '/en']) {
      const page = await stack.call('GET', path, { token: null });
      const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="100vw" fetchpriority="high">/.exec(
        page.text,
      );
      assert.ok(preload, path);
      assert.equal(preload[1], url);
      assert.equal(preload[2], srcset);
      assert.ok(page.text.includes(`srcSet="${srcset}"`) || page.text.includes(`srcset="${srcset}"`), `${path}: the <img> asks the same`);
      assert.equal((await fetch(`${stack.url}${url}?w=500`)).status, 200);
    }
    for (const path of ['/uz/news', '/protected']) {
      const head = (await stack.call('GET', path, { token: null })).text.split('</head>')[0];
      assert.doesNotMatch(head, /rel="preload" as="image"[^>]*fetchpriority="high"/, path);
    }
  });

  test('visitor pages carry the styles they use in their head and request no stylesheet; the admin page gets its styles from its script', async () => {
    const headOf = async (path: string) => {
      const html = (await stack.call('GET', path, { token: null })).text;
      assert.doesNotMatch(html, /rel="stylesheet"/, path);
      return html.slice(0, html.indexOf('</head>'));
    };
    const news = await headOf('/ru/news?page=2');
    const home = await headOf('/ru');
    assert.match(news, /<style>[^<]*body\{/, 'the global styles are in the page');
    assert.match(home, /<style>[^<]*\.slick-slider\{/, "react-slick's layout rules are in a page with carousels");
    assert.doesNotMatch(news, /\.slick-slider\{/, "and in no other page's");
    // The low-vision schemes' rules are a stylesheet that only a page shown in one of them links (frontend/src/lib/vision.ts).
    for (const head of [news, home]) assert.doesNotMatch(head, /html\[data-vision/);
    // Plain CSS: none of styled-components' bookkeeping, which the browser's islands do not read (frontend/src/ssr/pageStyles.ts).
    for (const head of [news, home]) assert.doesNotMatch(head, /data-styled|\/\*!sc\*\//);
    // And every rule the page's elements use is there: each class styled-components gave an element has its rule.
    const page = (await stack.call('GET', '/ru', { token: null })).text;
    const classes = new Set([...page.matchAll(/class="sc-[\w-]+ ([\w-]+)"/g)].map(([, name]) => name));
    assert.ok(classes.size > 20, `${classes.size} styled elements`);
    for (const name of classes) assert.ok(home.includes(`.${name}{`) || home.includes(`.${name}:`) || home.includes(`.${name} `), name);
    const admin = (await stack.call('GET', '/protected/news', { token: null })).text;
    assert.doesNotMatch(admin, /rel="stylesheet"|data-styled/);
  });

  test('the database has indexes for what the contract filters and sorts on', async () => {
    for (const [table, index] of [
      ['news_items', 'news_items_locale_published_time'],
      ['menu_items', 'menu_items_group_url'],
      ['media_items', 'media_items_type_created_at'],
      ['people', 'people_type_number'],
    ]) {
      assert.ok((await stack.indexesOf(table)).includes(index), `${table}: ${index}`);
    }
  });

  test('security headers: CSP allowing only the video and map embeds, no X-Powered-By', async () => {
    for (const path of ['/uz', '/api/public/news']) {
      const answer = await stack.call('GET', path, { token: null });
      const csp = answer.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /script-src 'self'/);
      assert.match(csp, /frame-src [^;]*https:\/\/www\.youtube\.com/);
      assert.doesNotMatch(csp, /frame-src [^;]*\*/);
      assert.equal(answer.headers.get('x-powered-by'), null);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(answer.headers.get('x-frame-options'));
    }
  });

  test('subresources (hashed scripts, photos, app icons) carry only nosniff and the resource policy; SVG files and pages keep every header', async () => {
    const html = (await stack.call('GET', '/uz', { token: null })).text;
    const script = /<html [^>]*data-entry="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const photo = /<img src="(\/api\/attachment\/[^"]+)"/.exec(html)![1];
    for (const path of [script, photo, '/icons/icon-192.png']) {
      const answer = await fetch(`${stack.url}${path}`);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(answer.headers.get('cross-origin-resource-policy'), 'same-origin', path);
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'])
        assert.equal(answer.headers.get(name), null, `${path}: ${name}`);
    }
    for (const path of ['/logo.svg', '/uz'])
      assert.match((await fetch(`${stack.url}${path}`)).headers.get('content-security-policy') ?? '', /default-src 'self'/, path);
  });

  test("public reads ignore a visitor's Authorization header and client-supplied Strapi parameters", async () => {
    const withBadHeader = await stack.call('GET', '/api/public/news?lang=en&size=3', { token: 'garbage' });
    assert.equal(withBadHeader.status, 200);
    const plain = await stack.call('GET', '/api/public/news?lang=en&size=3', { token: null });
    const sneaky = await stack.call('GET', '/api/public/news?lang=en&size=3&filters[title][$eq]=nothing&populate=*&fields[0]=id&where=1', {
      token: null,
    });
    assert.equal(sneaky.status, 200);
    assert.deepEqual(sneaky.body, plain.body);
    const menu = await stack.call('GET', '/api/public/menu?lang=en&filters[active][$eq]=false', { token: null });
    assert.deepEqual(menu.body, (await stack.call('GET', '/api/public/menu?lang=en', { token: null })).body);
  });

  test("Strapi's panel is reachable through the gateway", async () => {
    const panel = await fetch(`${stack.url}/admin`);
    assert.equal(panel.status, 200);
    assert.match(await panel.text(), /Strapi Admin|id="strapi"/);
    const init = await fetch(`${stack.url}/admin/init`);
    assert.equal(init.status, 200);
    assert.equal(
      ((await init.json()) as { data: { hasAdmin: boolean } }).data.hasAdmin,
      true,
      'the superuser exists: nobody can claim the panel by registering first',
    );
  });

  test('with Strapi stopped: clear JSON 503s (for reads never cached), readyz 503, healthz still 200', async () => {
    await stack.disconnectCms();
    for (const [method, path] of [
      ['GET', '/api/public/news?page=3&size=17'],
      ['GET', '/api/public/base?type=INTERACTIVE'],
      ['GET', '/api/v1/blog'],
      ['POST', '/api/auth'],
      ['GET', '/api/auth'],
      ['GET', '/api/attachment/x.png'],
      ['GET', '/admin'],
    ]) {
      const answer = await stack.call(method, path, { body: method === 'POST' ? { username: 'a', password: 'b' } : undefined });
      assert.equal(answer.status, 503, `${method} ${path}`);
      assert.equal(answer.body.success, false);
      assert.match(answer.body.message, /unavailable/);
      // Whatever caching the API's answer meant to have (a photo's year), no cache keeps the outage (the panel's
      // proxy sets none, and a 503 is not kept without one).
      if (path.startsWith('/api/')) assert.equal(answer.headers.get('cache-control'), 'no-store', `${method} ${path}`);
    }
    assert.equal((await stack.call('GET', '/readyz', { token: null })).status, 503);
    assert.equal((await stack.call('GET', '/healthz', { token: null })).status, 200);
  });
});
