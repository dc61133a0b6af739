import { expect, test } from '@playwright/test';
import { createOwnAdmin } from './ownAdmin';
import { TOKEN_KEY, openSignedIn, toast } from './session';

const NEW_PASSWORD = 'A-new-e2e-Passw0rd';

test('logout ends the token on the server, not only in the browser', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected');
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page.getByRole('button', { name: /kirish/i })).toBeVisible();
  await expect.poll(async () => (await request.get('/api/auth', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});

test('the password screen checks the form, refuses a wrong current password, and changes it', async ({ page, request }) => {
  // Several bcrypt rounds on a loaded machine.
  test.setTimeout(120_000);
  // Its own account: a password change ends every other session of the account, and the shared e2e admin's
  // are in use by the specs running beside this one.
  const account = await createOwnAdmin(request, 'password');
  await openSignedIn(page, request, '/protected', account);
  await page.getByRole('link', { name: "Parolni o'zgartirish" }).click();
  await expect(page.getByRole('heading', { name: "Parolni o'zgartirish" })).toBeVisible();
  const current = page.getByLabel(/^Joriy parol/);
  const next = page.getByLabel(/^Yangi parol(?!ni)/);
  const again = page.getByLabel(/^Yangi parolni takrorlang/);
  const save = page.getByRole('button', { name: 'Saqlash' });

  await save.click();
  await expect(page.getByText('Joriy parolni kiriting')).toBeVisible();
  await expect(page.getByText("Kamida 12 ta belgi bo'lsin")).toBeVisible();

  await current.fill('not-the-password');
  await next.fill(NEW_PASSWORD);
  await again.fill(`${NEW_PASSWORD}x`);
  await save.click();
  await expect(page.getByText('Parollar mos kelmadi')).toBeVisible();

  await again.fill(NEW_PASSWORD);
  await save.click();
  // The refusal is said in the screen's language, as a toast and at the field.
  await expect(toast(page, "Joriy parol noto'g'ri")).toBeVisible();
  await expect(current).toHaveAccessibleDescription("Joriy parol noto'g'ri");

  const before = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  await current.fill(account.password);
  await save.click();
  await expect(toast(page, "Parol o'zgartirildi")).toBeVisible();
  const after = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(after).not.toBe(before);
  expect((await request.get('/api/auth', { headers: { Authorization: `Bearer ${before}` } })).status()).toBe(401);
  expect((await request.get('/api/auth', { headers: { Authorization: `Bearer ${after}` } })).status()).toBe(200);
  expect((await request.post('/api/auth', { data: { ...account, password: NEW_PASSWORD } })).status()).toBe(200);
  // The session goes on with the new token.
  await page.getByRole('link', { name: 'Yangiliklar' }).first().click();
  await expect(page.getByRole('button', { name: 'Chiqish' })).toBeVisible();
});
