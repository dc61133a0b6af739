import { accessibilityFindings } from '../a11y-engines';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, unique } from './session';
import { WORKFLOW, chooseLanguage, fillNews, row, saveDraft } from './wizard';
import { LOCALES } from '@lyceum/contract';

/** The preview bar as each site language words it (frontend/src/ssr/PreviewBar.tsx). */
const BAR = { uz: "Oldindan ko'rish", en: 'Preview', ru: 'Предпросмотр' } as const;

/** The preview tab a click opens, once it has the signed link's page. */
async function previewOpenedBy(page: Page, click: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([page.waitForEvent('popup'), click()]);
  await tab.waitForURL(/\?preview=/);
  return tab;
}

test("'Ko'rish' in the wizard keeps a draft and opens its page as visitors will see it, with the preview bar; the link works where no one is signed in", async ({
  page,
  request,
  browser,
}) => {
  const title = unique("Ko'rish yangilik");
  await openSignedIn(page, request, '/protected/news/create');
  await fillNews(page, title);
  const tab = await previewOpenedBy(page, () => page.getByRole('button', { name: WORKFLOW.uz.preview, exact: true }).click());
  await expect(tab.getByRole('heading', { level: 1, name: `${title} Uz` })).toBeVisible();
  await expect(tab.getByRole('region', { name: BAR.uz })).toBeVisible();
  // The draft's photo is fetched with the link's cookie (the browser's own request shares it): others get a 404.
  const photo = (await tab.locator('main img').first().getAttribute('src'))!;
  expect((await tab.request.get(photo)).status()).toBe(200);
  expect(await accessibilityFindings(tab)).toEqual([]);

  // The wizard stays where it was, now the saved draft's: a second save updates it. The draft is in the list.
  const id = new URL(tab.url()).pathname.split('/').pop()!;
  await expect(page).toHaveURL(new RegExp(`/protected/news/create/${id}$`));
  await expect(page.getByRole('list', { name: 'Bosqichlar' }).getByRole('button').nth(3)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByLabel('Chop etilish vaqti')).toHaveValue('2031-03-01T09:00');
  await page.getByRole('link', { name: "Yangiliklar ro'yxati" }).click();
  await expect(row(page, `${title} Uz`).getByText(WORKFLOW.uz.draft, { exact: true })).toBeVisible();

  // The link, sent on, works in a browser with no account and in the other languages.
  const director = await browser.newContext();
  const seen = await director.newPage();
  await seen.goto(tab.url());
  await expect(seen.getByRole('heading', { level: 1, name: `${title} Uz` })).toBeVisible();
  await seen.getByRole('region', { name: BAR.uz }).getByRole('link', { name: 'English' }).click();
  await expect(seen.getByRole('heading', { level: 1, name: `${title} En` })).toBeVisible();
  await expect(seen.getByRole('region', { name: BAR.en })).toBeVisible();
  expect((await seen.request.get(`/en/news/${id}`)).status()).toBe(404);
  expect((await seen.request.get(photo)).status()).toBe(200);
  const stranger = await browser.newContext();
  expect((await stranger.request.get(photo)).status()).toBe(404);
  await stranger.close();
  expect((await seen.request.get(`${new URL(seen.url()).pathname}?preview=forged.token`)).status()).toBe(404);
  await director.close();
});

test("the news list's 'Ko'rish' opens the item's preview in the admin's language", async ({ page, request }) => {
  const title = unique('Ro‘yxatdan ko‘rish');
  await openSignedIn(page, request, '/protected/news/create');
  await fillNews(page, title);
  await saveDraft(page);
  await expect(row(page, `${title} Uz`)).toBeVisible();
  for (const lang of LOCALES) {
    await chooseLanguage(page, lang);
    await page.reload();
    // The list names each item by its title in the admin's language.
    const titled = `${title} ${lang[0].toUpperCase()}${lang[1]}`;
    const tab = await previewOpenedBy(page, () => page.getByRole('button', { name: `${WORKFLOW[lang].preview}: ${titled}` }).click());
    await expect(tab.getByRole('heading', { level: 1, name: titled })).toBeVisible();
    await expect(tab.getByRole('region', { name: BAR[lang] })).toBeVisible();
    await tab.close();
  }
});
