import crypto from 'node:crypto';
import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import type { AdminHandler } from './api-route.js';

import { listTag } from '../cache/tags.js';
import { textOf, type Doc } from '../cms/documents.js';
import { SHOWN_ANNOUNCEMENTS, storedInstant } from '../cms/stored-times.js';
import { KIND, type Locale } from '../cms/types.js';
import {
  paged,
  type adminAnnouncementsQuery,
  type announcementBody,
  type announcementUpdateBody,
  type AnnouncementLevel,
  type IdParams,
  type PublicAnnouncement,
  type publicAnnouncementsQuery,
} from '@lyceum/contract';
import { DELETED, SAVED, ok } from '../respond.js';
import { findOr404, idOr404 } from './lookup.js';

const TYPE = KIND.announcement;
/** What a write to a banner, or its start or end coming round, makes stale: the read and every visitor page. */
export const ANNOUNCEMENT_TAG = listTag(TYPE);

const toAdmin = (doc: Doc) => ({
  id: doc.documentId,
  startsAt: storedInstant(doc.shared.startsAt),
  endsAt: storedInstant(doc.shared.endsAt),
  level: doc.shared.level as AnnouncementLevel,
  textUz: textOf(doc, 'uz', 'text'),
  textEn: textOf(doc, 'en', 'text'),
  textRu: textOf(doc, 'ru', 'text'),
});

/** The admin's field of each language's text. */
const TEXT_OF = { uz: 'textUz', en: 'textEn', ru: 'textRu' } as const satisfies Record<Locale, string>;

/** A digest of everything the banner says in every language and when: a new one after any edit. */
const versionOf = (item: ReturnType<typeof toAdmin>) =>
  crypto.createHash('sha256').update(JSON.stringify(item)).digest('base64url').slice(0, 12);

/**
 * The banners not yet ended, soonest start first: those showing now come first, so Strapi's largest page (100) holds
 * them all unless a hundred are planned ahead of the last one showing.
 */
const notEnded = async ({ documents }: RouteDeps, now: number) =>
  (
    await documents.list(TYPE, 'all', {
      filters: { $and: [SHOWN_ANNOUNCEMENTS, { endsAt: { $gt: new Date(now).toISOString() } }] },
      sort: ['startsAt:asc', 'id:asc'],
      size: 100,
    })
  ).items.map(toAdmin);

/**
 * The banners showing now, in one language, urgent ones first: the `load` of a cached read. The answer is true
 * until the next start or end among them, when the clock makes it (and every page built from it) stale.
 */
export const publicAnnouncements =
  (deps: RouteDeps) =>
  async ({ lang }: z.infer<typeof publicAnnouncementsQuery>) => {
    const now = Date.now();
    const items = await notEnded(deps, now);
    const boundaries = items.map((item) => Date.parse(Date.parse(item.startsAt) > now ? item.startsAt : item.endsAt));
    if (boundaries.length) deps.clock.expireAt(ANNOUNCEMENT_TAG, Math.min(...boundaries));
    const showing = items.filter((item) => Date.parse(item.startsAt) <= now);
    const urgentFirst = [...showing.filter((item) => item.level === 'URGENT'), ...showing.filter((item) => item.level !== 'URGENT')];
    return urgentFirst.map(
      (item): PublicAnnouncement => ({
        id: item.id,
        text: item[TEXT_OF[lang]],
        level: item.level,
        startsAt: item.startsAt,
        endsAt: item.endsAt,
        version: versionOf(item),
      }),
    );
  };

type Fields = z.infer<typeof announcementBody>;

const stored = ({ startsAt, endsAt, level, textUz, textEn, textRu }: Fields) => ({
  shared: { startsAt, endsAt, level },
  localized: { uz: { text: textUz }, en: { text: textEn }, ru: { text: textRu } },
});

export const adminAnnouncements = {
  list:
    ({ documents }: RouteDeps): AdminHandler<{ query: z.infer<typeof adminAnnouncementsQuery> }> =>
    async ({ query, admin }, _req, res) => {
      const way = query.direction.toLowerCase();
      const { items, total } = await documents.list(
        TYPE,
        'all',
        { sort: [`startsAt:${way}`, `id:${way}`], page: query.page, size: query.size },
        admin.token,
      );
      ok(res, { content: paged(items.map(toAdmin), query, total) });
    },

  one:
    ({ documents }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const doc = await findOr404(documents, TYPE, params.id, 'all', admin.token, 'ANNOUNCEMENT_NOT_FOUND');
      ok(res, { content: toAdmin(doc) });
    },

  create:
    ({ writes }: RouteDeps): AdminHandler<{ body: Fields }> =>
    async ({ body, admin }, _req, res) => {
      const id = await writes.save(TYPE, stored(body), admin.token);
      ok(res, { message: SAVED, content: { id } });
    },

  update:
    ({ documents, writes }: RouteDeps): AdminHandler<{ body: z.infer<typeof announcementUpdateBody> }> =>
    async ({ body: { id, ...fields }, admin }, _req, res) => {
      const doc = await findOr404(documents, TYPE, idOr404(id, 'ANNOUNCEMENT_NOT_FOUND'), 'uz', admin.token, 'ANNOUNCEMENT_NOT_FOUND');
      const savedId = await writes.save(TYPE, { documentId: doc.documentId, ...stored(fields) }, admin.token);
      ok(res, { message: SAVED, content: { id: savedId } });
    },

  remove:
    ({ documents, writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const doc = await findOr404(documents, TYPE, params.id, 'uz', admin.token, 'ANNOUNCEMENT_NOT_FOUND');
      await writes.remove(TYPE, doc.documentId, admin.token);
      ok(res, { message: DELETED });
    },
};
