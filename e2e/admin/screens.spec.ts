import path from 'node:path';
import { accessibilityFindings } from '../a11y-engines';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { foreignStrings, uiTexts } from './catalogue';
import { adminToken, openSignedIn, publicContent, unique } from './session';

/**
 * Every admin screen in one pass each: in Uzbek at 1280 px and at 375 px no sideways scrolling and no finding of the
 * accessibility engines, and at 1280 px in each language no text of another one (checked against the message
 * catalogues, e2e/admin/catalogue.ts). The news list and the wizard are also photographed at both widths.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
type Lang = 'uz' | 'en' | 'ru';

/** Where the closing note's screenshots go: test-results/screens/. */
const shots = () => path.join(test.info().project.outputDir, 'screens');

/** TinyMCE's editor is its makers' markup, checked by them. */
const findings = (page: Page) => accessibilityFindings(page, { exclude: '.tox-tinymce' });

/**
 * What sticks out sideways: the page's own scrolling, and any shown element past either edge of the window, but for
 * those inside a box that clips or scrolls its content (TinyMCE's, a carousel's track, a visually hidden header).
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const root = document.scrollingElement ?? document.documentElement;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) found.push(`the page is ${root.scrollWidth} px wide`);
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      const { left, right, width: shown, height } = element.getBoundingClientRect();
      if (!shown || !height || (left >= -0.5 && right <= width + 0.5)) continue;
      if (getComputedStyle(element).visibility === 'hidden' || clipped(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
      found.push(`${name} "${(element.textContent ?? '').trim().slice(0, 40)}" spans ${Math.round(left)}..${Math.round(right)} px`);
    }
    return found.slice(0, 5);
  });

/** Sets the window's size, and waits for the page to have followed (its media queries' listeners run at the next frame). */
async function resize(page: Page, size: typeof WIDE) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The admin's language, chosen with the switch in its top bar. */
async function chooseLanguage(page: Page, lang: Lang) {
  const select = page.getByRole('banner').getByRole('combobox');
  await select.selectOption(lang);
  await expect(select).toHaveValue(lang);
}

/** The screen as it stands: in Uzbek, wide and on a phone, then in each other language; the screen's screenshots when named. */
async function checkScreen(page: Page, name: string, shot?: string) {
  await resize(page, WIDE);
  expect.soft(await overflow(page), `${name} at 1280 px`).toEqual([]);
  expect.soft(await findings(page), `${name} at 1280 px`).toEqual([]);
  expect.soft(foreignStrings(await uiTexts(page), 'uz'), `${name} in uz`).toEqual([]);
  if (shot) await page.screenshot({ path: path.join(shots(), `${shot}-1280.png`), fullPage: true });

  await resize(page, PHONE);
  expect.soft(await overflow(page), `${name} at 375 px`).toEqual([]);
  expect.soft(await findings(page), `${name} at 375 px`).toEqual([]);
  if (shot) await page.screenshot({ path: path.join(shots(), `${shot}-375.png`), fullPage: true });

  await resize(page, WIDE);
  for (const lang of ['en', 'ru'] as const) {
    await chooseLanguage(page, lang);
    // A language's texts come in one render: the poll only waits for it.
    await expect.poll(async () => foreignStrings(await uiTexts(page), lang), { message: `${name} in ${lang}` }).toEqual([]);
  }
  await chooseLanguage(page, 'uz');
}

/** Counts the page's requests under way, for `open` to wait until none is. */
function watchNetwork(page: Page) {
  const network = { pending: 0, since: Date.now() };
  const settle = (change: number) => () => {
    network.pending += change;
    network.since = Date.now();
  };
  page.on('request', settle(1));
  page.on('requestfinished', settle(-1));
  page.on('requestfailed', settle(-1));
  return network;
}

/** Signs in, on the dashboard. */
async function signIn(page: Page, request: APIRequestContext) {
  const network = watchNetwork(page);
  await openSignedIn(page, request, '/protected');
  return network;
}

/**
 * Goes to a screen as the admin's own links do (the router follows the address: the page and the engines injected in
 * it stay, which saves a load of each per screen), and waits for its content: its heading filled in, and no request
 * under way for a moment.
 */
async function open(page: Page, network: ReturnType<typeof watchNetwork>, screen: string) {
  await page.evaluate((address) => {
    history.pushState(null, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/protected${screen}`);
  await expect(page).toHaveURL(new RegExp(`/protected${screen}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('…');
  await expect.poll(() => network.pending === 0 && Date.now() - network.since > 300, { intervals: [100] }).toBe(true);
}

// The tests spread over both workers: three engines on a screen take a while on a machine busy with the other suite.
test.describe.configure({ mode: 'parallel' });

/**
 * The screens that need nothing of their own: in one test, one sign-in and one load of the admin, each screen opened
 * in turn as its link would (a sign-in and a load of the admin's code per screen cost more than a screen's checks). A
 * menu page's text is found by its group.
 */
const SCREENS: readonly (string | ((request: APIRequestContext) => Promise<string>))[] = [
  ...['', '/info', '/structure', '/edu', '/events', '/activity', '/interactive', '/insert-text/1', '/insert-text/2'],
  async (request) => `/insert-text/${(await publicContent(request, '/api/public/menu?lang=uz&group=info'))[0].id}`,
  ...['/gallery', '/driver', '/password', '/review', '/trash', '/audit', '/announcements', '/telegram', '/documents'],
  '/appeals/statistics',
];
test('every screen that needs nothing of its own, one after another', async ({ page, request }) => {
  test.setTimeout(360_000);
  const network = await signIn(page, request);
  for (const entry of SCREENS) {
    const screen = typeof entry === 'string' ? entry : await entry(request);
    await open(page, network, screen);
    await checkScreen(page, screen || '/');
  }
});

/**
 * A news item of this spec's own, a draft with a second save and a publication set ahead: the list shows its badges
 * (the widest cell there is), and its revision history has content.
 */
async function scheduledDraft(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const [seeded] = (await (await request.get('/api/v1/blog?page=0&size=1&direction=DESC', { headers })).json()).content.content;
  const { id: _id, status: _status, scheduledAt: _scheduledAt, ...body } = seeded;
  const title = unique("Ekranlar sinovi: juda uzun sarlavhali yangilik, so'zlari ko'p");
  const news = { ...body, titleUz: title, titleEn: `${title} EN`, publishedTime: new Date().toISOString(), draft: true };
  const created = await request.post('/api/v1/blog', { headers, data: news });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()).content;
  expect((await request.put('/api/v1/blog', { headers, data: { ...news, id, titleEn: `${title} edited` } })).status()).toBe(200);
  const publishAt = '2031-03-01T09:00:00+05:00';
  expect((await request.put('/api/v1/schedule', { headers, data: { kind: 'news', id, publishAt } })).status()).toBe(200);
  return { id, remove: () => request.delete(`/api/v1/blog/${id}`, { headers }) };
}

/** An event of this spec's own, as scheduledDraft's news item: a draft saved twice, its publication set ahead. */
async function scheduledEvent(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const title = unique("Ekranlar sinovi: juda uzun nomli tadbir, so'zlari ko'p");
  const event = {
    ...{ titleUz: title, titleEn: `${title} EN`, titleRu: `${title} RU`, placeUz: 'Faollar zali', draft: true },
    ...{ startsAt: '2031-03-02T10:00:00+05:00', endsAt: '2031-03-02T12:00:00+05:00', allDay: false },
  };
  const created = await request.post('/api/v1/events', { headers, data: event });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()).content;
  expect((await request.put('/api/v1/events', { headers, data: { ...event, id, titleEn: `${title} edited` } })).status()).toBe(200);
  const publishAt = '2031-03-01T09:00:00+05:00';
  expect((await request.put('/api/v1/schedule', { headers, data: { kind: 'event', id, publishAt } })).status()).toBe(200);
  return { id, remove: () => request.delete(`/api/v1/events/${id}`, { headers }) };
}

/**
 * A kind's list and revision history, each with an item of the test's own; the news list marks its scheduled draft (the
 * calendar's shows the time in a column of its own).
 */
const KINDS = [
  { kind: 'news', item: 'a news item', list: '/news', shot: 'news-list', make: scheduledDraft, badge: '[data-status="scheduled"]' },
  { kind: 'event', item: 'an event', list: '/calendar', shot: undefined, make: scheduledEvent, badge: undefined },
] as const;
for (const { kind, item: itemName, list, shot, make, badge } of KINDS) {
  test(`the list of ${list}`, async ({ page, request }) => {
    const item = await make(request);
    try {
      const network = await signIn(page, request);
      await open(page, network, list);
      if (badge) await expect(page.locator(badge).first()).toBeVisible();
      await checkScreen(page, list, shot);
    } finally {
      await item.remove();
    }
  });

  test(`the revision history of ${itemName}`, async ({ page, request }) => {
    const item = await make(request);
    try {
      const network = await signIn(page, request);
      await open(page, network, `/revisions/${kind}/${item.id}`);
      await expect(page.getByTestId('revision-changes').first()).toBeVisible();
      await checkScreen(page, `/revisions/${kind}`);
    } finally {
      await item.remove();
    }
  });
}

test('the news wizard step by step', async ({ page, request }) => {
  const network = await signIn(page, request);
  await open(page, network, '/news/create');
  const steps = page.getByRole('list', { name: 'Bosqichlar' }).getByRole('button');
  await checkScreen(page, '/news/create: Uzbek', 'wizard');
  await steps.nth(2).click();
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await checkScreen(page, '/news/create: Russian');
  await steps.nth(3).click();
  await checkScreen(page, '/news/create: Save');
});

test("the events calendar's wizard: its first and last steps", async ({ page, request }) => {
  const network = await signIn(page, request);
  await open(page, network, '/calendar/create');
  await checkScreen(page, '/calendar/create: Uzbek');
  await page.getByRole('list', { name: 'Bosqichlar' }).getByRole('button').nth(3).click();
  await checkScreen(page, '/calendar/create: Save');
  await page.getByRole('switch').check();
  await checkScreen(page, '/calendar/create: Save, all day');
});

/** Each screen's modal form, opened by its button's words: in one test, as the screens above. */
const MODAL_FORMS: readonly (readonly [string, string])[] = [
  ['/interactive', "Interaktiv xizmat qo'shish"],
  ['/gallery', "Galereyaga qo'shish"],
  ['/insert-text/1', "Rahbariyat: qo'shish"],
  ['/info', '+ Add Menu'],
  ['/announcements', "E'lon qo'shish"],
  ['/documents', "Hujjat qo'shish"],
];
test('the modal form of each screen that has one', async ({ page, request }) => {
  test.setTimeout(240_000);
  const network = await signIn(page, request);
  for (const [screen, opener] of MODAL_FORMS) {
    await open(page, network, screen);
    await page.getByRole('button', { name: opener }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkScreen(page, `${screen}: its form`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('the login form, wide and on a phone, has no finding of the accessibility engines and fits the window', async ({ page }) => {
  await page.goto('/protected');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await accessibilityFindings(page)).toEqual([]);
  await resize(page, PHONE);
  expect(await overflow(page)).toEqual([]);
  expect(await accessibilityFindings(page)).toEqual([]);
});
