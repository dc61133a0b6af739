import { adminToken } from '../admin/session';
import { api, visit } from '../helpers';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { structuredDataFindings } from '../validators';
import { LOCALES } from '@lyceum/contract';

/*
 * The events calendar's visitor pages (/{lang}/calendar, its months, its archive and each event), against events this
 * spec creates through the admin API: exact titles, places and times in Tashkent, one with a registration link.
 */

/** Tashkent keeps UTC+05:00 all year. */
const TASHKENT_MS = 5 * 60 * 60 * 1000;
/** A Tashkent month, YYYY-MM, `delta` months from now. */
function tashkentMonth(delta: number): string {
  const now = new Date(Date.now() + TASHKENT_MS);
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const mark = Date.now().toString(36);
const next = tashkentMonth(1);
const last = tashkentMonth(-13);

/** The events of this spec, as the admin saves them (Tashkent wall time with +05:00). */
const EVENTS = {
  timed: {
    startsAt: `${next}-15T10:00:00+05:00`,
    endsAt: `${next}-15T12:30:00+05:00`,
    allDay: false,
    registrationUrl: 'https://example.org/register?e=1&x=</script>',
    titleUz: `Ochiq eshiklar kuni ${mark}`,
    titleEn: `Open day ${mark}`,
    titleRu: `День открытых дверей ${mark}`,
    descriptionUz: "<p>Litseyga xush kelibsiz: $' &lt;/script&gt; sinflar va laboratoriyalar.</p>",
    descriptionEn: "<p>Welcome to the lyceum: $' &lt;/script&gt; classrooms and laboratories.</p>",
    descriptionRu: '<p>Добро пожаловать в лицей: классы и лаборатории.</p>',
    placeUz: 'Majlislar zali',
    placeEn: 'Assembly hall',
    placeRu: 'Актовый зал',
  },
  allDay: {
    startsAt: `${next}-20T00:00:00+05:00`,
    endsAt: `${next}-21T00:00:00+05:00`,
    allDay: true,
    registrationUrl: '',
    titleUz: `Sport kunlari ${mark}`,
    titleEn: `Sports days ${mark}`,
    titleRu: `Дни спорта ${mark}`,
    descriptionUz: '<p>Ikki kunlik musobaqalar.</p>',
    descriptionEn: '<p>Two days of games.</p>',
    descriptionRu: '<p>Два дня соревнований.</p>',
    placeUz: '',
    placeEn: '',
    placeRu: '',
  },
  past: {
    startsAt: `${last}-03T09:00:00+05:00`,
    endsAt: `${last}-03T11:00:00+05:00`,
    allDay: false,
    registrationUrl: '',
    titleUz: `Bitiruv kechasi ${mark}`,
    titleEn: `Graduation evening ${mark}`,
    titleRu: `Выпускной вечер ${mark}`,
    descriptionUz: '<p>Bitiruvchilar bilan uchrashuv.</p>',
    descriptionEn: '<p>A meeting with the graduates.</p>',
    descriptionRu: '<p>Встреча с выпускниками.</p>',
    placeUz: 'Bog\u02bb',
    placeEn: 'Garden',
    placeRu: 'Сад',
  },
};
type Name = keyof typeof EVENTS;
const ids = {} as Record<Name, string>;

async function authorized(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const headers = await authorized(request);
  for (const [name, body] of Object.entries(EVENTS) as [Name, (typeof EVENTS)[Name]][]) {
    const answer = await request.post('/api/v1/events', { headers, data: body });
    expect(answer.status(), `${name}: ${await answer.text()}`).toBe(200);
    ids[name] = (await answer.json()).content.id;
  }
});

test.afterAll(async ({ request }) => {
  const headers = await authorized(request);
  for (const id of Object.values(ids)) await request.delete(`/api/v1/events/${id}`, { headers });
});

/** A month's day as the page writes it in Uzbek, e.g. 2026-yil 15-dekabr. */
const UZ_MONTHS = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'];
const uzDay = (month: string, day: number) => `${month.slice(0, 4)}-yil ${day}-${UZ_MONTHS[Number(month.slice(5)) - 1]}`;
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const enMonth = (month: string) => `${EN_MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

test('the calendar lists the coming events with their Tashkent time or "all day" and place, and links the archive', async ({ page }) => {
  await visit(page, '/uz/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Tadbirlar taqvimi' })).toBeVisible();
  const coming = page.getByTestId('coming-events');
  const timed = coming.getByRole('listitem').filter({ hasText: EVENTS.timed.titleUz });
  await expect(timed).toContainText(`${uzDay(next, 15)}, 10:00–12:30`);
  await expect(timed).toContainText('Majlislar zali');
  await expect(timed.locator('time')).toHaveAttribute('datetime', `${next}-15T10:00:00+05:00`);
  const allDay = coming.getByRole('listitem').filter({ hasText: EVENTS.allDay.titleUz });
  await expect(allDay).toContainText(`${uzDay(next, 20)} – ${uzDay(next, 21)}, kun bo'yi`);
  await expect(coming).not.toContainText(EVENTS.past.titleUz);

  await page.getByRole('link', { name: "O'tgan tadbirlar arxivi" }).click();
  await expect(page).toHaveURL(/\/uz\/calendar\/archive$/);
  await expect(page.getByRole('heading', { level: 1, name: "O'tgan tadbirlar" })).toBeVisible();
  const past = page.getByTestId('past-events');
  await expect(past).toContainText(EVENTS.past.titleUz);
  await expect(past).not.toContainText(EVENTS.timed.titleUz);
  await past.getByRole('link', { name: EVENTS.past.titleUz }).click();
  await expect(page).toHaveURL(new RegExp(`/uz/calendar/${ids.past}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENTS.past.titleUz);
});

test('the month view is a table of the Tashkent month, stepped month by month; a day with events leads to them', async ({ page }) => {
  await visit(page, '/en/calendar');
  const grid = page.getByTestId('month-grid');
  await expect(grid.locator('caption')).toHaveText(enMonth(tashkentMonth(0)));
  await expect(grid.getByRole('columnheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

  await page.getByRole('link', { name: `Next month: ${enMonth(next)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/calendar/month/${next}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Events calendar: ${enMonth(next)}`);
  await expect(page.getByTestId('month-grid').locator('caption')).toHaveText(enMonth(next));
  // The 15th, the 20th and the 21st have events; the 16th has none.
  const dayLinks = page.getByTestId('month-grid').getByRole('link');
  await expect(dayLinks.filter({ hasText: /^15:/ })).toHaveAttribute('href', `#day-${next}-15`);
  await expect(dayLinks.filter({ hasText: /^20:/ })).toHaveCount(1);
  await expect(dayLinks.filter({ hasText: /^21:/ })).toHaveCount(1);
  await expect(dayLinks.filter({ hasText: /^16:/ })).toHaveCount(0);

  // Keyboard: the day's link is reached with Tab and followed with Enter, to that day's events.
  const fifteenth = dayLinks.filter({ hasText: /^15:/ });
  await fifteenth.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#day-${next}-15$`));
  const day = page.getByRole('region', { name: `15 ${enMonth(next)}` });
  await expect(day.getByRole('link', { name: EVENTS.timed.titleEn })).toBeVisible();
  await expect(page.getByRole('region', { name: `21 ${enMonth(next)}` })).toContainText(EVENTS.allDay.titleEn);

  await page.getByRole('link', { name: `Previous month: ${enMonth(tashkentMonth(0))}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/calendar/month/${tashkentMonth(0)}$`));

  // Not a month: the route sends the visitor home rather than render a calendar of nothing.
  expect((await page.request.get('/en/calendar/month/2026-13', { maxRedirects: 0 })).status()).toBe(302);
});

test('the calendar works without JavaScript: the month, its links and the event page are in the HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/ru/calendar/month/${next}`);
  const days = page.getByTestId('month-grid').getByRole('link');
  for (const day of [15, 20, 21])
    await expect(days.filter({ hasText: new RegExp(`^${day}:`) })).toHaveAttribute('href', `#day-${next}-${day}`);
  await page.getByRole('link', { name: EVENTS.timed.titleRu }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/calendar/${ids.timed}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENTS.timed.titleRu);
  await expect(page.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute('href', EVENTS.timed.registrationUrl);
  await context.close();
});

test('an event page: when in Tashkent time, where, the registration button, the .ics download, the subscription and sharing', async ({
  page,
  baseURL,
}) => {
  await visit(page, `/uz/calendar/${ids.timed}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENTS.timed.titleUz);
  await expect(page.locator('dd').first()).toHaveText(`${uzDay(next, 15)}, 10:00–12:30 (Toshkent vaqti)`);
  await expect(page.locator('dd').nth(1)).toHaveText('Majlislar zali');
  await expect(page.locator('.rich-text')).toContainText("$' </script> sinflar");
  const register = page.getByRole('link', { name: "Ro'yxatdan o'tish" });
  await expect(register).toHaveAttribute('href', EVENTS.timed.registrationUrl);
  await expect(register).toHaveAttribute('target', '_blank');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: "Taqvimga qo'shish (.ics)" }).click();
  const ics = await download;
  expect(ics.url()).toBe(`${baseURL}/uz/calendar/${ids.timed}.ics`);
  const text = await (await page.request.get(ics.url())).text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain(`SUMMARY:${EVENTS.timed.titleUz}`);

  const host = new URL(baseURL!).host;
  await expect(page.getByRole('link', { name: "Taqvimga obuna bo'lish (webcal)" })).toHaveAttribute(
    'href',
    `webcal://${host}/uz/calendar.ics`,
  );
  await expect(page.getByRole('link', { name: `${baseURL}/uz/calendar.ics` })).toHaveAttribute('href', `${baseURL}/uz/calendar.ics`);

  const share = page.getByRole('group', { name: 'Ulashish' }).getByRole('link', { name: 'Telegramda ulashish' });
  expect(new URL((await share.getAttribute('href'))!).searchParams.get('url')).toBe(`${baseURL}/uz/calendar/${ids.timed}`);

  // An event that is not there is a 404 page with a heading that says so.
  const missing = await page.goto('/uz/calendar/no-such-event');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sahifa topilmadi');
});

/** The JSON-LD objects of a page's HTML. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json));

/** Google's rules for an event (developers.google.com/search/docs/appearance/structured-data/event). */
const GOOGLE_EVENT = {
  required: ['name', 'startDate', 'location'],
  recommended: ['description', 'endDate', 'eventStatus', 'eventAttendanceMode', 'image', 'organizer'],
};

test("each event page's head: Open Graph through the link-preview image, and JSON-LD Event by Google's rules", async ({
  request,
  baseURL,
}) => {
  for (const [name, lang] of [
    ['timed', 'en'],
    ['allDay', 'ru'],
    ['past', 'uz'],
  ] as const) {
    const path = `/${lang}/calendar/${ids[name]}`;
    const html = await (await request.get(path)).text();
    const title = { uz: EVENTS[name].titleUz, en: EVENTS[name].titleEn, ru: EVENTS[name].titleRu }[lang];
    expect(html, path).toContain(`<meta property="og:title" content="${title}">`);
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(image, path).toBe(`${baseURL}/og-image.jpg`);
    expect(html, path).toContain(`<link rel="alternate" type="text/calendar"`);

    const event = jsonLd(html).find((item) => item['@type'] === 'Event');
    expect(event, path).toBeTruthy();
    for (const key of [...GOOGLE_EVENT.required, ...GOOGLE_EVENT.recommended]) expect(event[key], `${path} ${key}`).toBeTruthy();
    expect(event.name).toBe(title);
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event.location['@type']).toBe('Place');
    expect(event.location.name).toBeTruthy();
    expect(event.location.address['@type']).toBe('PostalAddress');
    expect(event.location.address.addressCountry).toBe('UZ');
    expect(event.organizer.name).toBeTruthy();
    expect(event.organizer.url).toBe(`${baseURL}/${lang}`);
    expect(event.image).toEqual([image]);
    if (EVENTS[name].allDay) {
      expect([event.startDate, event.endDate]).toEqual([`${next}-20`, `${next}-21`]);
    } else {
      expect(event.startDate).toBe(EVENTS[name].startsAt);
      expect(event.endDate).toBe(EVENTS[name].endsAt);
    }
    // An offer only where there is a registration link.
    expect(event.offers?.url, path).toBe(EVENTS[name].registrationUrl || undefined);
    // And the repository's structured-data validators (Google's, X's and Facebook's presets, Adobe's rules).
    expect((await structuredDataFindings(html)).errors, path).toEqual([]);
  }
  const preview = await request.get(`${baseURL}/og-image.jpg`);
  expect(preview.headers()['content-type']).toBe('image/jpeg');
});

test('no calendar page scrolls sideways at 375 px, in any language', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const lang of LOCALES)
    for (const route of ['/calendar', `/calendar/month/${next}`, '/calendar/archive', `/calendar/${ids.timed}`]) {
      await visit(page, `/${lang}${route}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `/${lang}${route}`).toBeLessThanOrEqual(0);
    }
});

test('the events landing keeps its two gallery buttons and leads to the calendar; the site map lists the calendar', async ({ page }) => {
  await visit(page, '/ru/events');
  for (const name of ['Видеогалерея', 'Фотогалерея', 'Календарь мероприятий'])
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Календарь мероприятий' }).click();
  await expect(page).toHaveURL(/\/ru\/calendar$/);
  await visit(page, '/uz/sitemap');
  await expect(page.getByRole('main').getByRole('link', { name: 'Tadbirlar taqvimi' })).toHaveAttribute('href', '/uz/calendar');
  const events = await api<{ content: { id: string }[] }>(page.request, '/api/public/events?lang=uz&when=upcoming&size=50');
  expect(events.content.map((event) => event.id)).toEqual(expect.arrayContaining([ids.timed, ids.allDay]));
});

/** The home page's words for its coming events (frontend/src/i18n/words/home.json). */
const COMING = { uz: 'Yaqin tadbirlar', en: 'Coming events', ru: 'Ближайшие мероприятия' };

test('the home page lists the next three events, soonest first, in the server HTML of each language', async ({ page, request }) => {
  for (const lang of LOCALES) {
    const next3 = await api<{ content: { id: string; title: string }[] }>(request, `/api/public/events?lang=${lang}&when=upcoming&size=3`);
    expect(next3.content.length).toBeGreaterThan(0);
    // The server's HTML alone (no script run): the section and each event's link to its page, in order.
    const html = await (await request.get(`/${lang}`)).text();
    const listed = [...html.matchAll(/href="\/\w\w\/calendar\/(\w+)"/g)].map((match) => match[1]);
    expect(listed.slice(0, next3.content.length)).toEqual(next3.content.map((event) => event.id));
    expect(html).toContain(`>${COMING[lang]}</h2>`);

    await visit(page, `/${lang}`);
    const section = page.getByRole('region', { name: COMING[lang] });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(next3.content.map((event) => event.title));
    await section.getByRole('heading', { level: 3 }).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/calendar/${next3.content[0].id}$`));
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await visit(page, '/uz');
  await page.getByRole('region', { name: COMING.uz }).scrollIntoViewIfNeeded();
  await test.info().attach('home page, coming events, 375 px, uz', { body: await page.screenshot(), contentType: 'image/png' });
});

test('on a phone the calendar is the first link of the opened menu; at a desk it is in the events section', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await visit(page, '/ru/news');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const first = page.locator('#main-menu > li').first().getByRole('link');
  await expect(first).toHaveText('Календарь мероприятий');
  await test.info().attach('menu opened, 375 px, ru', { body: await page.screenshot(), contentType: 'image/png' });
  await first.click();
  await expect(page).toHaveURL(/\/ru\/calendar$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/ru/news');
  await expect(page.locator('#main-menu > li').first()).toBeHidden();
  const events = page.getByRole('button', { name: 'Мероприятия' });
  await events.click();
  await expect(
    page.locator(`#${await events.getAttribute('aria-controls')}`).getByRole('link', { name: 'Календарь мероприятий' }),
  ).toBeVisible();
});
