import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eventBody, eventUpdateBody, publicEventListQuery, publicEventMonthQuery } from '../src/api/events.js';
import {
  addDays,
  addMonths,
  allDayDates,
  eventEnd,
  inDateRange,
  isCalendarMonth,
  monthBounds,
  tashkentDate,
  tashkentIso,
  tashkentMidnight,
  tashkentMonth,
  tashkentWallTime,
} from '../src/calendar.js';

const body = (overrides: Record<string, unknown> = {}) => ({
  startsAt: '2026-12-01T09:00:00+05:00',
  endsAt: '2026-12-01T11:00:00+05:00',
  titleUz: 'Tadbir',
  titleEn: 'Event',
  titleRu: 'Мероприятие',
  ...overrides,
});

describe('Tashkent time (contract/src/calendar.ts)', () => {
  test('dates and months are Tashkent’s: 19:00 UTC is already the next day there', () => {
    assert.equal(tashkentDate('2026-12-31T18:59:59Z'), '2026-12-31');
    assert.equal(tashkentDate('2026-12-31T19:00:00Z'), '2027-01-01');
    assert.equal(tashkentMonth('2026-12-31T19:00:00Z'), '2027-01');
    assert.equal(tashkentIso('2026-12-01T04:00:00Z'), '2026-12-01T09:00:00+05:00');
    assert.equal(tashkentWallTime('2026-12-01T04:00:00Z'), '2026-12-01T09:00');
    assert.equal(tashkentMidnight('2026-12-01').toISOString(), '2026-11-30T19:00:00.000Z');
  });

  test('days and months add across year ends and leap days', () => {
    assert.equal(addDays('2028-02-28', 1), '2028-02-29');
    assert.equal(addDays('2026-12-31', 1), '2027-01-01');
    assert.equal(addDays('2027-01-01', -1), '2026-12-31');
    assert.equal(addMonths('2026-12', 1), '2027-01');
    assert.equal(addMonths('2027-01', -1), '2026-12');
    assert.equal(addMonths('2026-05', -17), '2024-12');
    const { start, end } = monthBounds('2026-12');
    assert.equal(start.toISOString(), '2026-11-30T19:00:00.000Z');
    assert.equal(end.toISOString(), '2026-12-31T19:00:00.000Z');
  });

  test('the site’s years are 1900–2199 of the moment in Tashkent; what names no moment is out', () => {
    for (const [moment, inside] of [
      ['1900-01-01T00:00:00+05:00', true],
      ['1899-12-31T23:59:59.999+05:00', false],
      ['1899-12-31T19:00:00Z', true],
      ['2199-12-31T23:59:59.999+05:00', true],
      ['2200-01-01T00:00:00+05:00', false],
      ['2199-12-31T19:00:00Z', false],
      // The finding: an all-day event's day there, the year 10000.
      ['9999-12-31T23:00:00-05:00', false],
      ['', false],
      ['tomorrow', false],
    ] as const)
      assert.equal(inDateRange(moment), inside, moment);
    assert.deepEqual(['1899-12', '1900-01', '2199-12', '2200-01', '9999-12', '2026-13', undefined].map(isCalendarMonth), [
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  test('an all-day event ends at the end of its last day; a timed one at its end', () => {
    const oneDay = { startsAt: '2026-11-30T19:00:00.000Z', endsAt: '2026-11-30T19:00:00.000Z', allDay: true };
    assert.equal(eventEnd(oneDay).toISOString(), '2026-12-01T19:00:00.000Z');
    assert.deepEqual(allDayDates(oneDay), { first: '2026-12-01', last: '2026-12-01', after: '2026-12-02' });
    const timed = { startsAt: '2026-12-01T04:00:00.000Z', endsAt: '2026-12-01T06:00:00.000Z', allDay: false };
    assert.equal(eventEnd(timed).toISOString(), '2026-12-01T06:00:00.000Z');
  });
});

describe('the event API’s schemas', () => {
  test('a timed event: times stored as UTC, the defaults filled in', () => {
    const parsed = eventBody.parse(body());
    assert.equal(parsed.startsAt, '2026-12-01T04:00:00.000Z');
    assert.equal(parsed.endsAt, '2026-12-01T06:00:00.000Z');
    assert.deepEqual(
      [parsed.allDay, parsed.photo, parsed.registrationUrl, parsed.placeRu, parsed.descriptionEn, parsed.draft],
      [false, '', '', '', '', false],
    );
  });

  test('an all-day event is stored as its first and last day’s midnight in Tashkent, and may end the day it starts', () => {
    const parsed = eventBody.parse(body({ allDay: true, startsAt: '2026-12-01T15:30:00+05:00', endsAt: '2026-12-01T00:00:00+05:00' }));
    assert.equal(parsed.startsAt, '2026-11-30T19:00:00.000Z');
    assert.equal(parsed.endsAt, '2026-11-30T19:00:00.000Z');
  });

  test('the end must come after the start: the refusal names endsAt', () => {
    for (const [startsAt, endsAt, allDay] of [
      ['2026-12-01T09:00:00+05:00', '2026-12-01T09:00:00+05:00', false],
      ['2026-12-01T09:00:00+05:00', '2026-12-01T08:00:00+05:00', false],
      ['2026-12-02T00:00:00+05:00', '2026-12-01T00:00:00+05:00', true],
    ] as const) {
      const result = eventUpdateBody.safeParse({ ...body({ startsAt, endsAt, allDay }), id: 'abc' });
      assert.equal(result.success, false);
      assert.deepEqual(
        result.error.issues.map((issue) => issue.path.join('.')),
        ['endsAt'],
      );
    }
  });

  test('times without an offset, links that are not web addresses and long links are refused', () => {
    for (const [field, value] of [
      ['startsAt', '2026-12-01T09:00'],
      ['endsAt', 'tomorrow'],
      ['registrationUrl', 'javascript:alert(1)'],
      ['registrationUrl', `https://example.org/${'a'.repeat(2000)}`],
      ['photo', '../etc/passwd'],
      ['titleEn', '   '],
      ['placeUz', 'x'.repeat(256)],
    ] as const) {
      const result = eventBody.safeParse(body({ [field]: value }));
      assert.equal(result.success, false, `${field}: ${value.slice(0, 40)}`);
      assert.ok(
        result.error.issues.some((issue) => issue.path[0] === field),
        field,
      );
    }
    assert.equal(
      eventBody.parse(body({ registrationUrl: 'https://example.org/register?x=1' })).registrationUrl,
      'https://example.org/register?x=1',
    );
  });

  test('times out of 1900–2199 in Tashkent are refused on their field, all-day or not; none of them throws', () => {
    for (const [overrides, field] of [
      [{ allDay: true, startsAt: '9999-12-31T23:00:00-05:00', endsAt: '9999-12-31T23:00:00-05:00' }, 'startsAt'],
      [{ allDay: true, startsAt: 'tomorrow' }, 'startsAt'],
      [{ allDay: true, endsAt: '' }, 'endsAt'],
      [{ startsAt: '1899-12-31T23:59:59+05:00' }, 'startsAt'],
      [{ endsAt: '2200-01-01T00:00:00+05:00' }, 'endsAt'],
    ] as const) {
      const result = eventBody.safeParse(body(overrides));
      assert.equal(result.success, false, JSON.stringify(overrides));
      assert.equal(result.error.issues[0]?.path[0], field, JSON.stringify(result.error.issues));
    }
  });

  test('list and month queries: upcoming by default; a month is YYYY-MM', () => {
    assert.equal(publicEventListQuery.parse({}).when, 'upcoming');
    assert.equal(publicEventListQuery.safeParse({ when: 'later' }).success, false);
    assert.equal(publicEventMonthQuery.parse({ month: '2026-12' }).month, '2026-12');
    for (const month of ['2026-13', '2026-1', '26-12', '2026-12-01', '9999-12', '1899-12', '2200-01'])
      assert.equal(publicEventMonthQuery.safeParse({ month }).success, false, month);
  });
});
