/**
 * Property tests (fast-check, seeded) of every date the API and the calendar's pages take, and of the optional
 * translations, through the route table's own schemas as mount.ts applies them: whatever a client sends, nothing
 * throws; a date is taken exactly when it names a moment within the site's years (contract/src/calendar.ts,
 * DATE_RANGE: 1900–2199 in Tashkent time), anything else is a 400 naming its field; and what is taken stays a date
 * iCalendar and schema.org can spell. PROPERTY_SEED replays another run.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { z } from 'zod';
import { wellFormed, wellFormedStrings, type PublicEvent } from '@lyceum/contract';
import { allDayDates, isCalendarMonth, monthBounds, tashkentDate, tashkentIso } from '@lyceum/contract/calendar';
import { EXAMPLES } from '../../src/docs/examples.js';
import { HttpError } from '../../src/errors.js';
import { API_ROUTES } from '../../src/routes/table.js';
import { eventsCalendar } from '../../src/site/ical.js';
import { parse } from '../../src/validate.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 39);
const RUNS = 300;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The site's years (docs/reach.md, "Dates"), spelled here apart from the code under test. */
const YEARS = { first: 1900, last: 2199 };
const FIRST_MOMENT = '1900-01-01T00:00:00+05:00';
const LAST_MOMENT = '2199-12-31T23:59:59+05:00';
/** The range's first moment, and the first after it. */
const RANGE = { start: Date.parse(FIRST_MOMENT), end: Date.parse('2200-01-01T00:00:00+05:00') };

const routeOf = (key: string) => {
  const route = API_ROUTES.find((candidate) => `${candidate.method} ${candidate.path}` === key);
  assert.ok(route, key);
  return route;
};

/** A request's input as the route reads it: JSON with its strings made well formed (app.ts), then its schema (validate.ts). */
function read(schema: z.ZodType, input: Record<string, unknown>): { data: unknown } | { refusal: HttpError } {
  try {
    return { data: parse(schema, JSON.parse(JSON.stringify(input), wellFormedStrings)) };
  } catch (error) {
    if (error instanceof HttpError) return { refusal: error };
    throw error;
  }
}

/** A refusal in the contract's envelope: a 400 whose `errors` names `field`. */
function assertRefused(refusal: HttpError, field: string, label: string) {
  assert.equal(refusal.status, 400, label);
  const body = refusal.body as { success: boolean; code: string; message: unknown; errors?: Record<string, unknown> };
  assert.equal(body.success, false, label);
  assert.equal(body.code, 'INVALID_REQUEST', label);
  assert.equal(typeof body.message, 'string', label);
  assert.equal(typeof body.errors?.[field], 'string', `${label}: names ${field} in ${JSON.stringify(body.errors)}`);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) => [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
/** The year of a moment in Tashkent (UTC+5), worked out apart from calendar.ts. */
const tashkentYear = (at: number) => new Date(at + 5 * HOUR).getUTCFullYear();
const inYears = (year: number) => year >= YEARS.first && year <= YEARS.last;

/** Years near the range's ends most of the time, any four-digit one now and then. */
const year = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, 1, 1899, 1900, 1901, 2026, 2198, 2199, 2200, 9999) },
  { weight: 3, arbitrary: fc.integer({ min: 1890, max: 2210 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 9999 }) },
);

/** What a client may send as a date: the text, and where it is an ISO 8601 date and time with an offset, its moment. */
interface DateInput {
  value: unknown;
  at?: number;
}

/** A valid date and time with an offset (Z or ±hh:mm), any four-digit year; its moment computed by hand. */
const offsetDateTime: fc.Arbitrary<DateInput> = fc
  .record({
    year,
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.nat(30),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    offset: fc.oneof(
      fc.constant(null),
      fc.constantFrom(300, -300, 0, 23 * 60 + 59),
      fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }),
    ),
  })
  .map(({ year, month, day: anyDay, hour, minute, second, offset }) => {
    const day = 1 + (anyDay % daysIn(year, month));
    const zone = offset === null ? 'Z' : `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
    const wall = new Date(0);
    wall.setUTCFullYear(year, month - 1, day);
    wall.setUTCHours(hour, minute, second, 0);
    return {
      value: `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${zone}`,
      at: wall.getTime() - (offset ?? 0) * MINUTE,
    };
  });

/** The range's edges, and the finding that was: an all-day event on 9999-12-31T23:00-05:00, the year 10000 in Tashkent. */
const edges: fc.Arbitrary<DateInput> = fc
  .constantFrom(
    FIRST_MOMENT,
    '1899-12-31T23:59:59+05:00',
    '1899-12-31T19:00:00Z',
    '1899-12-31T18:59:59.999Z',
    '2199-12-31T23:59:59.999+05:00',
    '2200-01-01T00:00:00+05:00',
    '2199-12-31T19:00:00Z',
    '9999-12-31T23:00:00-05:00',
    '0000-01-01T00:00:00+23:59',
  )
  .map((value) => ({ value, at: Date.parse(value) }));

/** Anything else: text that is no such date, numbers, null, other JSON. */
const junk: fc.Arbitrary<DateInput> = fc
  .oneof(
    fc.constantFrom(
      '',
      'tomorrow',
      '2026-12-01T09:00',
      '2026-12-01',
      '+010000-01-01T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '2026-12-01T24:00:00Z',
    ),
    fc.string({ maxLength: 30 }),
    fc.jsonValue({ maxDepth: 1 }),
  )
  .map((value) => ({ value }));

const dateInput = fc.oneof({ weight: 6, arbitrary: offsetDateTime }, { weight: 2, arbitrary: edges }, { weight: 2, arbitrary: junk });

interface DateField {
  /** `method path` in the route table. */
  route: string;
  field: string;
  /** A valid request around the field (the OpenAPI document's example, the other time at the range's edge). */
  base: Record<string, unknown>;
  /** An event's: sent as all-day or timed, which changes what fits. */
  allDay?: true;
  /** Whether a moment in range fits the rest of the request (an end after its start, a publication ahead)... */
  fits(at: number, allDay: boolean): boolean;
  /** ...and the field named when it does not. */
  misfit: string;
  /** Only ISO 8601 with an offset is a date here; otherwise whatever names a moment (the news' publication time). */
  offsetOnly: boolean;
}

const request = (key: string) => EXAMPLES[key]?.request as Record<string, unknown>;
/** The day a moment falls on in Tashkent, as a number that orders days. */
const tashkentDay = (at: number) => Math.floor((at + 5 * HOUR) / (24 * HOUR));

/** A start or an end of something with both: the other one at the range's edge, so that almost any moment fits. */
function bounded(route: string, field: 'startsAt' | 'endsAt', event = false): DateField {
  const other = field === 'startsAt' ? LAST_MOMENT : FIRST_MOMENT;
  const otherAt = Date.parse(other);
  return {
    route,
    field,
    base: { ...request(route), [field === 'startsAt' ? 'endsAt' : 'startsAt']: other },
    ...(event ? { allDay: true as const } : {}),
    // An all-day event takes whole Tashkent days, and may end on the day it starts.
    fits: (at, allDay) =>
      allDay ? (field === 'startsAt' ? tashkentDay(at) <= tashkentDay(otherAt) : true) : field === 'startsAt' ? at < otherAt : at > otherAt,
    misfit: 'endsAt',
    offsetOnly: true,
  };
}

/** Every date field of every route's JSON body. */
const DATE_FIELDS: DateField[] = [
  ...['post /api/v1/events', 'put /api/v1/events'].flatMap((route) => [bounded(route, 'startsAt', true), bounded(route, 'endsAt', true)]),
  ...['post /api/v1/announcements', 'put /api/v1/announcements'].flatMap((route) => [bounded(route, 'startsAt'), bounded(route, 'endsAt')]),
  ...['post /api/v1/blog', 'put /api/v1/blog'].map((route) => ({
    route,
    field: 'publishedTime',
    base: request(route),
    fits: () => true,
    misfit: 'publishedTime',
    offsetOnly: false,
  })),
  {
    route: 'put /api/v1/schedule',
    field: 'publishAt',
    base: request('put /api/v1/schedule'),
    fits: (at) => at > Date.now() + HOUR,
    misfit: 'publishAt',
    offsetOnly: true,
  },
];

/** Every date a query takes: the calendar's month. */
const MONTH_QUERY = { route: 'get /api/public/events/month', field: 'month' };

/** The names of an input's properties, in every branch of a union too (JSON Schema, as the OpenAPI document has them). */
function propertyNames(json: Record<string, unknown>): string[] {
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (json[key] as Record<string, unknown>[] | undefined) ?? []);
  return [...Object.keys((json.properties as object | undefined) ?? {}), ...branches.flatMap(propertyNames)];
}

/** The input fields of each route's schemas, by `method path`. */
function inputFields(): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const route of API_ROUTES) {
    const schemas = [route.params, route.query, route.body, route.form].filter((schema) => schema !== undefined);
    const names = schemas.flatMap((schema) => propertyNames(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })));
    fields.set(`${route.method} ${route.path}`, [...new Set(names)]);
  }
  return fields;
}

describe('dates the API takes (contract/src/calendar.ts, DATE_RANGE)', () => {
  test('the tests below cover every date field of every route', () => {
    const covered = new Set([...DATE_FIELDS, MONTH_QUERY].map(({ route, field }) => `${route} ${field}`));
    const named = [...inputFields()].flatMap(([route, names]) =>
      names.filter((name) => /(At|Time|Date|month|day)$/.test(name)).map((name) => `${route} ${name}`),
    );
    assert.deepEqual(
      named.filter((field) => !covered.has(field)),
      [],
      'date fields without a property test',
    );
    assert.deepEqual(
      [...covered].filter((field) => !named.includes(field)),
      [],
      'property tests of fields no route has',
    );
  });

  for (const date of DATE_FIELDS) {
    test(`${date.route}: ${date.field} is taken within 1900–2199 in Tashkent, refused with its field named otherwise`, () => {
      const schema = routeOf(date.route).body!;
      fc.assert(
        fc.property(dateInput, fc.boolean(), ({ value, at }, allDay) => {
          const input = { ...date.base, [date.field]: value, ...(date.allDay ? { allDay } : {}) };
          const label = `${date.route} ${date.field}=${JSON.stringify(value)}${date.allDay ? `, allDay=${allDay}` : ''}`;
          const answer = read(schema, input);
          if (at !== undefined) {
            const inRange = inYears(tashkentYear(at));
            assert.equal('data' in answer, inRange && date.fits(at, allDay && date.allDay === true), label);
            if ('refusal' in answer) assertRefused(answer.refusal, inRange ? date.misfit : date.field, label);
          } else if ('refusal' in answer) assertRefused(answer.refusal, date.field, label);
          else assert.ok(!date.offsetOnly, `${label}: only a date and time with its offset is taken`);
          if ('data' in answer) {
            // What is kept is a moment in range, four digits of year in Tashkent.
            const kept = (answer.data as Record<string, string>)[date.field];
            assert.ok(RANGE.start <= Date.parse(kept) && Date.parse(kept) < RANGE.end, `${label}: kept ${kept}`);
            assert.match(tashkentIso(kept), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:00$/, label);
          }
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }

  test('an event taken is a valid iCalendar event, ended by CRLF, and a schema.org date in four-digit years', () => {
    const schema = routeOf('post /api/v1/events').body!;
    fc.assert(
      fc.property(offsetDateTime, fc.integer({ min: 0, max: 400 * 24 }), fc.boolean(), ({ value, at }, hours, allDay) => {
        const end = new Date(at! + (hours + 1) * HOUR).toISOString();
        const answer = read(schema, { ...request('post /api/v1/events'), startsAt: value, endsAt: end, allDay });
        if (!('data' in answer)) return;
        const event = { ...(answer.data as PublicEvent), id: 'e1', title: 'T', description: '', place: '', photo: '' };
        const text = eventsCalendar([event], 'en', 'https://lyceum.example');
        assert.ok(text.endsWith('END:VCALENDAR\r\n'), 'the last line ends with CRLF');
        const [vevent] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
        for (const name of ['dtstart', 'dtend']) {
          const time = vevent.getFirstPropertyValue(name) as ICAL.Time;
          assert.equal(time.isDate, allDay, `${name} of ${value}`);
          assert.ok(time.year >= YEARS.first - 1 && time.year <= YEARS.last + 1, `${name} ${time.toString()}`);
        }
        const dates = allDay ? Object.values(allDayDates(event)) : [tashkentIso(event.startsAt), tashkentIso(event.endsAt)];
        for (const date of dates) assert.match(date, /^\d{4}-\d\d-\d\d/, `schema.org date ${date}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('the calendar month, in the API and in page paths', () => {
  const anyMonth = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(year, fc.integer({ min: 0, max: 13 })).map(([y, m]) => `${pad(y, 4)}-${pad(m)}`) },
    { weight: 1, arbitrary: fc.constantFrom('1899-12', '1900-01', '2199-12', '2200-01', '9999-12', '2026-1', ' 2026-11', '2026-11-01') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const isMonthInRange = (text: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text) && inYears(Number(text.slice(0, 4)));

  test('?month= and /calendar/month/{month}: a month of 1900–2199 is shown, any other refused (400, naming month)', () => {
    const schema = routeOf(`${MONTH_QUERY.route}`).query!;
    fc.assert(
      fc.property(anyMonth, (month) => {
        const answer = read(schema, { lang: 'en', month });
        assert.equal('data' in answer, isMonthInRange(month), month);
        assert.equal(isCalendarMonth(month), isMonthInRange(month), `the page's ${month}`);
        if ('refusal' in answer) assertRefused(answer.refusal, 'month', month);
        else {
          const { start, end } = monthBounds(month);
          assert.equal(tashkentDate(start), `${month}-01`);
          assert.ok(RANGE.start <= start.getTime() && end.getTime() <= RANGE.end, month);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('optional translations (contract/src/api/optional-translations.ts) in staff and video writes', () => {
  const video = { type: 'VIDEO_GALLERY', address: 'aqz-KE-bpKQ', definition: 'Video' };
  const person = request('post /api/v1/staff');
  const cases = [
    ...['fullNameEn', 'fullNameRu', 'positionEn', 'positionRu'].map((field) => ({
      route: 'post /api/v1/staff',
      base: person,
      field,
      max: 255,
    })),
    ...['definitionEn', 'definitionRu'].map((field) => ({ route: 'post /api/v1/media', base: video, field, max: 2000 })),
  ];
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer({ min: 250, max: 2010 }).map((length) => ' Ж'.repeat(length).slice(0, length)),
    fc.constantFrom('', '   ', '\0', '\uD800', '</script>', "$'"),
  );
  const value = fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) });

  for (const { route, base, field, max } of cases)
    test(`${route}: ${field} is kept trimmed up to ${max} characters, refused with its field named otherwise`, () => {
      assert.ok(base, route);
      const schema = routeOf(route).body!;
      fc.assert(
        fc.property(value, (sent) => {
          const answer = read(schema, { ...base, [field]: sent });
          const label = `${field}=${JSON.stringify(sent).slice(0, 60)}`;
          const kept = typeof sent === 'string' ? wellFormed(sent).trim() : undefined;
          assert.equal('data' in answer, kept !== undefined && kept.length <= max, label);
          if ('data' in answer) assert.equal((answer.data as Record<string, unknown>)[field], kept, label);
          else assertRefused(answer.refusal, field, label);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
});
