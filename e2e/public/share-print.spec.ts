import { expect, test } from '@playwright/test';
import { api, visit } from '../helpers';

// The context is the worker's next test's too (reuseContext in playwright.config.ts), and its reset leaves permissions granted.
test.afterEach(({ context }) => context.clearPermissions());

interface News {
  id: string;
  title: string;
}

test('a news item shares to Telegram with its absolute link and title, and copies its link', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const [news] = (await api<{ content: News[] }>(request, '/api/public/news?lang=uz&page=0&size=1')).content;
  const url = `${baseURL}/uz/news/${news.id}`;

  // Without the script the Telegram link is in the page already.
  const html = await (await request.get(`/uz/news/${news.id}`)).text();
  expect(html).toContain(`https://t.me/share/url?url=${encodeURIComponent(url)}`);

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await visit(page, `/uz/news/${news.id}`);
  const share = page.getByRole('group', { name: 'Ulashish' });
  const telegram = share.getByRole('link', { name: 'Telegramda ulashish' });
  const href = new URL((await telegram.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://t.me/share/url');
  expect(href.searchParams.get('url')).toBe(url);
  expect(href.searchParams.get('text')).toBe(news.title);
  await expect(telegram).toHaveAttribute('target', '_blank');
  await expect(telegram).toHaveAttribute('rel', /noopener/);

  await share.getByRole('button', { name: 'Havolani nusxalash' }).click();
  await expect(share.getByRole('status')).toHaveText('Havola nusxalandi');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test('printing a news item or a page leaves its text: no menus, carousels, sidebars, sharing or footer map', async ({ page, request }) => {
  const [news] = (await api<{ content: News[] }>(request, '/api/public/news?lang=en&page=0&size=1')).content;
  await visit(page, `/en/news/${news.id}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
  await expect(page.locator('main .rich-text').first()).toBeVisible();
  for (const hidden of ['header', 'nav', 'footer', 'aside', '[data-print="hide"]']) {
    for (const element of await page.locator(hidden).all()) await expect(element).toBeHidden();
  }
  await expect(page.getByRole('group', { name: 'Share' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Other news' })).toBeHidden();

  const menu = await api<{ groupName: string; url: string }[]>(request, '/api/public/menu?lang=en');
  const info = menu.find((item) => item.groupName === 'info')!;
  await visit(page, `/en/info${info.url}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('aside')).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();

  await visit(page, '/en');
  await expect(page.locator('.slick-slider').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.slick-slider').first()).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});
