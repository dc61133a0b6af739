import { accessibilityFindings } from '../a11y-engines';
import { expect, test, type Page } from '@playwright/test';
import { createOwnAdmin } from './ownAdmin';
import { ADMIN, TOKEN_KEY, adminToken, confirmNext, openSignedIn, unique } from './session';

/** The kept-work offer as each interface language words it (frontend/src/admin/messages). */
const OFFER = {
  uz: { title: "Saqlanmagan o'zgarishlar bor.", restore: 'Tiklash', discard: "O'chirish" },
  en: { title: 'There are unsaved changes.', restore: 'Restore', discard: 'Discard' },
  ru: { title: 'Есть несохранённые изменения.', restore: 'Восстановить', discard: 'Удалить' },
} as const;

const offer = (page: Page, lang: keyof typeof OFFER = 'uz') => page.getByRole('status', { name: OFFER[lang].title });
const title = (page: Page) => page.getByLabel(/^Sarlavha/);

test("what an admin typed in the news wizard survives a reload, in the admin's language, until restored or discarded", async ({
  page,
  request,
}) => {
  const typed = unique('Kept title');
  await openSignedIn(page, request, '/protected/news/create');
  await expect(offer(page)).toHaveCount(0);
  await title(page).fill(typed);
  await page.reload();
  await expect(offer(page)).toBeVisible();
  await expect(offer(page)).toContainText(/\d/);
  expect(await accessibilityFindings(page, { exclude: '.tox-tinymce' })).toEqual([]);
  for (const lang of ['en', 'ru'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('lyceum-admin-ui-lang', chosen), lang);
    await page.reload();
    await expect(offer(page, lang)).toBeVisible();
    await expect(offer(page, lang).getByRole('button', { name: OFFER[lang].restore })).toBeVisible();
    await expect(offer(page, lang).getByRole('button', { name: OFFER[lang].discard })).toBeVisible();
  }
  await page.evaluate(() => localStorage.setItem('lyceum-admin-ui-lang', 'uz'));
  await page.reload();
  await expect(title(page)).toHaveValue('');
  await offer(page).getByRole('button', { name: OFFER.uz.restore }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(title(page)).toHaveValue(typed);

  // Discarded, it is gone for good.
  await page.reload();
  await offer(page).getByRole('button', { name: OFFER.uz.discard }).click();
  await expect(title(page)).toHaveValue('');
  await page.reload();
  await expect(title(page)).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});

test('kept work outlives an expired session, and another account on the same browser never sees it', async ({ page, request }) => {
  const typed = unique('Session title');
  await openSignedIn(page, request, '/protected/news/create');
  await title(page).fill(typed);
  // The session ends under the admin's hands: the token is gone, the next load asks for a login.
  await page.evaluate((key) => localStorage.setItem(key, 'expired.token.value'), TOKEN_KEY);
  await page.reload();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page.getByRole('button', { name: 'Chiqish', exact: true })).toBeVisible();
  await page.goto('/protected/news/create');
  await offer(page).getByRole('button', { name: OFFER.uz.restore }).click();
  await expect(title(page)).toHaveValue(typed);

  const other = await createOwnAdmin(request, 'kept');
  await openSignedIn(page, request, '/protected/news/create', other);
  await expect(title(page)).toHaveValue('');
  await expect(offer(page)).toHaveCount(0);
});

test("an explicit logout, here or everywhere, takes the account's kept work away; another account's stays", async ({ page, request }) => {
  const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('lyceum.unsaved:')));
  // The shared admin's typing, left in this browser.
  await openSignedIn(page, request, '/protected/news/create');
  await title(page).fill(unique('Shared admin title'));
  await expect.poll(kept).toHaveLength(1);
  const theirs = await kept();

  // An account of its own: ending every session of the shared one would sign the other worker's specs out.
  const own = await createOwnAdmin(request, 'logout');
  for (const way of ['logout', 'everywhere'] as const) {
    await openSignedIn(page, request, '/protected/news/create', own);
    await title(page).fill(unique(`Own title ${way}`));
    await expect.poll(kept).toHaveLength(2);
    if (way === 'logout') await page.getByRole('button', { name: 'Chiqish', exact: true }).click();
    else {
      await page.goto('/protected/password');
      confirmNext(page, "Barcha qurilmalardan chiqilsinmi? Qayta kirish uchun parol kerak bo'ladi.");
      await page.getByRole('button', { name: 'Barcha seanslarni yakunlash' }).click();
    }
    await expect(page.getByRole('form', { name: 'Admin' })).toBeVisible();
    expect(await kept(), way).toEqual(theirs);
  }
  await openSignedIn(page, request, '/protected/news/create', own);
  await expect(title(page)).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});

test('a saved page text leaves nothing to restore', async ({ page, request }) => {
  // A menu item of its own: the other worker's specs edit the seeded ones.
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const name = unique('Kept page');
  const created = await request.post('/api/v1/menu', {
    headers,
    data: { nameUz: name, nameEn: name, nameRu: name, url: name.replace(/\W+/g, '-'), group: 'activity', number: 90 },
  });
  expect(created.status(), await created.text()).toBe(200);
  const menu = (await created.json()).content;
  await openSignedIn(page, request, `/protected/insert-text/${menu.id}`);
  await page.getByRole('button', { name: 'Keyingi' }).click();
  const typed = unique('Kept page title');
  await title(page).fill(typed);
  await page.reload();
  await offer(page).getByRole('button', { name: OFFER.uz.restore }).click();
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(title(page)).toHaveValue(typed);
  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Keyingi' }).click();
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(page).not.toHaveURL(/insert-text/);
  await page.goto(`/protected/insert-text/${menu.id}`);
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(title(page)).toHaveValue(typed);
  await expect(offer(page)).toHaveCount(0);
  expect((await request.delete(`/api/v1/menu/${menu.id}`, { headers })).status()).toBe(200);
});
