import { expect, test, type APIRequestContext } from '@playwright/test';
import { createOwnAdmin, type Account } from './ownAdmin';
import { ADMIN, PNG, adminToken, confirmNext, openSignedIn, toast, unique } from './session';
import { LOCALES as LANGS } from '@lyceum/contract';

/** A news item made through the contract (by the shared admin unless another account is given), with its own photo; returns its id and titles. */
async function createNews(request: APIRequestContext, account: Account = ADMIN) {
  const token = await adminToken(request, account);
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await request.post('/api/attachment', { headers, multipart: { file: PNG } });
  expect(upload.status()).toBe(200);
  const title = unique('Savatdagi yangilik');
  const body = {
    photo: await upload.text(),
    publishedTime: '2034-05-06T07:08:00.000Z',
    type: 'NEWS',
    titleUz: title,
    titleEn: `${title} (en)`,
    titleRu: `${title} (ru)`,
    textUz: '<p>Matn</p>',
    textEn: '<p>Text</p>',
    textRu: '<p>Текст</p>',
  };
  const created = await request.post('/api/v1/blog', { headers, data: body });
  expect(created.status()).toBe(200);
  return { id: (await created.json()).content.id as string, title, headers };
}

test('a deleted news item waits in the trash, in any interface language, and comes back as it was', async ({ page, request }) => {
  const news = await createNews(request);
  const publicReads = async () => {
    const answers: Record<string, unknown> = {};
    for (const lang of LANGS) answers[lang] = await (await request.get(`/api/public/news/${news.id}?lang=${lang}`)).json();
    return answers;
  };
  const before = await publicReads();
  expect(Object.values(before).map((answer) => (answer as { content: { title: string } }).content.title)).toEqual([
    news.title,
    `${news.title} (en)`,
    `${news.title} (ru)`,
  ]);

  await openSignedIn(page, request, '/protected/news');
  confirmNext(page, "Ma'lumot o`chirilsinmi?", news.title);
  await page.getByRole('button', { name: `O'chirish: ${news.title}` }).click();
  await expect(toast(page, "O'chirildi")).toBeVisible();
  expect((await request.get(`/api/public/news/${news.id}`)).status()).toBe(404);

  await page.getByRole('link', { name: 'Savat', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Savat' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: news.title });
  await expect(row).toContainText('Yangilik');

  await page.getByLabel('Til', { exact: true }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  await expect(page.getByText('Deleted items are kept for 30 days, then deleted for good.')).toBeVisible();
  await expect(row).toContainText('News');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Trash' }), 'the choice is remembered').toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('ru');
  await expect(page.getByRole('heading', { name: 'Корзина' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Кто удалил' })).toBeVisible();

  // A news item may be days old: the editor is asked before the channels get it again (here: not posted).
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole('button', { name: `Восстановить: ${news.title}` }).click();
  expect(await asked).toBe('Опубликовать эту новость в Telegram-каналах снова, как новый пост? (Отмена: восстановить без публикации)');
  await expect(toast(page, 'Восстановлено')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await publicReads(), 'every language reads as before').toEqual(before);

  for (const [lang, title] of [
    ['uz', news.title],
    ['en', `${news.title} (en)`],
    ['ru', `${news.title} (ru)`],
  ]) {
    await page.goto(`/${lang}/news/${news.id}`);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});

test("a refused restore says why in the screen's language", async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const url = `/${unique('band').replace(/\s+/g, '-')}`;
  const menu = (nameUz: string) => ({ nameUz, nameEn: `${nameUz} (en)`, nameRu: `${nameUz} (ru)`, url, groupName: 'activity', number: 90 });
  const older = menu(unique('Eski sahifa'));
  const first = await request.post('/api/v1/menu', { headers, data: older });
  expect(first.status()).toBe(200);
  const firstId = (await first.json()).content.id as string;
  expect((await request.delete(`/api/v1/menu/${firstId}`, { headers })).status()).toBe(200);
  // A newer page takes the url while the older one waits in the trash.
  const second = await request.post('/api/v1/menu', { headers, data: menu(unique('Yangi sahifa')) });
  expect(second.status()).toBe(200);
  const secondId = (await second.json()).content.id as string;

  await openSignedIn(page, request, '/protected/trash');
  await page.getByLabel('Til', { exact: true }).selectOption('ru');
  const row = page.getByRole('row').filter({ hasText: older.nameUz });
  await page.getByRole('button', { name: `Восстановить: ${older.nameUz}` }).click();
  await expect(toast(page, `В меню «activity» уже есть страница с адресом «${url}»`)).toBeVisible();
  await expect(row, 'the entry stays in the trash').toBeVisible();
  expect((await request.get(`/api/v1/menu/${firstId}`, { headers })).status()).toBe(404);

  await page.getByLabel('Язык', { exact: true }).selectOption('uz');
  await page.getByRole('button', { name: `Tiklash: ${older.nameUz}` }).click();
  await expect(toast(page, `"activity" menyusida "${url}" manzilli sahifa allaqachon bor`)).toBeVisible();

  // Once the newer page is gone, the older one comes back.
  expect((await request.delete(`/api/v1/menu/${secondId}`, { headers })).status()).toBe(200);
  await page.getByRole('button', { name: `Tiklash: ${older.nameUz}` }).click();
  await expect(toast(page, 'Tiklandi')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await (await request.get(`/api/v1/menu/${firstId}`, { headers })).json()).content.nameUz).toBe(older.nameUz);
  expect((await request.delete(`/api/v1/menu/${firstId}`, { headers })).status()).toBe(200);
});

test('delete for good asks first, and the item is gone from the trash', async ({ page, request }) => {
  const news = await createNews(request);
  expect((await request.delete(`/api/v1/blog/${news.id}`, { headers: news.headers })).status()).toBe(200);

  await openSignedIn(page, request, '/protected/trash');
  await page.getByLabel('Til', { exact: true }).selectOption('uz');
  const row = page.getByRole('row').filter({ hasText: news.title });
  await expect(row).toBeVisible();
  confirmNext(page, "Butunlay o'chirilsinmi? Bu amalni qaytarib bo'lmaydi.");
  await page.getByRole('button', { name: `Butunlay o'chirish: ${news.title}` }).click();
  await expect(toast(page, "Butunlay o'chirildi")).toBeVisible();
  await expect(row).toHaveCount(0);
  const trash = await (await request.get('/api/v1/trash?size=100', { headers: news.headers })).json();
  expect(trash.content.content.some((entry: { itemId: string }) => entry.itemId === news.id)).toBe(false);
});

test('the activity log shows who did what, newest first, and filters by kind', async ({ page, request }) => {
  // Its own account: the other worker writes to the log at the same moment, so this spec's rows are
  // the ones with its name.
  const account = await createOwnAdmin(request, 'activity');
  const news = await createNews(request, account);
  await openSignedIn(page, request, '/protected', account);
  await page.getByRole('link', { name: 'Harakatlar jurnali' }).click();
  await expect(page.getByRole('heading', { name: 'Harakatlar jurnali' })).toBeVisible();
  await page.getByLabel('Til', { exact: true }).selectOption('uz');

  const row = page.getByRole('row').filter({ hasText: news.title });
  await expect(row).toContainText("Qo'shildi");
  await expect(row).toContainText('Yangilik');
  await expect(row).toContainText(account.username);
  // Newest first: its creation, then the upload of its photo before it.
  const own = page.getByRole('row').filter({ hasText: account.username });
  await expect(own).toHaveCount(2);
  await expect(own.nth(0)).toContainText("Qo'shildi");
  await expect(own.nth(1)).toContainText('Fayl yuklandi');

  await page.getByLabel('Turi', { exact: true }).selectOption({ label: 'Galereya' });
  await expect(row).toHaveCount(0);
  await page.getByLabel('Turi', { exact: true }).selectOption({ label: 'Yangilik' });
  await expect(row).toBeVisible();
  const kinds = await page.getByRole('row').locator('td:nth-child(4)').allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(['Yangilik']));
});
