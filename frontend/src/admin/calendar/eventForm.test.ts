import { eventBody as contractBody } from '@lyceum/contract/api/events';
import { afterEach, describe, expect, test } from 'vitest';
import type { AdminEvent } from '../api/events';
import { ADMIN_MESSAGES } from '../messages';
import { EMPTY_EVENT, EVENT_LIMITS, eventBody, eventFormErrors, eventFormOf, formFieldOf, withAllDay, type EventForm } from './eventForm';

const FILLED: EventForm = {
  ...EMPTY_EVENT,
  titleUz: 'Ochiq eshiklar kuni',
  titleEn: 'Open day',
  titleRu: 'День открытых дверей',
  start: '2026-12-01T09:00',
  end: '2026-12-01T12:30',
};

const STORED: AdminEvent = {
  ...EMPTY_EVENT,
  id: 'abc123',
  titleUz: 'Olimpiada',
  titleEn: 'Olympiad',
  titleRu: 'Олимпиада',
  // 00:00 on 1 and 3 December in Tashkent.
  startsAt: '2026-11-30T19:00:00.000Z',
  endsAt: '2026-12-02T19:00:00.000Z',
  allDay: true,
  status: 'changed',
  publishedAt: '2026-11-20T04:00:00.000Z',
  updatedAt: '2026-11-25T04:00:00.000Z',
  scheduledAt: null,
  owner: null,
};

const initialZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = initialZone;
});

describe('the event wizard sends Tashkent wall time with its offset', () => {
  test.each(['UTC', 'America/New_York', 'Pacific/Kiritimati'])('a timed event, in a browser whose zone is %s', (zone) => {
    process.env.TZ = zone;
    const body = eventBody(FILLED, { draft: false });
    expect(body).toMatchObject({ startsAt: '2026-12-01T09:00:00+05:00', endsAt: '2026-12-01T12:30:00+05:00', allDay: false, draft: false });
    expect(Date.parse(body.startsAt)).toBe(Date.UTC(2026, 11, 1, 4, 0));
  });

  test("an all-day event's days are their midnights in Tashkent (+05:00), a one-day event's twice the same", () => {
    const oneDay = eventBody({ ...FILLED, allDay: true, start: '2026-12-01', end: '2026-12-01' }, { draft: true });
    expect(oneDay).toMatchObject({ startsAt: '2026-12-01T00:00:00+05:00', endsAt: '2026-12-01T00:00:00+05:00', allDay: true, draft: true });
    const threeDays = eventBody({ ...FILLED, allDay: true, start: '2026-12-01', end: '2026-12-03' }, { draft: false });
    expect([threeDays.startsAt, threeDays.endsAt]).toEqual(['2026-12-01T00:00:00+05:00', '2026-12-03T00:00:00+05:00']);
    // The contract's schema takes it as the days it names (stored as UTC: the evening before).
    expect(contractBody.parse(threeDays)).toMatchObject({ startsAt: '2026-11-30T19:00:00.000Z', endsAt: '2026-12-02T19:00:00.000Z' });
  });

  test('the body holds every field the contract asks, the link trimmed, and nothing of the form itself', () => {
    const body = eventBody({ ...FILLED, registrationUrl: '  https://example.uz/a?b=1  ', placeRu: 'Актовый зал' }, { draft: false });
    expect(Object.keys(body).sort()).toEqual([...Object.keys(contractBody.parse(body))].sort());
    expect(body.registrationUrl).toBe('https://example.uz/a?b=1');
    expect(body).not.toHaveProperty('start');
  });
});

describe('a stored event in the wizard', () => {
  test('an all-day event shows its first and last day', () => {
    expect(eventFormOf(STORED)).toMatchObject({ allDay: true, start: '2026-12-01', end: '2026-12-03' });
    expect(eventFormOf(STORED)).not.toHaveProperty('status');
  });

  test('a timed event shows its Tashkent wall time, and goes back as it came', () => {
    const timed = { ...STORED, allDay: false, startsAt: '2026-12-01T04:00:00.000Z', endsAt: '2026-12-01T07:30:00.000Z' };
    const form = eventFormOf(timed);
    expect([form.start, form.end]).toEqual(['2026-12-01T09:00', '2026-12-01T12:30']);
    const body = eventBody(form, { draft: false });
    expect([Date.parse(body.startsAt), Date.parse(body.endsAt)]).toEqual([Date.parse(timed.startsAt), Date.parse(timed.endsAt)]);
  });
});

describe('the all-day switch', () => {
  test('turns times into their days, and days back into times spanning them', () => {
    const days = withAllDay(FILLED, true);
    expect(days).toMatchObject({ allDay: true, start: '2026-12-01', end: '2026-12-01' });
    expect(withAllDay(days, false)).toMatchObject({ allDay: false, start: '2026-12-01T00:00', end: '2026-12-01T23:59' });
    expect(eventFormErrors(withAllDay(days, false))).toEqual({});
  });

  test('leaves empty fields empty, and a form already so as it is', () => {
    expect(withAllDay(EMPTY_EVENT, true)).toMatchObject({ start: '', end: '' });
    expect(withAllDay(FILLED, false)).toBe(FILLED);
  });
});

describe('the rules of the API, checked before it is asked', () => {
  const t = { ...ADMIN_MESSAGES.en.calendar, required: ADMIN_MESSAGES.en.crud.required };

  test('a filled form passes', () => {
    expect(eventFormErrors(FILLED, t)).toEqual({});
  });

  test('the three titles and both times are required', () => {
    expect(Object.keys(eventFormErrors(EMPTY_EVENT, t)).sort()).toEqual(['end', 'start', 'titleEn', 'titleRu', 'titleUz']);
    expect(eventFormErrors({ ...FILLED, titleRu: '   ' }, t)).toEqual({ titleRu: t.required });
  });

  test('a timed event ends after it starts: an end before or at the start is refused on the end', () => {
    expect(eventFormErrors({ ...FILLED, end: '2026-12-01T08:59' }, t)).toEqual({ end: t.endNotAfterStart });
    expect(eventFormErrors({ ...FILLED, end: FILLED.start }, t)).toEqual({ end: t.endNotAfterStart });
    expect(eventFormErrors({ ...FILLED, end: '2026-11-30T23:00' }, t)).toEqual({ end: t.endNotAfterStart });
  });

  test('an all-day event may end on its first day, not before it', () => {
    const allDay = { ...FILLED, allDay: true, start: '2026-12-02', end: '2026-12-02' };
    expect(eventFormErrors(allDay, t)).toEqual({});
    expect(eventFormErrors({ ...allDay, end: '2026-12-01' }, t)).toEqual({ end: t.endBeforeStart });
  });

  test('a time of the wrong shape for the switch is refused as incomplete', () => {
    expect(eventFormErrors({ ...FILLED, start: '2026-12-01' }, t)).toEqual({ start: t.badTime });
    expect(eventFormErrors({ ...FILLED, allDay: true, start: '2026-12-01', end: '2026-12-01T10:00' }, t)).toEqual({ end: t.badTime });
  });

  test.each([
    ['', null],
    ['https://my.gov.uz/ro‘yxat?id=1', null],
    ['http://lyceum.uz', null],
    ['javascript:alert(1)', 'badUrl'],
    ['ftp://example.com/file', 'badUrl'],
    ['https://exa mple.com', 'badUrl'],
    ['//example.com', 'badUrl'],
    ['https://', 'badUrl'],
  ] as const)('the registration link %j', (url, refusal) => {
    const errors = eventFormErrors({ ...FILLED, registrationUrl: url }, t);
    expect(errors).toEqual(refusal ? { registrationUrl: t[refusal] } : {});
    // The contract agrees.
    expect(contractBody.safeParse(eventBody({ ...FILLED, registrationUrl: url }, { draft: false })).success).toBe(refusal === null);
  });

  test('lengths: titles 500, places 255, the link 2000, as the contract counts them', () => {
    const long = (count: number) => 'я'.repeat(count);
    expect(eventFormErrors({ ...FILLED, titleEn: long(EVENT_LIMITS.title) }, t)).toEqual({});
    expect(eventFormErrors({ ...FILLED, titleEn: long(EVENT_LIMITS.title + 1) }, t)).toEqual({ titleEn: t.tooLong(500) });
    expect(eventFormErrors({ ...FILLED, placeUz: long(EVENT_LIMITS.place + 1) }, t)).toEqual({ placeUz: t.tooLong(255) });
    const url = `https://lyceum.uz/${'a'.repeat(EVENT_LIMITS.registrationUrl)}`;
    expect(eventFormErrors({ ...FILLED, registrationUrl: url }, t)).toEqual({ registrationUrl: t.tooLong(2000) });
    for (const form of [
      { ...FILLED, titleEn: long(EVENT_LIMITS.title + 1) },
      { ...FILLED, placeUz: long(EVENT_LIMITS.place + 1) },
      { ...FILLED, registrationUrl: url },
    ])
      expect(contractBody.safeParse(eventBody(form, { draft: false })).success).toBe(false);
  });

  test("hostile text is the admin's to type: only lengths and links are refused", () => {
    const hostile = { ...FILLED, titleUz: "$' </script> \u202Eevil", placeRu: '<img src=x onerror=alert(1)>' };
    expect(eventFormErrors(hostile, t)).toEqual({});
    expect(contractBody.safeParse(eventBody(hostile, { draft: false })).success).toBe(true);
  });

  test('the Uzbek texts by default', () => {
    expect(eventFormErrors({ ...FILLED, titleUz: '' })).toEqual({ titleUz: 'Majburiy maydon' });
  });

  test("the API's refusal of a time is the wizard's field", () => {
    expect(['startsAt', 'endsAt', 'registrationUrl', 'titleEn'].map(formFieldOf)).toEqual(['start', 'end', 'registrationUrl', 'titleEn']);
  });
});
