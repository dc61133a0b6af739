import { accessibilityFindings } from '../a11y-engines';
import { expect, test } from '@playwright/test';
import { adminToken, confirmNext, openSignedIn, publicContent, toast, unique } from './session';
import { chooseLanguage, fillNews, row } from './wizard';

/** The revision history's texts as each interface language words them (frontend/src/admin/messages). */
const HISTORY = {
  uz: { open: 'Tarix', title: 'Tahrirlar tarixi', restore: 'Shu versiyani tiklash', title_field: 'Sarlavha' },
  en: { open: 'History', title: 'Revision history', restore: 'Restore this version', title_field: 'Title' },
  ru: { open: 'История', title: 'История правок', restore: 'Восстановить эту версию', title_field: 'Заголовок' },
} as const;
const CONFIRM = 'Shu versiya tiklansinmi? Hozirgi holat ham tarixda saqlanib qoladi.';

test("a news item's 'History' shows who saved each version and the words each changed, per language, and restores one", async ({
  page,
  request,
}) => {
  const title = unique('Tarixli yangilik');
  await openSignedIn(page, request, '/protected/news/create');
  await fillNews(page, title);
  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(row(page, `${title} Uz`)).toBeVisible();

  // A second save, of the English title only.
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const list = (await (await request.get('/api/v1/blog?page=0&size=50', { headers })).json()).content.content as {
    id: string;
    titleUz: string;
  }[];
  const { id } = list.find((news) => news.titleUz === `${title} Uz`)!;
  const stored = (await (await request.get(`/api/v1/blog/${id}`, { headers })).json()).content;
  const edited = await request.put('/api/v1/blog', { headers, data: { ...stored, titleEn: `${title} Edited` } });
  expect(edited.status()).toBe(200);

  // Each admin language lists the item by its title in that language (the English one as edited).
  const titled = { ru: `${title} Ru`, en: `${title} Edited`, uz: `${title} Uz` };
  for (const lang of ['ru', 'en', 'uz'] as const) {
    await chooseLanguage(page, lang);
    await page.reload();
    await expect(row(page, titled[lang]).getByRole('link', { name: `${HISTORY[lang].open}: ${titled[lang]}` })).toBeVisible();
  }
  await row(page, `${title} Uz`)
    .getByRole('link', { name: `${HISTORY.uz.open}: ${title} Uz` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `${HISTORY.uz.title}: Yangilik — ${title} Uz` })).toBeVisible();

  const [latest, first] = [page.getByRole('row').nth(1), page.getByRole('row').nth(2)];
  await expect(latest.getByRole('cell', { name: 'e2e-admin' })).toBeVisible();
  const change = latest.getByTestId('revision-changes');
  await expect(change.getByRole('term')).toHaveText(`${HISTORY.uz.title_field} (EN)`);
  await expect(change.locator('del')).toHaveText('En');
  await expect(change.locator('ins')).toHaveText('Edited');
  await expect(latest.getByRole('button')).toHaveCount(0);
  expect(await accessibilityFindings(page)).toEqual([]);

  // The restore button in each language, then the restore itself.
  for (const lang of ['en', 'ru', 'uz'] as const) {
    await chooseLanguage(page, lang);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${HISTORY[lang].title}`) })).toBeVisible();
    await expect(first.getByRole('button', { name: new RegExp(`^${HISTORY[lang].restore}: `) })).toBeVisible();
  }
  confirmNext(page, CONFIRM);
  await first.getByRole('button', { name: new RegExp(`^${HISTORY.uz.restore}: `) }).click();
  await expect(toast(page, 'Versiya tiklandi')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('row').nth(1)).toContainText('Tiklandi');
  await expect(page.getByRole('row').nth(1).getByTestId('revision-changes').locator('ins')).toHaveText('En');
  expect((await publicContent(request, `/api/public/news/${id}?lang=en`)).title).toBe(`${title} En`);
});

test("the dashboard's blocks lead to their own history", async ({ page, request }) => {
  await openSignedIn(page, request, '/protected');
  await page.getByRole('link', { name: `${HISTORY.uz.open}: Aloqa` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Tahrirlar tarixi: Aloqa/ })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await accessibilityFindings(page)).toEqual([]);
});
