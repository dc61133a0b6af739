import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, visit } from '../helpers';

/** A word of the newest news item's title in `lang`, and the item. */
async function wordOfLatestNews(request: APIRequestContext, lang: string) {
  const [news] = (await api<{ content: { id: string; title: string }[] }>(request, `/api/public/news?lang=${lang}&page=0&size=1`)).content;
  const word = news.title.split(/\s+/).find((part) => part.replace(/\W/g, '').length >= 4)!;
  return { news: news, word };
}

const searchBox = (page: Page, name: string) => page.getByRole('search', { name }).getByRole('searchbox');

test('search from the top bar: the results page lists the news item with the word marked, in the page (no reload)', async ({
  page,
  request,
}) => {
  const { news, word } = await wordOfLatestNews(request, 'uz');
  await visit(page, '/uz');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await searchBox(page, 'Saytdan qidirish').first().fill(word);
  await searchBox(page, 'Saytdan qidirish').first().press('Enter');
  await expect(page).toHaveURL(new RegExp(`/uz/search\\?q=${encodeURIComponent(word)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Qidiruv: ${word}`);
  const result = page.locator('main ol li').filter({ has: page.locator(`a[href="/uz/news/${news.id}"]`) });
  await expect(result).toHaveCount(1);
  await expect(result.locator('mark').first()).toHaveText(new RegExp(word.replace(/\W/g, ''), 'i'));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await result.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/uz/news/${news.id}$`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the top bar search box is a form: the server renders the results page', async ({ page, request }) => {
    const { news, word } = await wordOfLatestNews(request, 'en');
    await page.goto('/en/news');
    await searchBox(page, 'Search the site').first().fill(word);
    await searchBox(page, 'Search the site').first().press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/search\\?q=${encodeURIComponent(word)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search: ${word}`);
    await expect(page.locator(`main ol a[href="/en/news/${news.id}"]`)).toHaveCount(1);
    await expect(page.locator('main ol mark').first()).toBeVisible();

    await page.goto(`/en/search?q=${encodeURIComponent('zzqqxx nothing')}`);
    await expect(page.getByRole('status')).toHaveText('Nothing found');
  });
});

test("the top bar's search button keeps its word on one line at every width from 320 px, in every language", async ({ page }) => {
  for (const [lang, word] of [
    ['uz', 'Izlash'],
    ['en', 'Search'],
    ['ru', 'Найти'],
  ] as const) {
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/${lang}/news`);
      const button = page.locator('header').getByRole('search').first().getByRole('button', { name: word });
      await expect(button).toBeVisible();
      // One line box for its text: the word did not break.
      const lines = await button.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${lang} at ${width} px`).toBe(1);
      // And the whole button is on screen.
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${lang} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
