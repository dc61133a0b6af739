import { expect, test } from '@playwright/test';
import { ADMIN, TOKEN_KEY, openSignedIn, toast } from './session';

const loginForm = (page: import('@playwright/test').Page) => page.getByRole('form', { name: 'Admin' });

test('no admin page is reachable without login', async ({ page }) => {
  for (const path of [
    '/protected',
    '/protected/news',
    '/protected/gallery',
    '/protected/insert-text/1',
    '/protected/info',
    '/protected/news/create',
  ]) {
    await page.goto(path);
    await expect(loginForm(page), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  }
});

test('both login fields are required', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => request.url().endsWith('/api/auth') && request.method() === 'POST' && calls++);
  await page.goto('/protected');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page.getByText('Username kiriting')).toBeVisible();
  await expect(page.getByText('Password kiriting')).toBeVisible();
  await page.getByLabel('Username').fill('someone');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page.getByText('Password kiriting')).toBeVisible();
  expect(calls).toBe(0);
});

test("wrong credentials toast 'Username yoki password xato!' and reset the form", async ({ page }) => {
  await page.goto('/protected');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(toast(page, 'Username yoki password xato!')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('a successful login stores the token, shows the dashboard, survives a reload; logout ends it', async ({ page }) => {
  await page.goto('/protected/news');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page).toHaveURL(/\/protected$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await expect(loginForm(page)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('an invalid stored token is removed silently and the login form shows', async ({ page }) => {
  await page.goto('/robots.txt');
  await page.evaluate((key) => localStorage.setItem(key, 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged'), TOKEN_KEY);
  await page.goto('/protected');
  await expect(loginForm(page)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
});

test('a 401 on a later call returns to the login form', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected');
  await page.route('**/api/v1/blog**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"success":false,"message":"expired"}' }),
  );
  await page.getByRole('link', { name: 'Yangiliklar' }).click();
  await expect(loginForm(page)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('every API call carries the token as a Bearer header', async ({ page, request }) => {
  const headers: (string | undefined)[] = [];
  page.on('request', (req) => req.url().includes('/api/v1/') && headers.push(req.headers().authorization));
  await openSignedIn(page, request, '/protected');
  await expect(page.getByRole('heading', { name: 'Karusel' })).toBeVisible();
  expect(headers.length).toBeGreaterThan(3);
  for (const header of headers) expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
});

test('the side menu collapses and highlights the active section', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected/gallery');
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu.getByRole('link', { name: 'Galereya' })).toHaveClass(/active/);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveClass(/active/);
  for (const label of [
    'Dashboard',
    'Litsey haqida',
    'Tuzilma',
    'Yangiliklar',
    "O'quv ishlari",
    "Ma'naviy-ma'rifiy ishlar",
    'Faoliyat',
    'Interaktiv xizmatlar',
    'Galereya',
    'Haydovchi',
  ]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeAttached();
  }
  const before = await menu.evaluate((el) => el.getBoundingClientRect().width);
  await menu.getByRole('button', { name: "Menyuni yig'ish" }).click();
  expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(before);
  await menu.getByRole('link', { name: 'Haydovchi' }).click();
  await expect(page).toHaveURL(/\/protected\/driver$/);
});
