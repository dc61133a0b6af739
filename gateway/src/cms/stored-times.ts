import { DATE_RANGE } from '@lyceum/contract/calendar';

/** A stored time as ISO 8601 in UTC, as every database gives it back; '' for one that cannot be read. */
export const storedInstant = (value: unknown): string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : '';

const START = new Date(DATE_RANGE.start).toISOString();
const END = new Date(DATE_RANGE.end).toISOString();

/**
 * Strapi's filter for the documents whose `fields` all hold a time within the site's years (contract/src/calendar.ts,
 * DATE_RANGE). The API refuses any other time, but Strapi's panel and the database itself take them: a document with
 * one (or with a time that cannot be read, which no comparison holds) is left out of what visitors read, rather than
 * spelled as a date no page, feed or calendar program can show.
 */
const inRange = (...fields: string[]) => ({ $and: fields.map((field) => ({ [field]: { $gte: START, $lt: END } })) });

/** The events visitors see: the lists, the month, the feeds, the search and the site map. */
export const SHOWN_EVENTS = inRange('startsAt', 'endsAt');

/** The news items visitors see. */
export const SHOWN_NEWS = inRange('publishedTime');

/** The banners visitors see. */
export const SHOWN_ANNOUNCEMENTS = inRange('startsAt', 'endsAt');
