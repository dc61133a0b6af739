import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import { tokenOf } from '../auth.js';
import type { Doc } from '../cms/documents.js';
import { KIND } from '../cms/types.js';
import { mediaBody, mediaQuery, mediaTypeOf, paged } from '@lyceum/contract';
import { DELETED, SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';
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
    ({ documents }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const query = parse(mediaQuery, req.query);
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
    ({ writes }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const { type } = parse(mediaTypeOf, req.body);
      const media = parse(mediaBody, { ...req.body, type });
      const shared =
        media.type === 'VIDEO_GALLERY'
          ? { type: media.type, definition: media.definition, videoUrl: media.address, image: null, others: [] }
          : { type: media.type, definition: media.definition, videoUrl: null, image: media.address, others: media.others };
      const id = await writes.save(KIND['media-item'], { shared }, tokenOf(res));
      ok(res, { message: SAVED, content: { id } });
    },

  remove:
    ({ documents, writes }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const doc = await findOr404(documents, KIND['media-item'], req.params.id, 'uz', tokenOf(res), 'MEDIA_NOT_FOUND');
      await writes.remove(KIND['media-item'], doc.documentId, tokenOf(res));
      ok(res, { message: DELETED });
    },
};
