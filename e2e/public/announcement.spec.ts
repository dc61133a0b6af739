import { axeFindings } from '../a11y-engines';
import { adminToken } from '../admin/session';
import { LANGS, visit, type Lang } from '../helpers';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The site-wide banner (docs/reach.md, "Announcements"): on every visitor page in its language, urgent apart from
 * information, closed for good by the visitor until it is edited, and hidden then before the first paint.
 */
const REGION = { uz: "E'lonlar", en: 'Announcements', ru: 'Объявления' };
const CLOSE = { uz: 'Yopish', en: 'Close', ru: 'Закрыть' };
const mark = Date.now().toString(36);
const BANNERS = {
  urgent: {
    level: 'URGENT',
    textUz: `Ertaga darslar bo'lmaydi ${mark}`,
    textEn: `No lessons tomorrow ${mark}`,
    textRu: `Завтра занятий не будет ${mark}`,
  },
  info: {
    level: 'INFO',
    textUz: `Ota-onalar yig'ilishi shanba kuni ${mark}`,
    textEn: `Parents' meeting on Saturday ${mark}`,
    textRu: `Родительское собрание в субботу ${mark}`,
  },
};
type Name = keyof typeof BANNERS;
const ids = {} as Record<Name, string>;
const HOUR = 3600_000;
const showingNow = () => ({ startsAt: new Date(Date.now() - HOUR).toISOString(), endsAt: new Date(Date.now() + HOUR).toISOString() });
const textOf = (name: Name, lang: Lang) => BANNERS[name][`text${lang === 'uz' ? 'Uz' : lang === 'en' ? 'En' : 'Ru'}`];

const authorized = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await adminToken(request)}` });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const headers = await authorized(request);
  for (const name of ['info', 'urgent'] as const) {
    const answer = await request.post('/api/v1/announcements', { headers, data: { ...BANNERS[name], ...showingNow() } });
    expect(answer.status(), await answer.text()).toBe(200);
    ids[name] = (await answer.json()).content.id;
  }
});

test.afterAll(async ({ request }) => {
  const headers = await authorized(request);
  for (const id of Object.values(ids)) await request.delete(`/api/v1/announcements/${id}`, { headers });
});

const banner = (page: Page, name: Name, lang: Lang) =>
  page
    .getByRole('region', { name: REGION[lang] })
    .locator('[data-announcement]')
    .filter({ hasText: textOf(name, lang) });

test('the banners are on every visitor page in its language, urgent first, in the server HTML', async ({ page, browser }) => {
  const paths = { uz: '/uz', en: '/en/news', ru: '/ru/structure/staff' };
  for (const lang of LANGS) {
    await visit(page, paths[lang]);
    const region = page.getByRole('region', { name: REGION[lang] });
    await expect(banner(page, 'urgent', lang)).toBeVisible();
    await expect(banner(page, 'info', lang)).toBeVisible();
    const texts = await region.locator('[data-announcement]').allInnerTexts();
    const at = (name: Name) => texts.findIndex((text) => text.includes(textOf(name, lang)));
    expect(at('urgent')).toBeLessThan(at('info'));
    await expect(banner(page, 'urgent', lang).getByRole('button', { name: CLOSE[lang], exact: true })).toBeVisible();
  }

  // Without scripts the server's banner is all there is: it shows, and so it stays (no close button that could do nothing).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/uz');
  await expect(banner(noScript, 'info', 'uz')).toBeVisible();
  await expect(banner(noScript, 'info', 'uz').getByRole('button')).toBeHidden();
  await context.close();
});

test('urgent and information look apart, say their level in words, and pass the accessibility engines', async ({ page }) => {
  await visit(page, '/en');
  const look = (name: Name) =>
    banner(page, name, 'en').evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color, label: element.querySelector('strong')?.textContent };
    });
  expect(await look('urgent')).toEqual({ background: 'rgb(176, 0, 32)', color: 'rgb(255, 255, 255)', label: 'Urgent:' });
  expect(await look('info')).toEqual({ background: 'rgb(232, 245, 233)', color: 'rgb(15, 61, 19)', label: 'Announcement:' });
  // Neither takes focus nor interrupts: no alert, the focus where the page starts.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
  expect(await axeFindings(page)).toEqual([]);
});

test('a closed banner stays closed on the next pages and after a reload, hidden before the first paint; an edited one shows again', async ({
  page,
  request,
}) => {
  await visit(page, '/uz');
  await banner(page, 'info', 'uz').getByRole('button', { name: CLOSE.uz, exact: true }).click();
  await expect(banner(page, 'info', 'uz')).toBeHidden();
  await expect(banner(page, 'urgent', 'uz')).toBeVisible();
  // The focus goes on to the other banner's close button, not to the page's start.
  await expect(banner(page, 'urgent', 'uz').getByRole('button')).toBeFocused();

  // A followed link (the application's navigation), then a whole page load in another language, then a reload.
  await page.getByRole('link', { name: 'Sayt xaritasi' }).click();
  await expect(page).toHaveURL(/\/uz\/sitemap$/);
  await expect(banner(page, 'urgent', 'uz')).toBeVisible();
  await expect(banner(page, 'info', 'uz')).toBeHidden();
  await page.goto('/ru/news');
  await expect(banner(page, 'urgent', 'ru')).toBeVisible();
  await expect(banner(page, 'info', 'ru')).toBeHidden();

  // The head's inline script alone hides it: with every module script refused, it is hidden all the same.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(banner(page, 'urgent', 'ru')).toBeVisible();
  await expect(banner(page, 'info', 'ru')).toBeHidden();
  await page.unroute('**/assets/*.js');

  // All closed (the seeded banner too, where it shows): the region goes too, so no empty landmark is left.
  await visit(page, '/ru');
  const region = page.getByRole('region', { name: REGION.ru });
  // Each close named before any is pressed, and waited out before the next: a press made before the page's script has
  // loaded is kept and made once it has (closeOnClick.ts), so a busy machine must not see the next press land on it.
  const closes = await region
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-describedby') ?? ''));
  for (const text of closes) {
    const close = region.locator(`button[aria-describedby="${text}"]`);
    await close.click();
    await expect(close).toBeHidden();
  }
  await expect(region).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: REGION.ru })).toBeHidden();

  // Edited, in any language: it shows again.
  BANNERS.info.textEn = `Parents' meeting moved to Sunday ${mark}`;
  const edited = await request.put('/api/v1/announcements', {
    headers: await authorized(request),
    data: { ...BANNERS.info, ...showingNow(), id: ids.info },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  await page.reload();
  await expect(banner(page, 'info', 'ru')).toBeVisible();
  await expect(banner(page, 'urgent', 'ru')).toBeHidden();
});

test('on a phone the banners take at most a fifth of the first screen, however many and long, and scroll within it; the first event shows', async ({
  page,
  request,
}) => {
  const headers = await authorized(request);
  const long = 'Uzun matn. '.repeat(45).trim();
  const answer = await request.post('/api/v1/announcements', {
    headers,
    data: { level: 'INFO', textUz: long, textEn: `Long ${mark}`, textRu: `Длинное ${mark}`, ...showingNow() },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const id = (await answer.json()).content.id as string;
  // An event of the test's own, so that the list of coming events is never empty, whatever the stack's age.
  const soon = Date.now() + HOUR / 2;
  const event = await request.post('/api/v1/events', {
    headers,
    data: {
      titleUz: `Yig'ilish ${mark}`,
      titleEn: `Meeting ${mark}`,
      titleRu: `Собрание ${mark}`,
      startsAt: new Date(soon).toISOString(),
      endsAt: new Date(soon + HOUR).toISOString(),
      allDay: false,
    },
  });
  expect(event.status(), await event.text()).toBe(200);
  const eventId = (await event.json()).content.id as string;
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, '/ru/calendar');
    const region = page.getByRole('region', { name: REGION.ru });
    await expect(region.locator('[data-announcement]').filter({ hasText: `Длинное ${mark}` })).toBeVisible();
    expect(await region.locator('[data-announcement]').count()).toBeGreaterThanOrEqual(3);
    expect((await region.boundingBox())!.height).toBeLessThanOrEqual(812 / 5);
    // The page's own content starts in the first screen: under the site's header and the banners, the first coming
    // event shows there whole.
    await expect(page.getByTestId('coming-events').getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
    await test.info().attach('banners, 375 px, ru', { body: await page.screenshot(), contentType: 'image/png' });

    // The long one, in Uzbek, scrolls within the banners; the keyboard brings each banner into view by its close button.
    await visit(page, '/uz');
    const uzRegion = page.getByRole('region', { name: REGION.uz });
    expect((await uzRegion.boundingBox())!.height).toBeLessThanOrEqual(812 / 5);
    expect(await uzRegion.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const closes = uzRegion.getByRole('button', { name: CLOSE.uz, exact: true });
    await closes.last().focus();
    await expect(closes.last()).toBeInViewport();
    await expect(closes.first()).not.toBeInViewport();
  } finally {
    await request.delete(`/api/v1/announcements/${id}`, { headers });
    await request.delete(`/api/v1/events/${eventId}`, { headers });
  }
});
