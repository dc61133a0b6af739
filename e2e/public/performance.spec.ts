import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { homeLoaded, hydrated, publicRequests, visit } from '../helpers';

/** The layout shifts of the page so far that the user did not cause (the CLS sum, without session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

for (const width of [375, 1280]) {
  test(`the home page does not shift as its content arrives (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/uz');
    await homeLoaded(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
}

test('the home page preloads the first carousel photo exactly as its <img> asks for it, in responsive widths', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/api/attachment/')) images.push(request.url());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/uz');
  await homeLoaded(page);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  const first = page.getByTestId('home-carousel').locator('.slick-slide:not(.slick-cloned) img').first();
  await expect(first).toHaveAttribute('srcset', (await preload.getAttribute('imagesrcset'))!);
  await expect(first).toHaveAttribute('sizes', (await preload.getAttribute('imagesizes'))!);
  // A narrow screen gets a narrow copy, fetched once.
  const current = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toMatch(/\?w=(500|750|1000)$/);
  expect(images.filter((url) => url === current)).toHaveLength(1);
});

test("a news item preloads its photo exactly as the article's <img> asks for it", async ({ page, request }) => {
  const news = (await (await request.get('/api/public/news?size=1')).json()).content.content[0];
  expect(news.photo).toBeTruthy();
  await page.goto(`/uz/news/${news.id}`);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  const photo = page.locator('article img').first();
  await expect(photo).toHaveAttribute('srcset', (await preload.getAttribute('imagesrcset'))!);
  await expect(photo).toHaveAttribute('sizes', (await preload.getAttribute('imagesizes'))!);
});

test("the photo gallery preloads its first thumbnail, the grid's first image, fetched once", async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await page.goto('/uz/events/photos');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const href = (await preload.getAttribute('href'))!;
  await expect(page.getByTestId('photo-gallery').locator('img').first()).toHaveAttribute('src', href);
  await page.waitForLoadState('load');
  expect(images.filter((path) => path === href)).toHaveLength(1);
});

test('images below the fold load lazily and every content image has its dimensions', async ({ page }) => {
  await page.goto('/uz');
  await homeLoaded(page);
  for (const testId of ['partners-carousel']) {
    const images = page.getByTestId(testId).locator('img');
    expect(await images.count()).toBeGreaterThan(0);
    for (const img of await images.all()) await expect(img).toHaveAttribute('loading', 'lazy');
  }
  const undimensioned = await page
    .locator('main img')
    .evaluateAll((images) => images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML));
  expect(undimensioned).toEqual([]);
});

/** The requests to the site itself from now on (paths), and whether each was made before the page's first paint. */
function ownRequests(page: Page, origin: string) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) paths.push(url.pathname + url.search);
  });
  return paths;
}

test("the entry script is fetched after the page's first paint, the largest photo with it: no script competes with either", async ({
  page,
  request,
}) => {
  const news = (await (await request.get('/api/public/news?size=1')).json()).content.content[0].id;
  for (const path of ['/uz', `/ru/news/${news}`, '/en/calendar']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await expect(page.locator('html')).toHaveAttribute('data-entry', /^\/assets\/index-[\w-]+\.js$/);
    const timing = await page.evaluate(async () => {
      const entry = document.documentElement.dataset.entry!;
      const started = () => performance.getEntriesByType('resource').find((resource) => new URL(resource.name).pathname === entry);
      while (!started()) await new Promise((resolve) => setTimeout(resolve, 50));
      return { script: started()!.startTime, paint: performance.getEntriesByName('first-paint')[0]?.startTime };
    });
    expect(timing.paint, path).toBeGreaterThan(0);
    expect(timing.script, path).toBeGreaterThanOrEqual(timing.paint);
  }
});

test("the home page opens with at most 14 requests to the site itself; the partner logos and a news item's service logos come when scrolled near", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await page.setViewportSize({ width: 375, height: 800 });
  let paths = ownRequests(page, origin);
  await page.goto('/uz');
  await page.waitForLoadState('networkidle');
  expect(paths.length, paths.join('\n')).toBeLessThanOrEqual(14);
  const logos = page.getByTestId('partners-carousel').locator('img');
  expect(await logos.count()).toBe(0);
  expect(
    paths.filter((path) => path.includes('/api/attachment/resize/')),
    'a logo with the page',
  ).toEqual([]);
  await page.getByTestId('partners-carousel').scrollIntoViewIfNeeded();
  const shown = page.getByTestId('partners-carousel').locator('.slick-active img').first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  page.removeAllListeners('request');

  const news = (await (await request.get('/api/public/news?size=1')).json()).content.content[0].id;
  paths = ownRequests(page, origin);
  await page.goto(`/uz/news/${news}`);
  await page.waitForLoadState('networkidle');
  expect(
    paths.filter((path) => path.includes('/api/attachment/resize/')),
    'a service logo with the page',
  ).toEqual([]);
  const services = page
    .locator('aside')
    .getByRole('link')
    .filter({ has: page.locator('[data-late]') });
  expect(await services.count()).toBeGreaterThan(0);
  await services.last().scrollIntoViewIfNeeded();
  await expect(services.last().locator('img')).toBeVisible();
});

/** The pages whose first load is checked, each a test of its own (a page's hydration on a busy machine takes a while). */
const FIRST_LOADS: readonly (readonly [string, (request: APIRequestContext) => Promise<string>])[] = [
  ['the home page', async () => '/uz'],
  ['a news item', async (request) => `/ru/news/${(await (await request.get('/api/public/news?size=1')).json()).content.content[0].id}`],
  [
    'a menu page',
    async (request) =>
      `/en/info${(await (await request.get('/api/public/menu?lang=uz')).json()).content.find((item: { groupName: string }) => item.groupName === 'info').url}`,
  ],
  ['the leadership', async () => '/uz/structure/leadership'],
  ['the photo gallery', async () => '/ru/events/photos'],
  ["the news list's second page", async () => '/uz/news?page=2'],
];
for (const [name, pathOf] of FIRST_LOADS) {
  test(`${name}'s first load makes no API read: the answers came with its HTML`, async ({ page, request }) => {
    const path = await pathOf(request);
    const fetched = publicRequests(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(fetched, path).toEqual([]);
  });
}

test("a client-side navigation fetches the new page's reads once each", async ({ page, request }) => {
  // From the list (its reads in the page) to an item: the item's own reads, each fetched once, nothing else.
  const list = (await (await request.get('/api/public/news?lang=uz&page=0&size=12')).json()).content.content;
  const target = list[3];
  await visit(page, '/uz/news');
  await page.waitForLoadState('networkidle');
  const fetched = publicRequests(page);
  await page.getByTestId('news-list').getByRole('link', { name: target.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/uz/news/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
  await page.waitForLoadState('networkidle');
  const paths = fetched.map((url) => {
    const { pathname, search } = new URL(url);
    return pathname + search;
  });
  // The item page's reads (the item, the interactive services, the list below it); the list may be
  // revalidated or taken from the cache, the two the list page did not have must be fetched; none twice.
  const reads = [`/api/public/news/${target.id}?lang=uz`, '/api/public/base?type=INTERACTIVE', '/api/public/news?lang=uz&page=0&size=12'];
  expect(new Set(paths).size, paths.join('\n')).toBe(paths.length);
  for (const path of paths) expect(reads, 'a read of the item page').toContain(path);
  expect(paths).toEqual(expect.arrayContaining(reads.slice(0, 2)));
});
