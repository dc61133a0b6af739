import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import type { RouteHandler } from './api-route.js';
import { tokenOf } from '../auth.js';
import type { Doc } from '../cms/documents.js';
import { KIND } from '../cms/types.js';
import { paged, type IdParams, type mediaBody, type mediaQuery } from '@lyceum/contract';
import { DELETED, SAVED, ok } from '../respond.js';
import { findOr404 } from './lookup.js';

const toMedia = (doc: Doc) => {
  const video = doc.shared.type === 'VIDEO_GALLERY';
  return {
    id: doc.documentId,
    type: doc.shared.type,
    address: (video ? doc.shared.videoUrl : doc.shared.image) ?? '',
    others: video ? [] : doc.shared.others,
    definition: doc.shared.definition,
  };
};

const order = (direction: string) => [`createdAt:${direction.toLowerCase()}`, `id:${direction.toLowerCase()}`];

/** The galleries for visitors, newest first: the `load` of a cached read. */
export const publicMedia =
  ({ documents }: RouteDeps) =>
  async (query: z.infer<typeof mediaQuery>) => {
    const filters = query.type ? { type: { $eq: query.type } } : undefined;
    const { items, total } = await documents.list(KIND['media-item'], 'uz', {
      filters,
      sort: order('DESC'),
      page: query.page,
      size: query.size,
    });
    return paged(items.map(toMedia), query, total);
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
      ok(res, { content: paged(items.map(toMedia), query, total) });
    },

  create:
    ({ writes }: RouteDeps): RouteHandler<{ body: z.infer<typeof mediaBody> }> =>
    async ({ body: media }, _req, res) => {
      const shared =
        media.type === 'VIDEO_GALLERY'
          ? { type: media.type, definition: media.definition, videoUrl: media.address, image: null, others: [] }
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
