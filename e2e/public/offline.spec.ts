import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { visit } from '../helpers';

test.use({ serviceWorkers: 'allow' });
// The context is the worker's next test's too (reuseContext in playwright.config.ts), and its reset leaves the network as it is.
test.afterEach(({ context }) => context.setOffline(false));

/** Offline as a phone without signal is: the page's requests and the service worker's own fail. */
async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
}

/** Until the service worker controls the page, the page's own requests pass it by. */
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

test('pages opened before reopen without a connection, with the offline notice; another page gets the offline page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await visit(page, '/uz');
  await controlled(page);
  // Opened under the service worker: kept, with the code and photos they use.
  await visit(page, '/uz');
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await visit(page, '/uz/news');
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const firstNews = await page.locator('main article h2, main article h3').first().textContent();
  await expect(page.getByTestId('offline-notice')).toBeHidden();

  await cutNetwork(context);
  for (const path of ['/uz', '/uz/news']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).or(page.locator('main h2')).first()).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText("Internet aloqasi yo'q: sahifaning saqlangan nusxasi ko'rsatilmoqda");
  }
  await expect(page.locator('main article').first()).toContainText(firstNews!.trim());

  await page.goto('/uz/structure/staff');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Internet aloqasi yo'q");

  // Nothing of the admin or of its API is ever kept.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((url) => /\/protected|\/api\/v1|\/api\/auth/.test(url))).toEqual([]);
});

test('the web app manifest names the site, its start page and installable icons; Chromium finds the site installable', async ({
  request,
  page,
}) => {
  await page.goto('/uz');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ start_url: '/uz', display: 'standalone', lang: 'uz' });
  expect(manifest.name).toBe('Agrar universitet qoshidagi akademik litsey');
  const sizes = manifest.icons.map((icon: { sizes: string; purpose?: string }) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  // Chromium's own verdict, as its install prompt decides it; a test browser's context is an incognito one, never installable.
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
