import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../test';
import { api, hydrated } from '../helpers';

/**
 * The first-load JavaScript budget of the visitor pages (docs/hydration.md): what a page's HTML makes the browser fetch
 * (the entry and the preloads of its islands), at gzip -9, and what the browser really fetched while the page loaded
 * and hydrated, which must be no more. `npm run bundle-size` prints the same figures for every route.
 */
const KB = 1024;
const BUDGETS = { home: 110 * KB, text: 90 * KB };

interface FirstLoad {
  files: string[];
  bytes: number;
}
interface FirstLoadLib {
  firstLoad: (html: string, dist: string) => FirstLoad;
  chunkSources: (dist: string) => Map<string, string>;
}

test('the home page loads at most 110 KB of JavaScript, a text page at most 90 KB, and no admin code', async ({ page, request }) => {
  const root = path.resolve(path.dirname(test.info().config.configFile!), '..');
  const dist = path.join(root, 'frontend', 'dist');
  const lib = (await import(pathToFileURL(path.join(root, 'scripts', 'measure', 'lib', 'first-load.mjs')).href)) as FirstLoadLib;
  const sources = lib.chunkSources(dist);
  const news = (await api(request, '/api/public/news?size=1')).content[0].id;
  const menu = (await api<{ groupName: string; url: string }[]>(request, '/api/public/menu?lang=uz')).find(
    (item) => item.groupName === 'info',
  )!;
  const pages: [string, number][] = [
    ['/uz', BUDGETS.home],
    ['/ru', BUDGETS.home],
    ['/uz/news', BUDGETS.text],
    [`/ru/news/${news}`, BUDGETS.text],
    [`/uz/info${menu.url}`, BUDGETS.text],
  ];
  for (const [route, budget] of pages) {
    const html = await (await request.get(route)).text();
    const planned = lib.firstLoad(html, dist);
    expect(planned.bytes, `${route}: ${(planned.bytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
    const admin = planned.files.filter((file) => /^src\/admin\/|tinymce/i.test(sources.get(file) ?? ''));
    expect(admin, `${route}: admin code in the first load`).toEqual([]);

    const fetched = new Set<string>();
    const collect = (response: { url: () => string }) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) fetched.add(pathname.slice(1));
    };
    page.on('response', collect);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const unplanned = [...fetched].filter((file) => !planned.files.includes(file) && !/^assets\/(offline|workbox)/.test(file));
    expect(unplanned, `${route}: scripts fetched on first load that its HTML does not preload`).toEqual([]);
    await hydrated(page);
  }
});
