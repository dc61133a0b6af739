import { expect, test } from '@playwright/test';
import { UI, homeLoaded, visit } from '../helpers';

// The first load's reads come with the server's HTML: a failed read shows its toast when a
// client-side navigation needs a read the page does not have yet.

test("a failed menu load on a client-side navigation shows the 'ERROR' toast top-right, and the page still renders", async ({ page }) => {
  await visit(page, '/uz/news');
  let failed = 0;
  await page.route('**/api/public/menu**', (route) => {
    failed++;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' });
  });
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  // The Russian menu is not in the page: the switch reads it.
  await page.getByRole('navigation', { name: 'Til' }).getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/news$/);
  const toast = page.locator('.Toastify__toast-container--top-right').getByText('ERROR', { exact: true });
  await expect(toast).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
  await expect(page.getByTestId('news-list').getByRole('article')).toHaveCount(12);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'a client-side navigation').toBe(1);
});

test("a failed staff load on a client-side navigation shows the 'Xatolik' toast and a message instead of a blank page", async ({
  page,
}) => {
  await visit(page, '/ru/news');
  await page.route('**/api/public/staff**', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Структура' }).click();
  await page.locator('#menu-structure').getByRole('link', { name: 'Сотрудники', exact: true }).click();
  await expect(page).toHaveURL(/\/ru\/structure\/staff$/);
  await expect(page.locator('.Toastify__toast-container--top-right').getByText('Xatolik', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить данные' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сотрудники');
});

test('the toast closes itself after 5 seconds', async ({ page }) => {
  await visit(page, '/en/news');
  await page.route('**/api/public/menu**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: "O'zbekcha" }).click();
  await expect(page).toHaveURL(/\/uz\/news$/);
  const toast = page.getByText('ERROR', { exact: true });
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 700);
  await expect(toast).toHaveCount(0, { timeout: 9000 });
});

test('an unknown news item and a missing page say so (HTTP 404) instead of a blank page', async ({ page }) => {
  const news = await visit(page, '/en/news/doesnotexist1');
  expect(news?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const missing = await visit(page, '/ru/info/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
});

test('home still renders when its content requests fail on a client-side navigation', async ({ page }) => {
  await visit(page, '/uz/news');
  let failed = 0;
  await page.route('**/api/public/base?type=CAROUSEL', (route) => {
    failed++;
    return route.fulfill({ status: 500, body: '{}' });
  });
  await page.getByRole('banner').getByRole('link', { name: UI.lyceumName.uz }).click();
  await expect(page).toHaveURL(/\/uz$/);
  // The request goes out once home has mounted (with its overlay): from then on the overlay must go.
  await expect.poll(() => failed).toBeGreaterThan(0);
  await homeLoaded(page);
  await expect(page.getByRole('heading', { name: "So'nggi yangiliklar" })).toBeVisible();
});
