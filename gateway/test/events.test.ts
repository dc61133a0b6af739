// On both databases: the calendar's lists filter and sort by stored times, which each database keeps its own way.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ICAL from 'ical.js';
import { addDays, tashkentDate, tashkentMonth } from '@lyceum/contract/calendar';
import { newsBody } from './bodies.js';
import { ADMIN, startStack, type Stack } from './harness.js';
import { publishedJustNow } from './standing.js';
import { uploadImage } from './images.js';
import { LOCALES as LANGS } from '@lyceum/contract';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Listed {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

/** An instant in Tashkent time, with its offset, as the admin sends it. */
const tashkent = (date: string, time = '00:00') => `${date}T${time}:00+05:00`;
/** Tashkent's date `days` from now. */
const dayFromNow = (days: number) => addDays(tashkentDate(Date.now()), days);
const iso = (time: number) => new Date(time).toISOString();

/** The VEVENTs of an iCalendar text, read by an independent parser. */
function veventsOf(text: string) {
  // RFC 5545, 3.1: every content line ends with CRLF, the last one too.
  assert.ok(text.endsWith('END:VCALENDAR\r\n'), `ends with CRLF: ${JSON.stringify(text.slice(-20))}`);
  assert.doesNotMatch(text, /[^\r]\n/, 'no line ends with a bare LF');
  const calendar = new ICAL.Component(ICAL.parse(text));
  assert.equal(calendar.name, 'vcalendar');
  assert.equal(calendar.getFirstPropertyValue('version'), '2.0');
  assert.ok(calendar.getFirstPropertyValue('prodid'), 'PRODID');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    assert.ok(component.getFirstPropertyValue('dtstamp'), `DTSTAMP of ${event.uid}`);
    return { event, url: String(component.getFirstPropertyValue('url')) };
  });
}

describe('events calendar', () => {
  let stack: Stack;
  let photo: string;
  let host: string;
  const serial = `${process.pid}x${Date.now() % 100_000}`;

  /** A valid event body: one hour from now for an hour, unless overridden. */
  const eventBody = (overrides: Record<string, unknown> = {}) => ({
    photo,
    startsAt: iso(Date.now() + HOUR),
    endsAt: iso(Date.now() + 2 * HOUR),
    allDay: false,
    registrationUrl: '',
    titleUz: 'Tadbir',
    titleEn: 'Event',
    titleRu: 'Мероприятие',
    descriptionUz: '<p>Uz</p>',
    descriptionEn: '<p>En</p>',
    descriptionRu: '<p>Ru</p>',
    placeUz: 'Aula',
    placeEn: 'Hall',
    placeRu: 'Зал',
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await stack.call('POST', '/api/v1/events', { body: eventBody(overrides) });
    assert.equal(answer.status, 200, answer.text);
    return answer.body.content.id as string;
  };
  const visitor = (route: string) => stack.call('GET', route, { token: null });
  const listed = async (route: string) => (await visitor(route)).body.content as { content: Listed[] };
  const idsIn = (items: Listed[], ids: string[]) => items.map((item) => item.id).filter((id) => ids.includes(id));
  const monthOf = async (month: string, lang = 'en') =>
    (await visitor(`/api/public/events/month?lang=${lang}&month=${month}`)).body.content;
  const ics = async (path: string) => {
    const answer = await fetch(`${stack.url}${path}`);
    return { status: answer.status, headers: answer.headers, text: await answer.text() };
  };

  before(async () => {
    stack = await startStack();
    photo = await uploadImage(stack);
    host = new URL(stack.url).hostname;
  });
  after(() => stack?.close());

  test('the demo content has events in three languages: one over, one all-day, one with a photo, one with a registration link', async () => {
    const all = (await stack.call('GET', '/api/v1/events?size=100&direction=ASC')).body.content.content as (Listed &
      Record<string, string>)[];
    const demo = all.filter((event) => ['Ochiq eshiklar kuni', 'Sport bayrami', 'Zamonaviy agronomiya seminari'].includes(event.titleUz));
    assert.equal(demo.length, 3, 'the seed’s events are there');
    assert.ok(demo.every((event) => event.titleEn && event.titleRu && event.placeRu && event.descriptionEn));
    const [openDay, sports, workshop] = ['Ochiq eshiklar kuni', 'Sport bayrami', 'Zamonaviy agronomiya seminari'].map(
      (title) => demo.find((event) => event.titleUz === title)!,
    );
    assert.ok(Date.parse(openDay.endsAt) < Date.now(), 'one is over');
    assert.equal(sports.allDay, true);
    assert.match(workshop.registrationUrl, /^https:\/\//);
    assert.ok(
      all.some((event) => event.photo),
      'one has a photo',
    );
  });

  test('three-language round trip: the admin reads what it saved, each language reads its own texts', async () => {
    const body = eventBody({
      startsAt: tashkent('2031-05-10', '09:30'),
      endsAt: tashkent('2031-05-10', '12:00'),
      registrationUrl: 'https://example.org/register?event=1&x=$1',
      titleRu: 'Олимпиада «Ўзбекистон»',
      descriptionEn: '<p>Bring <b>a pen</b></p><script>alert(1)</script>',
    });
    const created = await stack.call('POST', '/api/v1/events', { body });
    assert.equal(created.status, 200, created.text);
    const id = created.body.content.id as string;
    const admin = (await stack.call('GET', `/api/v1/events/${id}`)).body.content;
    assert.deepEqual(admin, {
      ...body,
      descriptionEn: '<p>Bring <b>a pen</b></p>',
      startsAt: '2031-05-10T04:30:00.000Z',
      endsAt: '2031-05-10T07:00:00.000Z',
      id,
      status: 'published',
      ...publishedJustNow(admin),
      scheduledAt: null,
      owner: ADMIN.username,
    });
    for (const [lang, title, description, place] of [
      ['uz', 'Tadbir', '<p>Uz</p>', 'Aula'],
      ['en', 'Event', '<p>Bring <b>a pen</b></p>', 'Hall'],
      ['ru', 'Олимпиада «Ўзбекистон»', '<p>Ru</p>', 'Зал'],
      ['xx', 'Tadbir', '<p>Uz</p>', 'Aula'],
    ]) {
      const one = await visitor(`/api/public/events/${id}?lang=${lang}`);
      assert.equal(one.status, 200, one.text);
      assert.deepEqual(one.body.content, {
        id,
        title,
        description,
        place,
        photo,
        startsAt: '2031-05-10T04:30:00.000Z',
        endsAt: '2031-05-10T07:00:00.000Z',
        allDay: false,
        registrationUrl: 'https://example.org/register?event=1&x=$1',
      });
    }
    const list = (await stack.call('GET', '/api/v1/events?size=100')).body.content.content as { id: string }[];
    assert.ok(
      list.some((item) => item.id === id),
      'the admin list has it',
    );
  });

  test('an all-day event is stored as its days’ midnights in Tashkent; an event without photo, place or link reads them as empty', async () => {
    const id = await create({
      allDay: true,
      startsAt: tashkent('2031-06-01', '15:00'),
      endsAt: tashkent('2031-06-02'),
      photo: '',
      placeUz: '',
      placeEn: '',
      placeRu: '',
    });
    const one = (await visitor(`/api/public/events/${id}?lang=en`)).body.content;
    assert.equal(one.startsAt, '2031-05-31T19:00:00.000Z');
    assert.equal(one.endsAt, '2031-06-01T19:00:00.000Z');
    assert.equal(one.allDay, true);
    assert.deepEqual([one.photo, one.place, one.registrationUrl], ['', '', '']);
    // A one-day event: the same day twice.
    const single = await stack.call('POST', '/api/v1/events', {
      body: eventBody({ allDay: true, startsAt: tashkent('2031-06-05'), endsAt: tashkent('2031-06-05') }),
    });
    assert.equal(single.status, 200, single.text);
  });

  test('refusals name their fields: missing titles, the end not after the start, bad links, times and files', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ titleEn: '' }, 'titleEn'],
      [{ titleUz: '   ' }, 'titleUz'],
      [{ titleRu: undefined }, 'titleRu'],
      [{ titleEn: 'Ж'.repeat(10_000) }, 'titleEn'],
      [{ placeRu: 'x'.repeat(256) }, 'placeRu'],
      [{ startsAt: tashkent('2031-01-01', '10:00'), endsAt: tashkent('2031-01-01', '09:00') }, 'endsAt'],
      [{ startsAt: tashkent('2031-01-01', '10:00'), endsAt: tashkent('2031-01-01', '10:00') }, 'endsAt'],
      [{ allDay: true, startsAt: tashkent('2031-01-02'), endsAt: tashkent('2031-01-01') }, 'endsAt'],
      [{ startsAt: '2031-01-01T10:00' }, 'startsAt'],
      [{ endsAt: 'tomorrow' }, 'endsAt'],
      // An all-day event's days are worked out only from times that are valid: these were a 500.
      [{ allDay: true, startsAt: 'tomorrow' }, 'startsAt'],
      [{ allDay: true, endsAt: '' }, 'endsAt'],
      // The site's years, 1900–2199 in Tashkent: 9999-12-31T23:00-05:00 is already the year 10000 there.
      [{ allDay: true, startsAt: '9999-12-31T23:00:00-05:00', endsAt: '9999-12-31T23:00:00-05:00' }, 'startsAt'],
      [{ startsAt: '1899-12-31T23:59:59+05:00' }, 'startsAt'],
      [{ endsAt: '2200-01-01T00:00:00+05:00' }, 'endsAt'],
      [{ startsAt: undefined }, 'startsAt'],
      [{ registrationUrl: 'javascript:alert(1)' }, 'registrationUrl'],
      [{ registrationUrl: 'example.org/register' }, 'registrationUrl'],
      [{ registrationUrl: `https://example.org/${'a'.repeat(2000)}` }, 'registrationUrl'],
      [{ photo: '../etc/passwd' }, 'photo'],
      [{ allDay: 'yes' }, 'allDay'],
    ];
    const before = (await stack.call('GET', '/api/v1/events?size=1')).body.content.totalElements as number;
    for (const [overrides, field] of cases) {
      const answer = await stack.call('POST', '/api/v1/events', { body: eventBody(overrides) });
      assert.equal(answer.status, 400, `${field}: ${answer.text.slice(0, 200)}`);
      assert.equal(answer.body.code, 'INVALID_REQUEST');
      assert.ok(answer.body.errors?.[field], `${field} is named: ${JSON.stringify(answer.body.errors)}`);
    }
    assert.equal((await stack.call('GET', '/api/v1/events?size=1')).body.content.totalElements, before, 'nothing refused was stored');
    const update = await stack.call('PUT', '/api/v1/events', {
      body: { ...eventBody({ startsAt: tashkent('2031-01-01', '10:00'), endsAt: tashkent('2031-01-01', '09:00') }), id: 'abc' },
    });
    assert.equal(update.status, 400);
    assert.ok(update.body.errors.endsAt);
  });

  test('hostile text is kept as typed: replacement patterns, markup, bidi marks, Cyrillic, 10 000 characters of rich text', async () => {
    const title = "500$'gacha </script><!-- \u202Eabc\u2066 Привет Ўзбекистон $&";
    const long = `<p>${"Ж$'".repeat(3333)}</p>`;
    const id = await create({ titleUz: title, titleEn: `  ${title}  `, descriptionRu: long, placeEn: '</script>$`' });
    const uz = (await visitor(`/api/public/events/${id}?lang=uz`)).body.content;
    assert.equal(uz.title, title);
    assert.equal((await visitor(`/api/public/events/${id}?lang=en`)).body.content.title, title, 'trimmed');
    assert.equal((await visitor(`/api/public/events/${id}?lang=en`)).body.content.place, '</script>$`');
    const ru = (await visitor(`/api/public/events/${id}?lang=ru`)).body.content;
    assert.equal(ru.description.length > 9_999, true);
    assert.ok(ru.description.startsWith("<p>Ж$'Ж$'"), ru.description.slice(0, 40));
    const feed = veventsOf((await ics(`/uz/calendar/${id}.ics`)).text);
    assert.equal(feed[0].event.summary, title);
  });

  test('drafts stay out of every visitor read until published', async () => {
    const start = Date.now() + 3 * DAY;
    const id = await create({ draft: true, titleEn: `Draft event ${serial}`, startsAt: iso(start), endsAt: iso(start + HOUR) });
    assert.equal((await stack.call('GET', `/api/v1/events/${id}`)).body.content.status, 'draft');
    assert.equal((await visitor(`/api/public/events/${id}?lang=en`)).status, 404);
    assert.equal((await visitor(`/api/public/events/${id}?lang=en`)).body.code, 'EVENT_NOT_FOUND');
    assert.deepEqual(idsIn((await listed('/api/public/events?lang=en&size=100')).content, [id]), []);
    assert.deepEqual(idsIn((await monthOf(tashkentMonth(start))).events, [id]), []);
    assert.doesNotMatch((await ics('/en/calendar.ics')).text, new RegExp(id));
    assert.equal((await ics(`/en/calendar/${id}.ics`)).status, 404);
    assert.doesNotMatch(await (await fetch(`${stack.url}/sitemap.xml`)).text(), new RegExp(id));

    const published = await stack.call('PUT', '/api/v1/events', {
      body: { ...eventBody({ titleEn: `Draft event ${serial}`, startsAt: iso(start), endsAt: iso(start + HOUR) }), id },
    });
    assert.equal(published.status, 200, published.text);
    assert.equal((await visitor(`/api/public/events/${id}?lang=en`)).status, 200);
    assert.deepEqual(idsIn((await listed('/api/public/events?lang=en&size=100')).content, [id]), [id]);
  });

  test('coming events soonest first, past ones latest first; an all-day event is coming until its last day is over', async () => {
    const now = Date.now();
    const later = await create({ startsAt: iso(now + 2 * DAY), endsAt: iso(now + 2 * DAY + HOUR) });
    const soon = await create({ startsAt: iso(now + DAY), endsAt: iso(now + 3 * DAY) });
    // Started at midnight and stored as that moment, yet on until the day is over.
    const today = await create({ allDay: true, startsAt: tashkent(dayFromNow(0)), endsAt: tashkent(dayFromNow(0)) });
    // Started today in Tashkent too, after that midnight: up to an hour ago (less in Tashkent's first hour of the day).
    const sinceMidnight = now - Date.parse(tashkent(dayFromNow(0)));
    const running = await create({ startsAt: iso(now - Math.min(HOUR, sinceMidnight / 2)), endsAt: iso(now + HOUR) });
    const ended = await create({ startsAt: iso(now - 3 * HOUR), endsAt: iso(now - 2 * HOUR) });
    const yesterday = await create({ allDay: true, startsAt: tashkent(dayFromNow(-1)), endsAt: tashkent(dayFromNow(-1)) });
    const mine = [later, soon, today, running, ended, yesterday];

    const upcoming = await listed('/api/public/events?lang=ru&when=upcoming&size=100');
    assert.deepEqual(idsIn(upcoming.content, mine), [today, running, soon, later]);
    const starts = upcoming.content.map((item) => item.startsAt);
    assert.deepEqual(starts, [...starts].sort(), 'every coming event in order of its start');
    const past = await listed('/api/public/events?lang=ru&when=past&size=100');
    assert.deepEqual(idsIn(past.content, mine), [ended, yesterday]);
    const pastStarts = past.content.map((item) => item.startsAt);
    assert.deepEqual(pastStarts, [...pastStarts].sort().reverse(), 'every past event latest first');
    assert.ok(past.content.every((item) => !upcoming.content.some((coming) => coming.id === item.id)));

    // The admin's list takes the same halves, drafts too; without `when`, every event, latest start first.
    const draft = await create({ draft: true, startsAt: iso(now + 4 * DAY), endsAt: iso(now + 4 * DAY + HOUR) });
    const admin = async (query: string) => (await stack.call('GET', `/api/v1/events?size=100${query}`)).body.content.content as Listed[];
    assert.deepEqual(idsIn(await admin('&when=upcoming'), [...mine, draft]), [today, running, soon, later, draft]);
    assert.deepEqual(idsIn(await admin('&when=past'), [...mine, draft]), [ended, yesterday]);
    const all = await admin('');
    assert.equal(idsIn(all, [...mine, draft]).length, mine.length + 1);
    const allStarts = all.map((item) => item.startsAt);
    assert.deepEqual(allStarts, [...allStarts].sort().reverse(), 'every event, latest start first');
    assert.equal((await stack.call('GET', '/api/v1/events?when=later')).status, 400);

    const page = (await visitor('/api/public/events?lang=en&when=upcoming&page=0&size=2')).body.content;
    assert.equal(page.content.length, 2);
    assert.equal(page.size, 2);
    assert.ok(page.totalElements >= 4);
    assert.equal((await visitor('/api/public/events?when=later')).status, 400);
  });

  test('an event that ends leaves the coming list by itself: the clock makes the cached list stale at its end', async () => {
    const end = Date.now() + 4000;
    const id = await create({ startsAt: iso(end - HOUR), endsAt: iso(end) });
    const route = '/api/public/events?lang=uz&when=upcoming&size=100';
    assert.deepEqual(idsIn((await listed(route)).content, [id]), [id]);
    const again = await visitor(route);
    assert.equal(again.headers.get('x-cache'), 'HIT', 'the list is kept');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - Date.now()) + 700));
    assert.deepEqual(idsIn((await listed(route)).content, [id]), [], 'gone once it is over, with no write');
    assert.deepEqual(idsIn((await listed('/api/public/events?lang=uz&when=past&size=100')).content, [id]), [id]);
  });

  test('a month lists the events that take any of its time in Tashkent, by start', async () => {
    const across = await create({ startsAt: tashkent('2032-03-31', '22:00'), endsAt: tashkent('2032-04-01', '02:00') });
    // 22:30 UTC on 29 February, already 1 March in Tashkent.
    const early = await create({ startsAt: tashkent('2032-03-01', '03:30'), endsAt: tashkent('2032-03-01', '05:00') });
    const leapDay = await create({ allDay: true, startsAt: tashkent('2032-02-29'), endsAt: tashkent('2032-02-29') });
    const april = await create({ allDay: true, startsAt: tashkent('2032-04-01'), endsAt: tashkent('2032-04-02') });
    const mine = [across, early, leapDay, april];
    const march = await monthOf('2032-03');
    assert.equal(march.month, '2032-03');
    assert.deepEqual(idsIn(march.events, mine), [early, across]);
    assert.deepEqual(idsIn((await monthOf('2032-02', 'ru')).events, mine), [leapDay]);
    assert.deepEqual(idsIn((await monthOf('2032-04', 'uz')).events, mine), [across, april]);
    const current = (await visitor('/api/public/events/month?lang=en')).body.content;
    assert.equal(current.month, tashkentMonth(Date.now()), 'no month: the current one in Tashkent');
    for (const month of ['2032-13', '2032-3', 'march'])
      assert.equal((await visitor(`/api/public/events/month?month=${month}`)).status, 400, month);
  });

  test('the calendar is 1900–2199: a month outside is a 400 from the API and a 404 page, and no link leads out', async () => {
    for (const month of ['9999-12', '2200-01', '1899-12', '0000-01']) {
      const answer = await visitor(`/api/public/events/month?lang=en&month=${month}`);
      assert.equal(answer.status, 400, `${month}: ${answer.text.slice(0, 200)}`);
      assert.equal(answer.body.success, false);
      assert.equal(answer.body.code, 'INVALID_REQUEST');
      assert.match(answer.body.errors.month, /1900–2199/);
      const page = await visitor(`/en/calendar/month/${month}`);
      assert.equal(page.status, 404, `/en/calendar/month/${month}`);
      assert.match(page.text, /<h1>Page not found<\/h1>/);
    }
    // No month at all: `month` is then no event either (its read would be the month's), a 404 page as well.
    const bare = await visitor('/en/calendar/month');
    assert.equal(bare.status, 404);
    assert.match(bare.text, /<h1 id="page-title">Page not found<\/h1>/);
    for (const [month, gone] of [
      ['1900-01', 'Previous month'],
      ['2199-12', 'Next month'],
    ]) {
      assert.equal((await visitor(`/api/public/events/month?lang=en&month=${month}`)).status, 200, month);
      const page = await visitor(`/en/calendar/month/${month}`);
      assert.equal(page.status, 200, `/en/calendar/month/${month}`);
      assert.doesNotMatch(page.text, new RegExp(gone), `${month}: no link to a month out of range`);
    }
  });

  test("each language's iCal feed parses (ical.js): stable UIDs, the language's texts, UTC times, whole days as dates", async () => {
    const start = Date.parse(tashkent(dayFromNow(5), '10:00'));
    const timed = await create({
      startsAt: iso(start),
      endsAt: iso(start + 2 * HOUR),
      titleUz: 'Taqvim tadbiri',
      titleEn: 'Calendar event',
      titleRu: 'Событие календаря',
      descriptionEn: '<p>Hello <b>world</b> &amp; all</p>',
      registrationUrl: 'https://example.org/register',
      placeEn: 'Main hall, room 1; floor 2',
    });
    const allDay = await create({ allDay: true, startsAt: tashkent(dayFromNow(6)), endsAt: tashkent(dayFromNow(7)), titleEn: 'Two days' });
    const monthAgo = await create({ startsAt: iso(Date.now() - 30 * DAY), endsAt: iso(Date.now() - 30 * DAY + HOUR) });
    const longAgo = await create({ startsAt: iso(Date.now() - 800 * DAY), endsAt: iso(Date.now() - 800 * DAY + HOUR) });
    const titles = { uz: 'Taqvim tadbiri', en: 'Calendar event', ru: 'Событие календаря' };
    for (const lang of LANGS) {
      const answer = await ics(`/${lang}/calendar.ics`);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('content-type'), 'text/calendar; charset=utf-8');
      const events = veventsOf(answer.text);
      const byId = (id: string) => events.find(({ event }) => event.uid === `${id}-${lang}@${host}`);
      const one = byId(timed);
      assert.ok(one, `${lang}: the event is in the feed`);
      assert.equal(one.event.summary, titles[lang]);
      assert.equal(one.url, `${stack.url}/${lang}/calendar/${timed}`);
      assert.equal(one.event.startDate.isDate, false);
      assert.equal(one.event.startDate.toJSDate().getTime(), start);
      assert.equal(one.event.endDate.toJSDate().getTime(), start + 2 * HOUR);
      assert.equal(one.event.startDate.zone?.tzid, 'UTC');
      if (lang === 'en') {
        assert.equal(one.event.description, 'Hello world & all\n\nhttps://example.org/register');
        assert.equal(one.event.location, 'Main hall, room 1; floor 2');
      }
      const days = byId(allDay);
      assert.ok(days, `${lang}: the all-day event is in the feed`);
      assert.equal(days.event.startDate.isDate, true);
      assert.equal(days.event.startDate.toString(), dayFromNow(6));
      assert.equal(days.event.endDate.isDate, true);
      assert.equal(days.event.endDate.toString(), dayFromNow(8), 'DTEND is the day after the last');
      assert.match(answer.text, /DTSTART;VALUE=DATE:\d{8}\r\n/);
      assert.ok(byId(monthAgo), 'an event over a month ago is still in it');
      assert.equal(byId(longAgo), undefined, 'one over more than a year ago is not');
      assert.equal(new Set(events.map(({ event }) => event.uid)).size, events.length, 'UIDs are unique');
    }
  });

  test('the feed is cached and tagged: kept, revalidated with its ETag, and rebuilt after a write', async () => {
    const id = await create({ titleEn: `Cached ${serial}`, startsAt: iso(Date.now() + 9 * DAY), endsAt: iso(Date.now() + 9 * DAY + HOUR) });
    await ics('/en/calendar.ics');
    const kept = await fetch(`${stack.url}/en/calendar.ics`);
    assert.equal(kept.headers.get('x-cache'), 'HIT');
    const etag = kept.headers.get('etag')!;
    assert.equal((await fetch(`${stack.url}/en/calendar.ics`, { headers: { 'If-None-Match': etag } })).status, 304);
    const updated = await stack.call('PUT', '/api/v1/events', {
      body: {
        ...eventBody({ titleEn: `Renamed ${serial}`, startsAt: iso(Date.now() + 9 * DAY), endsAt: iso(Date.now() + 9 * DAY + HOUR) }),
        id,
      },
    });
    assert.equal(updated.status, 200, updated.text);
    const fresh = await ics('/en/calendar.ics');
    assert.notEqual(fresh.headers.get('x-cache'), 'HIT');
    assert.match(fresh.text, new RegExp(`SUMMARY:Renamed ${serial}`));
  });

  test('one event as a .ics download; an unknown one is a 404', async () => {
    const id = await create({
      titleRu: 'Скачать событие',
      startsAt: tashkent('2031-09-01', '08:00'),
      endsAt: tashkent('2031-09-01', '09:00'),
    });
    const answer = await ics(`/ru/calendar/${id}.ics`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="[\w.-]+\.ics"$/);
    const events = veventsOf(answer.text);
    assert.equal(events.length, 1);
    assert.equal(events[0].event.uid, `${id}-ru@${host}`);
    assert.equal(events[0].event.summary, 'Скачать событие');
    assert.equal(events[0].event.startDate.toJSDate().toISOString(), '2031-09-01T03:00:00.000Z');
    assert.equal(events[0].url, `${stack.url}/ru/calendar/${id}`);
    // `month` names the month's read (/api/public/events/month), never an event: it was a 500.
    for (const path of [
      '/ru/calendar/abcdefghijklmnopqrstuvwx.ics',
      '/ru/calendar/..%2F.ics',
      '/ru/calendar/%24%27.ics',
      '/ru/calendar/month.ics',
    ]) {
      const missing = await stack.call('GET', path, { token: null });
      assert.equal(missing.status, 404, path);
      assert.equal(missing.body.code, 'EVENT_NOT_FOUND', path);
    }
  });

  test('the site map lists the calendar and each event in all three languages', async () => {
    const id = await create({ startsAt: iso(Date.now() + 4 * DAY), endsAt: iso(Date.now() + 4 * DAY + HOUR) });
    const text = await (await fetch(`${stack.url}/sitemap.xml`)).text();
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const lang of LANGS) {
      assert.ok(locs.includes(`/${lang}/calendar`), `/${lang}/calendar`);
      assert.ok(locs.includes(`/${lang}/calendar/${id}`), `/${lang}/calendar/${id}`);
    }
  });

  test('search finds an event by its title, place or description, and links its page', async () => {
    const word = `Tadbirqidiruv${serial.replace(/\D/g, '')}`;
    const id = await create({
      titleEn: `Open lesson ${word}`,
      placeRu: `Кабинет ${word}`,
      startsAt: tashkent('2031-10-10', '10:00'),
      endsAt: tashkent('2031-10-10', '11:00'),
    });
    const en = (await visitor(`/api/public/search?lang=en&q=${word}`)).body.content;
    assert.equal(en.totalElements, 1);
    assert.equal(en.content[0].kind, 'event');
    assert.equal(en.content[0].path, `/calendar/${id}`);
    assert.equal(en.content[0].startsAt, '2031-10-10T05:00:00.000Z');
    assert.equal(en.content[0].allDay, false);
    const ru = (await visitor(`/api/public/search?lang=ru&q=${word}`)).body.content;
    assert.equal(ru.content[0]?.path, `/calendar/${id}`, 'found by its place');
  });

  test('times stored out of 1900–2199 past the API (straight into the database): out of every visitor read, never a 5xx', async () => {
    const word = `Tarixiy${serial.replace(/\D/g, '')}`;
    const titled = { titleUz: word, titleEn: word, titleRu: word };
    const events = {
      // The finding: an all-day event on 9999-12-31T23:00-05:00, already the year 10000 in Tashkent.
      future: await create({ ...titled, allDay: true }),
      past: await create(titled),
      unreadable: await create(titled),
    };
    const news = (await stack.call('POST', '/api/v1/blog', { body: newsBody(photo, titled) })).body.content.id as string;
    const start = iso(Date.now() - HOUR);
    const banner = (
      await stack.call('POST', '/api/v1/announcements', {
        body: { startsAt: start, endsAt: iso(Date.now() + DAY), level: 'INFO', textUz: word, textEn: word, textRu: word },
      })
    ).body.content.id as string;
    assert.ok(news && banner);
    // Each database keeps a moment its own way (SQLite: milliseconds); one it cannot read comes back as null.
    const moment = (time: string) => (stack.database === 'postgres' ? time : Date.parse(time));
    const unreadable = stack.database === 'postgres' ? null : 'not a date';
    const store = async (table: string, id: string, values: Record<string, unknown>) => {
      const columns = Object.keys(values);
      await stack.sql(
        {
          sqlite: `UPDATE ${table} SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE document_id = ?`,
          postgres: `UPDATE ${table} SET ${columns.map((column, index) => `${column} = $${index + 1}`).join(', ')} WHERE document_id = $${columns.length + 1}`,
        },
        [...Object.values(values), id],
      );
    };
    await store('events', events.future, { starts_at: moment('9999-12-31T23:00:00-05:00'), ends_at: moment('9999-12-31T23:00:00-05:00') });
    await store('events', events.past, { starts_at: moment('1899-12-31T18:00:00Z'), ends_at: moment('1899-12-31T18:30:00Z') });
    await store('events', events.unreadable, { starts_at: unreadable });
    await store('news_items', news, { published_time: moment('0999-01-01T00:00:00Z') });
    await store('announcements', banner, { starts_at: unreadable });
    const ids = [...Object.values(events), news, banner];
    const without = (route: string, text: string) => {
      for (const id of ids) assert.ok(!text.includes(id), `${route} leaves out ${id}`);
    };
    try {
      for (const route of [
        '/api/public/events?lang=en&when=upcoming&size=100',
        '/api/public/events?lang=en&when=past&size=100',
        `/api/public/events/month?lang=en&month=${tashkentMonth(Date.now())}`,
        '/api/public/news?lang=en&size=100',
        '/api/public/announcements?lang=en',
        `/api/public/search?lang=en&q=${word}`,
        '/en/calendar',
        '/en/calendar/archive',
        `/en/calendar/month/${tashkentMonth(Date.now())}`,
        '/en/news',
        `/en/search?q=${word}`,
        '/en/rss.xml',
        '/sitemap.xml',
      ]) {
        const answer = await visitor(route);
        assert.equal(answer.status, 200, `${route}: ${answer.text.slice(0, 300)}`);
        without(route, answer.text);
      }
      assert.equal((await visitor(`/api/public/search?lang=en&q=${word}`)).body.content.totalElements, 0);
      const feed = await ics('/en/calendar.ics');
      assert.equal(feed.status, 200, feed.text.slice(0, 300));
      veventsOf(feed.text);
      without('/en/calendar.ics', feed.text);
      for (const id of Object.values(events)) {
        const read = await visitor(`/api/public/events/${id}?lang=en`);
        assert.equal(read.status, 404, `${id}: ${read.text.slice(0, 300)}`);
        assert.equal(read.body.code, 'EVENT_NOT_FOUND');
        assert.equal((await visitor(`/en/calendar/${id}`)).status, 404, `/en/calendar/${id}`);
        assert.equal((await visitor(`/en/calendar/${id}.ics`)).status, 404, `/en/calendar/${id}.ics`);
        assert.equal((await stack.call('GET', `/api/v1/events/${id}`)).status, 200, 'the admin still reads it, to put it right');
      }
      assert.equal((await visitor(`/api/public/news/${news}?lang=en`)).body.code, 'NEWS_NOT_FOUND');
      assert.equal((await visitor(`/en/news/${news}`)).status, 404);
      assert.equal((await visitor('/en')).status, 200);
      for (const route of [
        '/api/v1/events?size=100',
        `/api/v1/blog/${news}`,
        '/api/v1/announcements?size=100',
        `/api/v1/announcements/${banner}`,
      ])
        assert.equal((await stack.call('GET', route)).status, 200, route);
    } finally {
      for (const id of Object.values(events)) await stack.call('DELETE', `/api/v1/events/${id}`);
      await stack.call('DELETE', `/api/v1/blog/${news}`);
      await stack.call('DELETE', `/api/v1/announcements/${banner}`);
    }
  });

  // The trash's round trip of an event (every read back exactly, its audit) is trash.test.ts's, as for every kind.
  test('a deleted or unknown event is a 404 with its code on every read and write', async () => {
    const id = await create({ titleEn: `Deleted ${serial}` });
    assert.equal((await stack.call('DELETE', `/api/v1/events/${id}`)).status, 200);
    assert.equal((await visitor(`/api/public/events/${id}?lang=en`)).status, 404);
    assert.equal((await stack.call('GET', `/api/v1/events/${id}`)).body.code, 'EVENT_NOT_FOUND');
    assert.equal((await stack.call('DELETE', `/api/v1/events/${id}`)).status, 404);
    assert.equal((await stack.call('PUT', '/api/v1/events', { body: { ...eventBody(), id: 'no-such-id' } })).body.code, 'EVENT_NOT_FOUND');
  });

  test('every save keeps a revision, which names what changed', async () => {
    const id = await create({ titleEn: 'First title' });
    const saved = await stack.call('PUT', '/api/v1/events', {
      body: { ...eventBody({ titleEn: 'Second title', registrationUrl: 'https://example.org/r' }), id },
    });
    assert.equal(saved.status, 200, saved.text);
    const revisions = await stack.call('GET', `/api/v1/revisions?kind=event&id=${id}`);
    assert.equal(revisions.status, 200, revisions.text);
    const [newest] = revisions.body.content.content as {
      action: string;
      changes: { locale: string | null; field: string; after: string }[];
    }[];
    assert.ok(revisions.body.content.totalElements >= 2);
    assert.equal(newest.action, 'save');
    assert.ok(newest.changes.some((change) => change.locale === 'en' && change.field === 'title' && change.after === 'Second title'));
    assert.ok(newest.changes.some((change) => change.locale === null && change.field === 'registrationUrl'));
  });

  test('schedule and preview take an event', async () => {
    const id = await create({ draft: true, titleEn: `Preview ${serial}` });
    const publishAt = new Date(Date.now() + 2 * DAY);
    const scheduled = await stack.call('PUT', '/api/v1/schedule', { body: { kind: 'event', id, publishAt: publishAt.toISOString() } });
    assert.equal(scheduled.status, 200, scheduled.text);
    const tooLate = await stack.call('PUT', '/api/v1/schedule', { body: { kind: 'event', id, publishAt: '2200-01-01T00:00:00+05:00' } });
    assert.equal(tooLate.status, 400, tooLate.text);
    assert.match(tooLate.body.errors.publishAt, /1900–2199/);
    assert.equal((await stack.call('GET', `/api/v1/events/${id}`)).body.content.scheduledAt, publishAt.toISOString());
    assert.equal((await stack.call('DELETE', `/api/v1/schedule/event/${id}`)).status, 200);
    assert.equal((await stack.call('GET', `/api/v1/events/${id}`)).body.content.scheduledAt, null);

    const preview = await stack.call('POST', '/api/v1/preview', { body: { kind: 'event', id, lang: 'en' } });
    assert.equal(preview.status, 200, preview.text);
    const url = preview.body.content.url as string;
    assert.match(url, new RegExp(`^/en/calendar/${id}\\?preview=[\\w-]+\\.[\\w-]+$`));
    const page = await visitor(url);
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`Preview ${serial}`));
    assert.equal(page.headers.get('cache-control'), 'no-store');
  });
});
