import type { z } from 'zod';
import { eventEnd, inDateRange, monthBounds, tashkentMonth } from '@lyceum/contract/calendar';
import {
  paged,
  storedWebUrl,
  type EventFields,
  type IdParams,
  type Paging,
  type PublicationStatus,
  type PublicEvent,
  type eventUpdateBody,
  type publicEventListQuery,
  type publicEventMonthQuery,
  type publicEventQuery,
} from '@lyceum/contract';

import { listTag } from '../cache/tags.js';
import { SHOWN_EVENTS, storedInstant } from '../cms/stored-times.js';
import { textOf, type Doc, type Documents } from '../cms/documents.js';
import type { Writes } from '../cms/writes.js';
import { KIND, type Locale } from '../cms/types.js';
import { notFound } from '../errors.js';
import { sanitizeRichText } from '../rich-text.js';
import { DELETED, SAVED, ok } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { findOr404, idOr404 } from './lookup.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The editor's texts as they are stored: without scripts, once the fields are valid. */
const sanitized = (fields: EventFields): EventFields => ({
  ...fields,
  descriptionUz: sanitizeRichText(fields.descriptionUz),
  descriptionEn: sanitizeRichText(fields.descriptionEn),
  descriptionRu: sanitizeRichText(fields.descriptionRu),
});

/** The shared fields as read back ('' for a missing photo or link, false for a missing all-day flag). */
const timesOf = (doc: Doc) => ({
  photo: typeof doc.shared.photo === 'string' ? doc.shared.photo : '',
  startsAt: storedInstant(doc.shared.startsAt),
  endsAt: storedInstant(doc.shared.endsAt),
  allDay: doc.shared.allDay === true,
  // Strapi's panel writes past the gateway's rules: only a web address is a link.
  registrationUrl: storedWebUrl(doc.shared.registrationUrl),
});

const toAdminEvent = (doc: Doc, status: PublicationStatus, scheduledAt: string | null) => ({
  id: doc.documentId,
  status,
  scheduledAt,
  ...timesOf(doc),
  titleUz: textOf(doc, 'uz', 'title'),
  titleEn: textOf(doc, 'en', 'title'),
  titleRu: textOf(doc, 'ru', 'title'),
  descriptionUz: textOf(doc, 'uz', 'description'),
  descriptionEn: textOf(doc, 'en', 'description'),
  descriptionRu: textOf(doc, 'ru', 'description'),
  placeUz: textOf(doc, 'uz', 'place'),
  placeEn: textOf(doc, 'en', 'place'),
  placeRu: textOf(doc, 'ru', 'place'),
});

const toPublicEvent = (doc: Doc, locale: Locale): PublicEvent => ({
  id: doc.documentId,
  title: textOf(doc, locale, 'title'),
  // Text edited in Strapi's own panel never passed the gateway's write checks.
  description: sanitizeRichText(textOf(doc, locale, 'description')),
  place: textOf(doc, locale, 'place'),
  ...timesOf(doc),
});

/** The event a visitor names by its id, if there is one and its times are within the site's years, as SHOWN_EVENTS. */
const shownOr404 = (doc: Doc | undefined): Doc => {
  const { startsAt, endsAt } = doc ? timesOf(doc) : { startsAt: '', endsAt: '' };
  if (!doc || !inDateRange(startsAt) || !inDateRange(endsAt)) throw notFound('EVENT_NOT_FOUND');
  return doc;
};

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

/** The visitors' events in one language: `load`s of cached reads. */
export const publicEvents = {
  list: (deps: RouteDeps) => async (query: z.infer<typeof publicEventListQuery>) => {
    const now = new Date();
    const upcoming = query.when === 'upcoming';
    const [{ items, total }] = await Promise.all([
      deps.documents.list(KIND.event, query.lang, {
        filters: { $and: [SHOWN_EVENTS, endFilter(now, !upcoming)] },
        sort: byStart(upcoming ? 'asc' : 'desc'),
        page: query.page,
        size: query.size,
      }),
      expireAtNextEnd(deps, now),
    ]);
    return paged(
      items.map((doc) => toPublicEvent(doc, query.lang)),
      query,
      total,
    );
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

  item:
    ({ documents }: RouteDeps) =>
    async (query: z.infer<typeof publicEventQuery>, params: Record<string, string>) =>
      toPublicEvent(shownOr404(await findOr404(documents, KIND.event, params.id, query.lang, undefined, 'EVENT_NOT_FOUND')), query.lang),

  /** The event a preview link names, as it will look: its latest version (the draft, if it has one). */
  preview:
    ({ documents }: RouteDeps) =>
    async (query: z.infer<typeof publicEventQuery>, params: Record<string, string>, id: string) => {
      const filters = { documentId: { $eq: id } };
      const doc =
        params.id === id ? (await documents.list(KIND.event, query.lang, { filters, size: 1, status: 'draft' })).items[0] : undefined;
      return toPublicEvent(shownOr404(doc), query.lang);
    },
};

const find = (documents: Documents, id: unknown, token: string) => findOr404(documents, KIND.event, id, 'all', token, 'EVENT_NOT_FOUND');

const save = (writes: Writes, fields: EventFields, token: string, id?: string) =>
  writes.save(
    KIND.event,
    {
      documentId: id,
      draft: fields.draft,
      shared: {
        photo: fields.photo || null,
        startsAt: fields.startsAt,
        endsAt: fields.endsAt,
        allDay: fields.allDay,
        registrationUrl: fields.registrationUrl,
      },
      localized: {
        uz: { title: fields.titleUz, description: fields.descriptionUz, place: fields.placeUz },
        en: { title: fields.titleEn, description: fields.descriptionEn, place: fields.placeEn },
        ru: { title: fields.titleRu, description: fields.descriptionRu, place: fields.placeRu },
      },
    },
    token,
  );

/** The admin's events, all languages at once. */
export const adminEvents = {
  list:
    ({ documents, schedules }: RouteDeps): AdminHandler<{ query: Paging }> =>
    async ({ query, admin }, _req, res) => {
      const way = query.direction === 'ASC' ? 'asc' : 'desc';
      const { items, total } = await documents.list(
        KIND.event,
        'all',
        { sort: byStart(way), page: query.page, size: query.size },
        admin.token,
      );
      const [status, scheduled] = await Promise.all([
        documents.statusOf(KIND.event, items, admin.token),
        schedules.of(KIND.event, admin.token),
      ]);
      ok(res, {
        content: paged(
          items.map((doc) => toAdminEvent(doc, status.get(doc.documentId)!, scheduled.get(doc.documentId) ?? null)),
          query,
          total,
        ),
      });
    },

  one:
    ({ documents, schedules }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const doc = await find(documents, params.id, admin.token);
      const [status, scheduled] = await Promise.all([
        documents.statusOf(KIND.event, [doc], admin.token),
        schedules.of(KIND.event, admin.token),
      ]);
      ok(res, { content: toAdminEvent(doc, status.get(doc.documentId)!, scheduled.get(doc.documentId) ?? null) });
    },

  create:
    ({ writes }: RouteDeps): AdminHandler<{ body: EventFields }> =>
    async ({ body, admin }, _req, res) => {
      const id = await save(writes, sanitized(body), admin.token);
      ok(res, { message: SAVED, content: { id } });
    },

  update:
    ({ writes }: RouteDeps): AdminHandler<{ body: z.output<typeof eventUpdateBody> }> =>
    async ({ body: { id: rawId, ...fields }, admin }, _req, res) => {
      const id = idOr404(rawId, 'EVENT_NOT_FOUND');
      await save(writes, sanitized(fields), admin.token, id);
      ok(res, { message: SAVED, content: { id } });
    },

  remove:
    ({ documents, writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const doc = await find(documents, params.id, admin.token);
      await writes.remove(KIND.event, doc.documentId, admin.token);
      ok(res, { message: DELETED });
    },
};
