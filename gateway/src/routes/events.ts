import type { z } from 'zod';
import { eventEnd, monthBounds, tashkentMonth } from '@lyceum/contract/calendar';
import { publicEvent, type EventFields, type PublicEvent, type publicEventListQuery, type publicEventMonthQuery } from '@lyceum/contract';

import { listTag } from '../cache/tags.js';
import { SHOWN_EVENTS } from '../cms/stored-times.js';
import type { Doc } from '../cms/documents.js';
import { sharedVisitorFields, visitorFields } from '../cms/visitor-fields.js';
import { KIND, type Locale } from '../cms/types.js';
import type { RouteDeps } from './deps.js';
import { editedKind } from './edited-kind.js';
import { visitorPage } from './visitor-page.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The shared fields as read back ('' for a missing photo or link, false for a missing all-day flag), as visitors read them. */
const eventShared = publicEvent.pick({ photo: true, startsAt: true, endsAt: true, allDay: true, registrationUrl: true });
const timesOf = (doc: Doc) => eventShared.parse(sharedVisitorFields(KIND.event, doc));

/** An event as visitors read it, from the kind's declaration (the contract's publicEvent). */
const toPublicEvent = (doc: Doc, locale: Locale): PublicEvent =>
  publicEvent.parse({ id: doc.documentId, ...visitorFields(KIND.event, doc, locale) });

/**
 * Strapi's filter for the events not over at `at` (or, `over`, those that are): a timed event is over at its end, an
 * all-day one (stored as its last day's midnight) a day later.
 */
const endFilter = (at: Date, over = false) => {
  const op = over ? '$lte' : '$gt';
  return {
    $or: [
      { allDay: { $eq: false }, endsAt: { [op]: at.toISOString() } },
      { allDay: { $eq: true }, endsAt: { [op]: new Date(at.getTime() - DAY_MS).toISOString() } },
    ],
  };
};

const byStart = (way: 'asc' | 'desc') => [`startsAt:${way}`, `createdAt:${way}`, `id:${way}`];

/**
 * When the next published event is over, in any language (they share their times): the lists of coming and past
 * events change then, with no write to make them stale, so the clock does (cache/clock-tags.ts).
 */
async function expireAtNextEnd({ documents, clock }: RouteDeps, now: Date): Promise<void> {
  const soonest = await Promise.all(
    [false, true].map(async (allDay) => {
      const filters = { $and: [SHOWN_EVENTS, { allDay: { $eq: allDay } }, endFilter(now)] };
      return (await documents.list(KIND.event, 'uz', { filters, sort: ['endsAt:asc'], size: 1 })).items[0];
    }),
  );
  const ends = soonest.flatMap((doc) => (doc ? [eventEnd(timesOf(doc)).getTime()] : []));
  if (ends.length) clock.expireAt(listTag(KIND.event), Math.min(...ends));
}

/** Events as an edited kind: their reads and writes but the visitors' lists (routes/edited-kind.ts). */
export const events = editedKind({
  kind: 'event',
  order: byStart,
  adminList: ({ when }) => {
    if (!when) return undefined;
    const upcoming = when === 'upcoming';
    return { filters: endFilter(new Date(), !upcoming), sort: byStart(upcoming ? 'asc' : 'desc') };
  },
  sharedOf: timesOf,
  sharedFrom: (fields: EventFields) => ({
    photo: fields.photo || null,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    allDay: fields.allDay,
    registrationUrl: fields.registrationUrl,
  }),
  toPublic: toPublicEvent,
});

/** The visitors' events in one language: `load`s of cached reads. */
export const publicEvents = {
  list: (deps: RouteDeps) => async (query: z.infer<typeof publicEventListQuery>) => {
    const now = new Date();
    const upcoming = query.when === 'upcoming';
    const [page] = await Promise.all([
      visitorPage(
        deps.documents,
        KIND.event,
        query.lang,
        { filters: { $and: [SHOWN_EVENTS, endFilter(now, !upcoming)] }, sort: byStart(upcoming ? 'asc' : 'desc') },
        query,
        (doc) => toPublicEvent(doc, query.lang),
      ),
      expireAtNextEnd(deps, now),
    ]);
    return page;
  },

  /** The events that take any time in a Tashkent month, by start; without a month, the current one (until it ends). */
  month:
    ({ documents, clock }: RouteDeps) =>
    async (query: z.infer<typeof publicEventMonthQuery>) => {
      const month = query.month ?? tashkentMonth(Date.now());
      const { start, end } = monthBounds(month);
      if (!query.month) clock.expireAt(listTag(KIND.event), end);
      const events = await documents.all(KIND.event, query.lang, {
        filters: { $and: [SHOWN_EVENTS, { startsAt: { $lt: end.toISOString() } }, endFilter(start)] },
        sort: byStart('asc'),
      });
      return { month, events: events.map((doc) => toPublicEvent(doc, query.lang)) };
    },
};
