import { expect, test } from '@playwright/test';

test("a failed menu load shows the 'ERROR' toast top-right, and the page still renders", async ({ page }) => {
  await page.route('**/api/public/menu**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
  );
  await page.goto('/uz/news');
  const toast = page.locator('.Toastify__toast-container--top-right').getByText('ERROR', { exact: true });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yangiliklar');
});

test("a failed staff load shows the 'Xatolik' toast and a message instead of a blank page", async ({ page }) => {
  await page.route('**/api/public/staff**', (route) => route.abort('failed'));
  await page.goto('/ru/structure/staff');
  await expect(page.locator('.Toastify__toast-container--top-right').getByText('Xatolik', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить данные' })).toBeVisible();
});

test('the toast closes itself after 5 seconds', async ({ page }) => {
  await page.route('**/api/public/menu**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/en/news');
  const toast = page.getByText('ERROR', { exact: true });
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 700);
  await expect(toast).toHaveCount(0, { timeout: 9000 });
});

test('an unknown news item and a missing page say so instead of a blank page', async ({ page }) => {
  await page.goto('/en/news/doesnotexist1');
  await expect(page.getByRole('alert')).toHaveText('Page not found');
  await page.goto('/ru/info/no-such-page');
  await expect(page.getByRole('alert')).toHaveText('Страница не найдена');
});

test('home still renders when its content requests fail', async ({ page }) => {
  await page.route('**/api/public/base?type=CAROUSEL', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/uz');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "So'nggi yangiliklar" })).toBeVisible();
});
