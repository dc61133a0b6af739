import { axeFindings } from '../a11y-engines';
import { expect, test, type Page } from '@playwright/test';
import { publicRoutes, visit } from '../helpers';

const VISION_KEY = 'lyceum.vision';
const SCHEMES = [
  ['black-on-white', 'Oq fonda qora'],
  ['white-on-black', 'Qora fonda oq'],
  ['greyscale', 'Kulrang'],
] as const;

const openPanel = async (page: Page) => {
  await page.getByRole('button', { name: "Zaif ko'ruvchilar uchun" }).click();
  return page.getByRole('region', { name: "Zaif ko'ruvchilar uchun" });
};
const colours = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor, letterSpacing: style.letterSpacing };
    });

test("the top bar's icon controls show SVG icons (never a font's glyph) and keep their names", async ({ page }) => {
  await visit(page, '/uz');
  const bar = page.locator('header [data-island="topBar"]');
  for (const name of ["Zaif ko'ruvchilar uchun", 'Ishonch telefoni', 'Sayt xaritasi']) {
    const control = bar.getByRole(name === "Zaif ko'ruvchilar uchun" ? 'button' : 'link', { name, exact: true });
    await expect(control.locator('svg')).toHaveCount(1);
    // The icon is all it shows: no text beside it.
    expect((await control.innerText()).trim()).toBe('');
  }
  const menu = page.getByRole('navigation', { name: 'Asosiy menyu' });
  for (const button of await menu.getByRole('button').all()) await expect(button.locator('svg')).toHaveCount(1);
});

test('each low-vision scheme switches at once, stops the carousels and typing, and persists across pages and reloads', async ({ page }) => {
  await visit(page, '/uz');
  const panel = await openPanel(page);
  await panel.getByRole('radio', { name: 'Oq fonda qora' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-vision', 'black-on-white');
  // The schemes' stylesheet comes with the first scheme chosen (lib/vision.ts).
  await expect.poll(() => colours(page, 'main')).toMatchObject({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
  expect(await colours(page, 'body')).not.toMatchObject({ letterSpacing: 'normal' });
  // Nothing moves: every carousel's play control is off, and the short info is there whole.
  for (const control of await page.getByRole('button', { name: /Davom ettirish|Play/ }).all())
    await expect(control).toHaveAttribute('aria-pressed', 'true');

  await panel.getByRole('radio', { name: 'Qora fonda oq' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-vision', 'white-on-black');
  await expect.poll(() => colours(page, 'main')).toMatchObject({ color: 'rgb(255, 255, 255)', background: 'rgb(0, 0, 0)' });

  await panel.getByRole('radio', { name: 'Kulrang' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-vision', 'greyscale');
  expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).filter)).toBe('grayscale(1)');

  await panel.getByRole('checkbox', { name: "Rasmlarni ko'rsatish" }).uncheck();
  await expect(page.locator('html')).toHaveAttribute('data-images', 'hidden');
  for (const image of await page.locator('main img').all()) await expect(image).toBeHidden();

  // Another page, then a reload: the choice is applied before the page paints (by the inline script of <head>).
  await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Yangiliklar' }).click();
  await expect(page).toHaveURL(/\/uz\/news$/);
  await expect(page.locator('html')).toHaveAttribute('data-vision', 'greyscale');
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('html[data-vision="greyscale"][data-images="hidden"]', { state: 'attached' });
  // Its stylesheet holds the first paint (blocking=render): by the first frame the page has its scheme, never the normal view first.
  await page.waitForSelector('main', { state: 'attached' });
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(painted)));
  expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).filter)).toBe('grayscale(1)');
  const again = await openPanel(page);
  await expect(again.getByRole('radio', { name: 'Kulrang' })).toBeChecked();
  await expect(again.getByRole('checkbox', { name: "Rasmlarni ko'rsatish" })).not.toBeChecked();

  await again.getByRole('radio', { name: 'Oddiy' }).check();
  await again.getByRole('checkbox', { name: "Rasmlarni ko'rsatish" }).check();
  await expect(page.locator('html')).not.toHaveAttribute('data-vision', /.*/);
  await expect(page.locator('html')).not.toHaveAttribute('data-images', /.*/);
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
});

test('no WCAG 2.1 A/AA violation on any public route in any of the low-vision schemes', async ({ page, request }) => {
  test.setTimeout(360_000);
  const [[first], ...others] = SCHEMES;
  // Each route is loaded once, in the first scheme (as a returning reader's choice is applied before the first
  // paint), then switched to the others in the panel, as a reader does: one load per route, not one per scheme.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    VISION_KEY,
    JSON.stringify({ mode: first, images: true }),
  ] as const);
  const html = page.locator('html');
  // Every route's findings in every scheme, so that one run shows them all.
  const findings: Record<string, string[]> = {};
  const judge = async (route: string, label: string) => {
    const found = await axeFindings(page);
    if (found.length) findings[`/uz${route} (${label})`] = found;
  };
  for (const route of await publicRoutes(request)) {
    await visit(page, `/uz${route}`);
    await expect(html).toHaveAttribute('data-vision', first);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await judge(route, SCHEMES[0][1]);
    for (const [scheme, label] of others) {
      const panel = await openPanel(page);
      await panel.getByRole('radio', { name: label }).check();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(html).toHaveAttribute('data-vision', scheme);
      await judge(route, label);
    }
  }
  expect(findings).toEqual({});
});

test('text zoomed to 200 % at 375 px scrolls no page sideways', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of await publicRoutes(request)) {
    await visit(page, `/uz${route}`);
    // What a browser's text zoom does: the root font size (16 px) doubled; every size is in rem.
    await page.addStyleTag({ content: 'html { font-size: 32px !important; }' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `/uz${route}`).toBeLessThanOrEqual(0);
  }
});
