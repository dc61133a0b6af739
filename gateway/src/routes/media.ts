import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import type { RouteHandler } from './api-route.js';
import { tokenOf } from '../auth.js';
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
import { storedTranslations, textIn } from '@lyceum/contract/api/optional-translations';
import { DELETED, SAVED, ok } from '../respond.js';
import { findOr404 } from './lookup.js';

/** A gallery item with its caption in `lang`: in Uzbek, exactly the answer from before there were translations. */
const toMedia = (doc: Doc, lang: Locale) => {
  const video = doc.shared.type === 'VIDEO_GALLERY';
  return {
    id: doc.documentId,
    type: doc.shared.type,
    address: (video ? doc.shared.videoUrl : doc.shared.image) ?? '',
    others: video ? [] : doc.shared.others,
    definition: textIn(doc.shared, 'definition', lang),
  };
};

/** The admin's item: the Uzbek caption and its translations ('' where there are none). */
const toAdminMedia = (doc: Doc) => ({ ...toMedia(doc, 'uz'), ...storedTranslations(doc.shared, VIDEO_TRANSLATED) });

const order = (direction: string) => [`createdAt:${direction.toLowerCase()}`, `id:${direction.toLowerCase()}`];

/** The galleries for visitors, newest first: the `load` of a cached read. */
export const publicMedia =
  ({ documents }: RouteDeps) =>
  async (query: z.infer<typeof publicMediaQuery>) => {
    const filters = query.type ? { type: { $eq: query.type } } : undefined;
    const { items, total } = await documents.list(KIND['media-item'], 'uz', {
      filters,
      sort: order('DESC'),
      page: query.page,
      size: query.size,
    });
    return paged(
      items.map((doc) => toMedia(doc, query.lang)),
      query,
      total,
    );
  };

export const adminMedia = {
  list:
    ({ documents }: RouteDeps): RouteHandler<{ query: z.infer<typeof mediaQuery> }> =>
    async ({ query }, _req, res) => {
      const filters = query.type ? { type: { $eq: query.type } } : undefined;
      const { items, total } = await documents.list(
        KIND['media-item'],
        'uz',
        { filters, sort: order(query.direction), page: query.page, size: query.size },
        tokenOf(res),
      );
      ok(res, { content: paged(items.map(toAdminMedia), query, total) });
    },

  create:
    ({ writes }: RouteDeps): RouteHandler<{ body: z.infer<typeof mediaBody> }> =>
    async ({ body: media }, _req, res) => {
      const shared =
        media.type === 'VIDEO_GALLERY'
          ? {
              type: media.type,
              definition: media.definition,
              definitionEn: media.definitionEn,
              definitionRu: media.definitionRu,
              videoUrl: media.address,
              image: null,
              others: [],
            }
          : { type: media.type, definition: media.definition, videoUrl: null, image: media.address, others: media.others };
      const id = await writes.save(KIND['media-item'], { shared }, tokenOf(res));
      ok(res, { message: SAVED, content: { id } });
    },

  remove:
    ({ documents, writes }: RouteDeps): RouteHandler<{ params: IdParams }> =>
    async ({ params }, _req, res) => {
      const doc = await findOr404(documents, KIND['media-item'], params.id, 'uz', tokenOf(res), 'MEDIA_NOT_FOUND');
      await writes.remove(KIND['media-item'], doc.documentId, tokenOf(res));
      ok(res, { message: DELETED });
    },
};
