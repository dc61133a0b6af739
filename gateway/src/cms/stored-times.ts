import { DATE_RANGE, inDateRange } from '@lyceum/contract/calendar';
import { KIND, type Kind } from './types.js';

/** A stored time as ISO 8601 in UTC, as every database gives it back; '' for one that cannot be read. */
export const storedInstant = (value: unknown): string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : '';

const START = new Date(DATE_RANGE.start).toISOString();
const END = new Date(DATE_RANGE.end).toISOString();

/**
 * Strapi's filter for the documents of `kind` that visitors see: those whose declared times (`shownWithin`) all lie
 * within the site's years (contract/src/calendar.ts, DATE_RANGE). A document with another time (or one that cannot be
 * read, which no comparison holds) is left out of what visitors read, rather than spelled as a date no page, feed or
 * calendar program can show.
 */
export const shownFilter = (kind: Kind) => ({ $and: kind.shownWithin.map((field) => ({ [field]: { $gte: START, $lt: END } })) });

/** Whether visitors see a document already read: shownFilter's rule, on its stored times. */
export const isShown = (kind: Kind, doc: { shared: Record<string, unknown> }) =>
  kind.shownWithin.every((field) => inDateRange(storedInstant(doc.shared[field])));

/** The events visitors see: the lists, the month, the feeds, the search and the site map. */
export const SHOWN_EVENTS = shownFilter(KIND.event);

/** The news items visitors see. */
export const SHOWN_NEWS = shownFilter(KIND.news);

/** The banners visitors see. */
export const SHOWN_ANNOUNCEMENTS = shownFilter(KIND.announcement);
