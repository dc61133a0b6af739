import { z } from 'zod';
import { inDateRange, tashkentDate, tashkentMidnight } from '../calendar.js';
import { STORED_FILE_NAME, calendarMonth, instant, lang, paging } from '../common.js';
import { KINDS } from '../kinds.js';
import { pageOf } from './envelope.js';
import { flatRules, flatTexts } from './flat-fields.js';
import { adminStanding, draftFlag } from './news.js';
import { visitorItem } from './visitor-item.js';

/** A registration link's longest address. */
export const REGISTRATION_URL_MAX = KINDS.event.fields.registrationUrl.maxLength;

const WEB_URL = /^https?:\/\/[^\s]+$/i;

const eventFields = {
  /** A stored file name, or '' for none. */
  photo: z
    .string({ error: 'must be text' })
    .trim()
    .refine((name) => name === '' || STORED_FILE_NAME.test(name), 'must be a stored file name')
    .optional()
    .default(''),
  startsAt: instant,
  endsAt: instant,
  allDay: z.boolean({ error: 'must be true or false' }).optional().default(false),
  registrationUrl: z
    .string({ error: 'must be text' })
    .trim()
    .max(REGISTRATION_URL_MAX, `must be at most ${REGISTRATION_URL_MAX} characters`)
    .refine((url) => url === '' || (WEB_URL.test(url) && URL.canParse(url)), 'must start with http:// or https://')
    .optional()
    .default(''),
  ...flatRules('event'),
  ...draftFlag,
};

type Times = { startsAt: string; endsAt: string; allDay: boolean };

/** An all-day event takes whole Tashkent days: its times are the first and the last day's midnight. */
const wholeDays = <T extends Times>(event: T): T =>
  event.allDay
    ? {
        ...event,
        startsAt: tashkentMidnight(tashkentDate(event.startsAt)).toISOString(),
        endsAt: tashkentMidnight(tashkentDate(event.endsAt)).toISOString(),
      }
    : event;

/** The end comes after the start; an all-day event may end on the day it starts. */
const endAfterStart = (event: Times, context: z.RefinementCtx) => {
  // zod checks the whole event even when a time is refused: that time's own refusal says why, and its days are none.
  if (!inDateRange(event.startsAt) || !inDateRange(event.endsAt)) return;
  const { startsAt, endsAt, allDay } = wholeDays(event);
  const [start, end] = [Date.parse(startsAt), Date.parse(endsAt)];
  if (allDay ? end < start : end <= start)
    context.addIssue({
      code: 'custom',
      path: ['endsAt'],
      message: allDay ? 'must not be before the first day' : 'must be after the start',
    });
};

/**
 * An event as the admin's wizard saves it: all three languages at once. `draft: true` keeps it a draft (visitors go on
 * seeing the published version, if any). All-day: startsAt and endsAt name the first and the last day (any time of
 * the day; stored as its midnight in Tashkent).
 */
export const eventBody = z.object(eventFields).superRefine(endAfterStart).transform(wholeDays);
/** Any id is taken here: one that cannot be a document's is unknown (404), as in a path. */
export const eventUpdateBody = z
  .object({ ...eventFields, id: z.string({ error: 'is required' }).min(1, 'is required') })
  .superRefine(endAfterStart)
  .transform(wholeDays);
export type EventFields = z.output<typeof eventBody>;

/** Coming events (not yet over, soonest first) or past ones (over, latest first). */
export const EVENT_LISTS = ['upcoming', 'past'] as const;
export const publicEventListQuery = paging.pick({ page: true, size: true }).extend({
  lang,
  when: z.enum(EVENT_LISTS, { error: "must be 'upcoming' or 'past'" }).default('upcoming'),
});
/** The admin's events: all of them, latest start first; or, `when` given, those coming (soonest first) or past (latest first). */
export const adminEventListQuery = paging.extend({
  when: z.enum(EVENT_LISTS, { error: "must be 'upcoming' or 'past'" }).optional(),
});
/** A month of the calendar (YYYY-MM, Tashkent time); none: the current month. */
export const publicEventMonthQuery = z.object({
  lang,
  month: calendarMonth.optional(),
});
export const publicEventQuery = z.object({ lang });

/**
 * An event in one language, as visitors see it: its description sanitized rich text, its times ISO 8601 in UTC (an
 * all-day event's first and last day at 00:00 Tashkent), its registration link an http(s) address or ''.
 */
export const publicEvent = visitorItem('event');
export type PublicEvent = z.infer<typeof publicEvent>;
export const publicEventPage = pageOf(publicEvent);
/** The events that take any time in a Tashkent month, by start. */
export const publicEventMonth = z.object({ month: z.string(), events: z.array(publicEvent) });

export const adminEvent = z.object({
  id: z.string(),
  photo: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  registrationUrl: z.string(),
  ...flatTexts('event'),
  ...adminStanding,
});
export type AdminEvent = z.infer<typeof adminEvent>;
export const adminEventPage = pageOf(adminEvent);

/** Events' shapes on their edited-kind routes, and their words in the API's document (as `newsWire`). */
export const eventWire = {
  words: {
    a: 'an event',
    one: 'event',
    many: 'Events',
    order: 'latest start first; with `when`, the coming ones (soonest first) or the past ones (latest first)',
    list: 'Events in one language: coming ones (not yet over), soonest first, or past ones, latest first',
  },
  publicListQuery: publicEventListQuery,
  publicPage: publicEventPage,
  publicQuery: publicEventQuery,
  publicItem: publicEvent,
  adminListQuery: adminEventListQuery,
  adminPage: adminEventPage,
  adminItem: adminEvent,
  body: eventBody,
  updateBody: eventUpdateBody,
};
