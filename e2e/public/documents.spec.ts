import { expect, test } from '@playwright/test';
import { UI, api } from '../helpers';

/*
 * The official documents' page (/{lang}/documents) on a phone and a desktop, with the demo content's documents: the
 * filters are links that narrow the list, a title downloads its file under its title in the page's language.
 */

interface Listed {
  id: string;
  title: string;
  category: string;
  date: string;
}

for (const width of [375, 1280]) {
  test(`the documents page at ${width} px: filters narrow the list, a title downloads its file`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const all = await api<{ content: Listed[]; years: number[] }>(request, '/api/public/documents?lang=uz&size=100');
    const charter = all.content.find((doc) => doc.category === 'CHARTER')!;
    await page.goto('/uz/documents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UI.documents.uz);
    const main = page.getByRole('main');
    const titleLink = (title: string) => main.getByRole('heading', { level: 2, name: title, exact: true }).getByRole('link');
    for (const doc of all.content) await expect(titleLink(doc.title)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const filters = page.getByRole('navigation', { name: 'Hujjatlarni saralash' });
    await filters.getByRole('link', { name: 'Ustav', exact: true }).click();
    await expect(page).toHaveURL('/uz/documents/charter');
    await expect(main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(
      all.content.filter((doc) => doc.category === 'CHARTER').length,
    );
    await expect(filters.getByRole('link', { name: 'Ustav', exact: true })).toHaveAttribute('aria-current', 'page');

    const year = Number(charter.date.slice(0, 4));
    await filters.getByRole('link', { name: String(year), exact: true }).click();
    await expect(page).toHaveURL(`/uz/documents/charter/${year}`);

    const downloading = page.waitForEvent('download');
    await titleLink(charter.title).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${charter.title}.pdf`);
    expect(download.url()).toContain(`/uz/documents/${charter.id}`);
  });
}

test('a document found by the search is downloaded from its result, not opened as a page', async ({ page, request }) => {
  const all = await api<{ content: Listed[] }>(request, '/api/public/documents?lang=en&size=100');
  const licence = all.content.find((doc) => doc.category === 'LICENCE')!;
  await page.goto(`/en/search?q=${encodeURIComponent(licence.title)}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: licence.title, exact: true }).click();
  expect((await downloading).suggestedFilename()).toBe(`${licence.title}.pdf`);
});
