import { expect, test } from '@playwright/test';
import { PNG, confirmNext, openSignedIn, publicContent, toast, unique } from './session';

test('the news wizard: three languages, final-step rules, save, then the list; edit loads every language; delete', async ({
  page,
  request,
}) => {
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) outside.push(req.url());
  });
  await openSignedIn(page, request, '/protected/news');
  await page.getByRole('link', { name: "Yangilik qo'shish" }).click();
  await expect(page).toHaveURL(/\/protected\/news\/create$/);
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(toast(page, 'Shu joydan boshlanadi!')).toBeVisible();

  const titles = { Uz: unique('Yangilik'), En: unique('News'), Ru: unique('Новость') };
  for (const [key, title] of Object.entries(titles)) {
    // The Russian title is left out at first: the last step says so, where the saves are.
    if (key !== 'Ru') await page.getByLabel(/^Sarlavha/).fill(title);
    await page.frameLocator(`#news-text-${key}_ifr`).locator('body').fill(`Text ${key}`);
    await page.getByRole('button', { name: 'Keyingi' }).click();
  }
  // Back to English: the editor holds what was typed for that language.
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await expect(page.getByLabel(/^Sarlavha/)).toHaveValue(titles.En);
  await expect(page.frameLocator('#news-text-En_ifr').locator('body')).toHaveText('Text En');
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await page.getByRole('button', { name: 'Keyingi' }).click();

  // A new item's publication time is filled in with now, in Tashkent time (UTC+5) whatever the browser's zone.
  const prefilled = await page.getByLabel('Chop etilish vaqti').inputValue();
  expect(Math.abs(Date.parse(`${prefilled}:00+05:00`) - Date.now())).toBeLessThan(120_000);
  await page.getByLabel('Turi').selectOption({ label: '—' });
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  // The photo and the type (the publication time is filled in), and the Russian title, named with its step.
  await expect(page.getByRole('alert').filter({ hasText: 'Sarlavha (Русский): Majburiy maydon' })).toBeVisible();
  await expect(page.getByText('Majburiy maydon')).toHaveCount(3);
  await page.getByRole('button', { name: 'Oldingi' }).click();
  await page.getByLabel(/^Sarlavha/).fill(titles.Ru);
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByLabel('Turi').locator('option', { hasText: 'Item' })).toHaveAttribute('value', 'NEWS');
  await page.getByLabel('Rasm').setInputFiles(PNG);
  await expect(page.getByTestId('file-preview')).toBeVisible();
  await page.getByLabel('Chop etilish vaqti').fill('2030-06-01T10:30');
  await page.getByLabel('Turi').selectOption({ label: 'News' });
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(toast(page, 'Saqlandi')).toBeVisible();
  await expect(page).toHaveURL(/\/protected\/news$/);
  await expect(page.getByRole('cell', { name: titles.Uz, exact: true })).toBeVisible();

  // Other specs' news (some newer) share the list: its item is found by its unique title.
  const listed = (await publicContent(request, '/api/public/news?lang=ru&size=100')).content as {
    id: string;
    title: string;
    text: string;
  }[];
  const latest = listed.find((item) => item.title === titles.Ru)!;
  expect(latest, 'the new item is listed publicly').toBeTruthy();
  expect(latest.text).toContain('Text Ru');
  for (const [lang, key] of [
    ['uz', 'Uz'],
    ['en', 'En'],
  ] as const) {
    const item = await publicContent(request, `/api/public/news/${latest.id}?lang=${lang}`);
    expect(item.title).toBe(titles[key]);
  }

  await page.getByRole('button', { name: `Tahrirlash: ${titles.Uz}` }).click();
  await expect(page).toHaveURL(new RegExp(`/protected/news/create/${latest.id}$`));
  await expect(page.getByLabel(/^Sarlavha/)).toHaveValue(titles.Uz);
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByLabel(/^Sarlavha/)).toHaveValue(titles.En);
  await page.getByLabel(/^Sarlavha/).fill(`${titles.En} edited`);
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByLabel(/^Sarlavha/)).toHaveValue(titles.Ru);
  await page.getByRole('button', { name: 'Keyingi' }).click();
  await expect(page.getByLabel('Chop etilish vaqti')).toHaveValue('2030-06-01T10:30');
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(page).toHaveURL(/\/protected\/news$/);
  expect((await publicContent(request, `/api/public/news/${latest.id}?lang=en`)).title).toBe(`${titles.En} edited`);
  await expect(page.getByRole('link', { name: `To'liq ko'rish: ${titles.Uz}` })).toHaveAttribute('href', `/uz/news/${latest.id}`);

  confirmNext(page, "Ma'lumot o`chirilsinmi?", titles.Uz);
  await page.getByRole('button', { name: `O'chirish: ${titles.Uz}` }).click();
  await expect(page.getByRole('cell', { name: titles.Uz, exact: true })).toHaveCount(0);
  expect((await request.get(`/api/public/news/${latest.id}`)).status()).toBe(404);
  expect(outside.filter((url) => !/youtube|google/.test(url))).toEqual([]);
});

test('a failed news save toasts the server message and stays on the form', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected/news/create');
  await page.route('**/api/v1/blog', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: '{"success":false,"message":"Sarlavha juda uzun"}' })
      : route.continue(),
  );
  for (const key of ['Uz', 'En', 'Ru']) {
    await page.getByLabel(/^Sarlavha/).fill(`t ${key}`);
    await page.getByRole('button', { name: 'Keyingi' }).click();
  }
  await page.getByLabel('Rasm').setInputFiles(PNG);
  await expect(page.getByTestId('file-preview')).toBeVisible();
  await page.getByLabel('Chop etilish vaqti').fill('2030-01-01T09:00');
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(toast(page, 'Sarlavha juda uzun')).toBeVisible();
  await expect(page).toHaveURL(/\/protected\/news\/create$/);
});
