import { expect, test } from '@playwright/test';
import { UI, api, homeLoaded, hydrated, visit } from '../helpers';

test('/ and unknown paths redirect to /uz', async ({ page }) => {
  for (const path of ['/', '/nowhere', '/fr', '/fr/news', '/uz/unknown-group/page', '/en/news/a/b/c']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/uz$/);
  }
});

test('language switches replace only the language segment and keep the rest of the path', async ({ page, request }) => {
  const news = (await api(request, '/api/public/news?lang=ru&size=1')).content[0];
  await visit(page, `/uz/news/${news.id}?page=2`);
  await page.getByRole('navigation', { name: 'Til' }).getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/news/${news.id}\\?page=2$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/news/${news.id}\\?page=2$`));
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  for (const label of ['OZB', 'ENG', 'RUS']) await expect(page.getByRole('link', { name: new RegExp(`^${label} `) })).toBeVisible();
});

test('A- / A+ change the root font size in steps of 2 within 14..20, and it survives a reload', async ({ page }) => {
  await visit(page, '/uz/news');
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  await expect.poll(rootSize).toBe('16px');
  const smaller = page.getByRole('button', { name: 'Shriftni kichraytirish' });
  const larger = page.getByRole('button', { name: 'Shriftni kattalashtirish' });
  await smaller.click();
  await expect.poll(rootSize).toBe('14px');
  await expect(smaller).toBeDisabled();
  await larger.click();
  await larger.click();
  await larger.click();
  await expect.poll(rootSize).toBe('20px');
  await expect(larger).toBeDisabled();
  const headingBefore = await page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().height);
  await page.reload();
  await expect.poll(rootSize).toBe('20px');
  await hydrated(page);
  await smaller.click();
  await expect.poll(rootSize).toBe('18px');
  const headingAfter = await page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().height);
  expect(headingAfter).toBeLessThan(headingBefore);
});

test('tooltips for the trust phone and the site map show on hover and on focus', async ({ page, request }) => {
  const contact = JSON.parse((await api(request, '/api/public/base?type=CONTACT')).data);
  await visit(page, '/uz/news');
  await page.getByRole('link', { name: 'Ishonch telefoni' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(`Ishonch telefoni: ${contact.phone}`);
  await page.mouse.move(0, 600);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sayt xaritasi' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Sayt xaritasi');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test("the 'Sayt xaritasi' icon opens the site map page: every section of the menu with its pages, each link leading to its page", async ({
  page,
  request,
}) => {
  const menu = await api<{ groupName: string; url: string; name: string }[]>(request, '/api/public/menu?lang=uz');
  await visit(page, '/uz/news');
  await page.getByRole('link', { name: 'Sayt xaritasi' }).click();
  await expect(page).toHaveURL(/\/uz\/sitemap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayt xaritasi');
  const main = page.locator('main');
  for (const section of ['Litsey haqida', 'Tuzilma', 'Yangiliklar'])
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
  for (const item of menu.filter((entry) => entry.groupName === 'info'))
    await expect(main.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', `/uz/info${item.url}`);
  await main.getByRole('link', { name: 'Xodimlar', exact: true }).click();
  await expect(page).toHaveURL(/\/uz\/structure\/staff$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xodimlar');
});

test('every menu link leads to a page that renders; dropdowns work with the keyboard', async ({ page, request }) => {
  const menu = await api<{ groupName: string; url: string; name: string }[]>(request, '/api/public/menu?lang=en');
  await visit(page, '/en/news');
  const info = page.getByRole('button', { name: /About/ });
  await info.focus();
  await page.keyboard.press('Enter');
  await expect(info).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#menu-info').getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(info).toHaveAttribute('aria-expanded', 'false');
  await expect(info).toBeFocused();

  const groupLabel: Record<string, RegExp> = {
    info: /About/,
    structure: /Structure/,
    education: /Education/,
    events: /Events/,
    activity: /Activity/,
  };
  for (const item of menu.filter((entry) => groupLabel[entry.groupName])) {
    await page.getByRole('button', { name: groupLabel[item.groupName] }).click();
    await page.locator(`#menu-${item.groupName}`).getByRole('link', { name: item.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/${item.groupName}${item.url}$`));
    const content = await api(request, `/api/public/page?groupName=${item.groupName}&url=${item.url}&lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title || content.name);
  }
  for (const [group, label, path, heading] of [
    ['events', 'Photo gallery', '/en/events/photos', 'Photo gallery'],
    ['events', 'Video gallery', '/en/events/videos', 'Video gallery'],
    ['structure', 'Leadership', '/en/structure/leadership', 'Leadership'],
    ['structure', 'Staff', '/en/structure/staff', 'Staff'],
  ]) {
    await page.getByRole('button', { name: groupLabel[group] }).click();
    await page.locator(`#menu-${group}`).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Interactive services' }).click();
  await expect(page).toHaveURL(/\/en\/interactive$/);
});

test('on a small screen the grid toggle opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/uz/news');
  const toggle = page.getByRole('button', { name: 'Menyuni ochish' });
  await expect(page.locator('#main-menu')).toBeHidden();
  await toggle.click();
  await expect(page.locator('#main-menu')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menyuni yopish' })).toHaveAttribute('aria-expanded', 'true');
});

test('news paging: 12 a page, pages do not overlap, the current item is hidden from the list below it', async ({ page, request }) => {
  const all = (await api(request, '/api/public/news?lang=uz&size=100')).content;
  await page.goto('/uz/news');
  await expect(page.getByTestId('news-list').getByRole('article')).toHaveCount(12);
  await page.getByRole('link', { name: 'Sahifa 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByTestId('news-list').getByRole('article')).toHaveCount(all.length - 12);
  await expect(page.getByRole('link', { name: all[12].title, exact: true })).toBeVisible();

  const current = all[1];
  await page.goto(`/uz/news/${current.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(current.title);
  const list = page.getByTestId('news-list');
  await expect(list.getByRole('article')).toHaveCount(11);
  await expect(list.getByRole('link', { name: current.title, exact: true })).toHaveCount(0);
  await expect(list.getByRole('link', { name: all[0].title, exact: true })).toBeVisible();
});

test('photo gallery: a photo opens a modal with a download link and extra images; Escape closes it', async ({ page, request }) => {
  const photos = (await api(request, '/api/public/media?type=PHOTO_GALLERY&size=16')).content;
  const withExtras = photos.find((item: { others: string[] }) => item.others.length > 0);
  const without = photos.find((item: { others: string[] }) => item.others.length === 0);
  await visit(page, '/en/events/photos');
  const open = page.getByTestId('photo-gallery').getByRole('button', { name: new RegExp(withExtras.definition) });
  await open.click();
  const dialog = page.getByRole('dialog', { name: withExtras.definition });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/api/attachment/${withExtras.address}`);
  await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('download', '');
  await expect(dialog.getByRole('region', { name: 'More images' }).getByRole('img')).toHaveCount(withExtras.others.length);
  const wide = await dialog.evaluate((el) => el.getBoundingClientRect().width);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  await page
    .getByTestId('photo-gallery')
    .getByRole('button', { name: new RegExp(without.definition) })
    .click();
  const small = page.getByRole('dialog', { name: without.definition });
  await expect(small.getByRole('region', { name: 'More images' })).toHaveCount(0);
  expect(await small.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(wide);
  await small.getByRole('button', { name: 'Close' }).click();
  await expect(small).toHaveCount(0);
});

test("the home page shows 'Kuting ...' while a client-side navigation waits for its four content requests, never on the first load", async ({
  page,
}) => {
  // The first load's content comes with the HTML: nothing to wait for.
  const first = await page.goto('/uz');
  expect(await first!.text()).not.toContain('data-testid="loading-overlay"');
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);

  await visit(page, '/uz/news');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/public/base?type=DIRECTION', async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: UI.lyceumName.uz }).click();
  await expect(page).toHaveURL(/\/uz$/);
  await expect(page.getByTestId('loading-overlay')).toHaveText('Kuting ...');
  release();
  await homeLoaded(page);
});
