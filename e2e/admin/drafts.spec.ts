import { accessibilityFindings } from '../a11y-engines';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, toast, unique } from './session';
import { WORKFLOW, chooseLanguage, fillNews, next, row, saveDraft } from './wizard';
import { LOCALES } from '@lyceum/contract';

test("the wizards' last step offers publication now, at a time or as a draft, and 'Preview', beside the spec's save, in the admin's language", async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, '/protected/news/create');
  for (const lang of LOCALES) {
    await chooseLanguage(page, lang);
    await page.reload();
    for (let step = 0; step < 3; step++) await next(page, lang);
    // Publication as one choice (now, at a time, a draft), now by default: the spec's save publishes.
    const choice = page.getByRole('group', { name: WORKFLOW[lang].legend });
    await expect(choice.getByRole('radio', { name: WORKFLOW[lang].now })).toBeChecked();
    await expect(choice.getByRole('radio', { name: WORKFLOW[lang].later })).not.toBeChecked();
    await expect(choice.getByRole('radio', { name: WORKFLOW[lang].save })).not.toBeChecked();
    await expect(page.getByLabel(WORKFLOW[lang].at)).toHaveCount(0);
    await expect(page.getByRole('button', { name: WORKFLOW[lang].preview, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: WORKFLOW[lang].publish, exact: true })).toBeVisible();
  }
  await chooseLanguage(page, 'uz');
  await page.reload();
  for (let step = 0; step < 3; step++) await next(page);
  expect(await accessibilityFindings(page)).toEqual([]);

  // The page text wizard (5 steps) has it too.
  await page.goto('/protected/info');
  await page
    .getByRole('link', { name: /^Matn biriktirish: / })
    .first()
    .click();
  for (let step = 0; step < 4; step++) await next(page);
  await expect(page.getByRole('radio', { name: WORKFLOW.uz.save })).toBeVisible();
  await expect(page.getByRole('button', { name: WORKFLOW.uz.preview, exact: true })).toBeVisible();
});

test('a news item saved as a draft is marked in the list, its photo shown to the admin only, and published by the spec’s save', async ({
  page,
  request,
  browser,
}) => {
  const title = unique('Qoralama yangilik');
  await openSignedIn(page, request, '/protected/news/create');
  await fillNews(page, title);
  await saveDraft(page);
  await expect(toast(page, WORKFLOW.uz.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/protected\/news$/);
  // The list is what is checked below, not react-toastify's notice (closed as an admin would).
  await toast(page, WORKFLOW.uz.saved).getByRole('button').click();
  await expect(toast(page, WORKFLOW.uz.saved)).toBeHidden();
  await expect(row(page, `${title} Uz`).getByText(WORKFLOW.uz.draft, { exact: true })).toBeVisible();
  await expect(row(page, `${title} Uz`).getByRole('link', { name: /To'liq ko'rish/ })).toHaveCount(0);
  expect(await accessibilityFindings(page)).toEqual([]);
  for (const lang of ['en', 'ru'] as const) {
    await chooseLanguage(page, lang);
    await page.reload();
    // Each admin language lists the item by its title in that language.
    await expect(row(page, `${title} ${lang === 'en' ? 'En' : 'Ru'}`).getByText(WORKFLOW[lang].draft, { exact: true })).toBeVisible();
  }
  await chooseLanguage(page, 'uz');
  await page.reload();

  // Reopened, the wizard shows the draft's photo, which a visitor's browser is refused.
  await row(page, `${title} Uz`)
    .getByRole('button', { name: /Tahrirlash/ })
    .click();
  for (let step = 0; step < 3; step++) await next(page);
  const preview = page.getByTestId('file-preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const visitor = await browser.newContext();
  const news = await visitor.request.get(`/api/public/news/${id}?lang=uz`);
  expect(news.status()).toBe(404);
  const photo = (await (await request.get(`/api/v1/blog/${id}`, { headers: await adminHeaders(page) })).json()).content.photo as string;
  expect((await visitor.request.get(`/api/attachment/${photo}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Saqlash', exact: true }).click();
  await expect(toast(page, 'Saqlandi')).toBeVisible();
  await expect(row(page, `${title} Uz`)).toBeVisible();
  await expect(row(page, `${title} Uz`).getByText(WORKFLOW.uz.draft, { exact: true })).toHaveCount(0);
  expect((await visitor.request.get(`/api/public/news/${id}?lang=uz`)).status()).toBe(200);
  expect((await visitor.request.get(`/api/attachment/${photo}`)).status()).toBe(200);

  // A draft of the published item: visitors keep the published title; the list says there are changes.
  await row(page, `${title} Uz`)
    .getByRole('button', { name: /Tahrirlash/ })
    .click();
  await expect(page.getByLabel(/^Sarlavha/)).toHaveValue(`${title} Uz`);
  await page.getByLabel(/^Sarlavha/).fill(`${title} Uz tahrir`);
  for (let step = 0; step < 3; step++) await next(page);
  await saveDraft(page);
  await expect(row(page, `${title} Uz tahrir`).getByText(WORKFLOW.uz.changed)).toBeVisible();
  const seen = await (await visitor.request.get(`/api/public/news/${id}?lang=uz`)).json();
  expect(seen.content.title).toBe(`${title} Uz`);
  await visitor.close();
});

/** The signed-in page's bearer header, for the test's own admin reads. */
const adminHeaders = async (page: Page) => ({
  Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('lyceum.adminToken'))}`,
});
