import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { api, hydrated } from '../helpers';

/**
 * The JavaScript budget of the visitor pages (docs/hydration.md): what a page's HTML makes the browser fetch at once
 * (the entry) and with all its islands, at gzip -9, and what the browser really fetched, which must be no more. Until
 * an island needs it, no page fetches the islands' runtime: a page whose islands are all out of view and untouched
 * fetches the entry alone. `npm run bundle-size` prints the same figures for every route.
 */
const KB = 1024;
const BUDGETS = { home: 110 * KB, text: 90 * KB };

interface Scripts {
  files: string[];
  bytes: number;
}
interface FirstLoadLib {
  firstLoad: (html: string, dist: string) => { atOnce: Scripts; all: Scripts };
  adminFiles: (dist: string, files: string[]) => string[];
}

test('the home page loads at most 110 KB of JavaScript, a text page at most 90 KB, no admin code, and the runtime only when an island needs it', async ({
  context,
  request,
}) => {
  const root = path.resolve(path.dirname(test.info().config.configFile!), '..');
  const dist = path.join(root, 'frontend', 'dist');
  const lib = (await import(pathToFileURL(path.join(root, 'scripts', 'measure', 'lib', 'first-load.mjs')).href)) as FirstLoadLib;
  const news = (await api(request, '/api/public/news?size=1')).content[0].id;
  const menu = (await api<{ groupName: string; url: string }[]>(request, '/api/public/menu?lang=uz')).find(
    (item) => item.groupName === 'info',
  )!;
  /** Each page, its budget, and whether an island of it starts by itself once in view (the home page's carousels). */
  const pages: [string, number, boolean][] = [
    ['/uz', BUDGETS.home, true],
    ['/ru', BUDGETS.home, true],
    ['/uz/news', BUDGETS.text, false],
    [`/ru/news/${news}`, BUDGETS.text, false],
    [`/uz/info${menu.url}`, BUDGETS.text, false],
  ];
  const fetched = new Set<string>();
  context.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js') && !/^\/assets\/(after-load|workbox)/.test(pathname)) fetched.add(pathname.slice(1));
  });
  const beyond = (allowed: Scripts) => [...fetched].filter((file) => !allowed.files.includes(file));
  for (const [route, budget, islandInView] of pages) {
    const html = await (await request.get(route)).text();
    const { atOnce, all } = lib.firstLoad(html, dist);
    expect(all.bytes, `${route}: ${(all.bytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
    const admin = lib.adminFiles(dist, all.files);
    expect(admin, `${route}: admin code in the first load`).toEqual([]);

    fetched.clear();
    // A page of its own: no pointer rests over its top bar from the page before (that would be a first sign of use).
    const page = await context.newPage();
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(beyond(islandInView ? all : atOnce), `${route}: scripts fetched as it loaded, untouched`).toEqual([]);
    await hydrated(page);
    expect(beyond(all), `${route}: scripts fetched with all its islands hydrated`).toEqual([]);
    await page.close();
  }
});
