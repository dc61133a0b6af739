import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import type { AdminHandler } from './api-route.js';

import type { Doc } from '../cms/documents.js';
import { KIND } from '../cms/types.js';
import {
  VIDEO_TRANSLATED,
  paged,
  type IdParams,
  type Locale,
  type mediaBody,
  type mediaQuery,
  type publicMediaQuery,
} from '@lyceum/contract';
import { storedTranslations, textIn, textsToSave } from '@lyceum/contract/api/optional-translations';
import { DELETED, SAVED, ok } from '../respond.js';
import { findOr404 } from './lookup.js';
import { visitorPage } from './visitor-page.js';

/** A gallery item with its caption in `lang`: in Uzbek, exactly the answer from before there were translations. */
const toMedia = (doc: Doc, lang: Locale) => {
  const video = doc.shared.type === 'VIDEO_GALLERY';
  return {
    id: doc.documentId,
    type: doc.shared.type,
    address: (video ? doc.shared.videoUrl : doc.shared.image) ?? '',
    others: video ? [] : doc.shared.others,
    definition: textIn(doc.text, 'definition', lang),
  };
};

/** The admin's item: the Uzbek caption and its translations ('' where there are none). */
const toAdminMedia = (doc: Doc) => ({ ...toMedia(doc, 'uz'), ...storedTranslations(doc.text, VIDEO_TRANSLATED) });

const order = (direction: string) => [`createdAt:${direction.toLowerCase()}`, `id:${direction.toLowerCase()}`];

/** The galleries for visitors, newest first: the `load` of a cached read. */
export const publicMedia =
  ({ documents }: RouteDeps) =>
  (query: z.infer<typeof publicMediaQuery>) =>
    // Listed with every language's caption, each read in `lang` or else in Uzbek.
    visitorPage(
      documents,
      KIND['media-item'],
      'all',
      { filters: query.type ? { type: { $eq: query.type } } : undefined, sort: order('DESC') },
      query,
      (doc) => toMedia(doc, query.lang),
    );

export const adminMedia = {
  list:
    ({ documents }: RouteDeps): AdminHandler<{ query: z.infer<typeof mediaQuery> }> =>
    async ({ query, admin }, _req, res) => {
      const filters = query.type ? { type: { $eq: query.type } } : undefined;
      const { items, total } = await documents.list(
        KIND['media-item'],
        'all',
        { filters, sort: order(query.direction), page: query.page, size: query.size },
        admin.token,
      );
      ok(res, { content: paged(items.map(toAdminMedia), query, total) });
    },

  create:
    ({ writes }: RouteDeps): AdminHandler<{ body: z.infer<typeof mediaBody> }> =>
    async ({ body: media, admin }, _req, res) => {
      const shared =
        media.type === 'VIDEO_GALLERY'
          ? { type: media.type, videoUrl: media.address, image: null, others: [] }
          : { type: media.type, videoUrl: null, image: media.address, others: media.others };
      const id = await writes.save(KIND['media-item'], { shared, localized: textsToSave(media, VIDEO_TRANSLATED) }, admin.token);
      ok(res, { message: SAVED, content: { id } });
    },

  remove:
    ({ documents, writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const doc = await findOr404(documents, KIND['media-item'], params.id, 'uz', admin.token, 'MEDIA_NOT_FOUND');
      await writes.remove(KIND['media-item'], doc.documentId, admin.token);
      ok(res, { message: DELETED });
    },
};
