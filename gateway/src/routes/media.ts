import { Router } from 'express';
import type { RouteDeps } from './deps.js';
import { listTag } from '../cache/tags.js';
import { z } from 'zod';
import { requireAdmin, tokenOf } from '../auth.js';
import type { Doc } from '../cms/documents.js';
import { CMS } from '../cms/types.js';
import { paged, paging, requiredText, storedFile } from '../contract/common.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';
import { findOr404 } from './lookup.js';

const MEDIA_TYPES = ['PHOTO_GALLERY', 'VIDEO_GALLERY'] as const;
/** PHOTO_GALLERY / VIDEO_GALLERY, in any case; `photo` and `video` too. */
const mediaType = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const upper = value.toUpperCase();
    return upper === 'PHOTO' || upper === 'VIDEO' ? `${upper}_GALLERY` : upper;
  },
  z.enum(MEDIA_TYPES, { error: 'must be PHOTO_GALLERY or VIDEO_GALLERY' }),
);

const mediaBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('VIDEO_GALLERY'),
    address: requiredText(255).refine(
      (address) => /^[\w-]{11}$/.test(address) || /^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\//i.test(address),
      'must be a YouTube link',
    ),
    definition: requiredText(2000),
    others: z.array(z.unknown()).optional(),
  }),
  z.object({
    type: z.literal('PHOTO_GALLERY'),
    address: storedFile,
    definition: requiredText(2000),
    others: z.array(storedFile).max(50).optional().default([]),
  }),
]);

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

export function mediaRoutes({ cms, documents, writes, publicReads }: RouteDeps): Router {
  const router = Router();

  publicReads.get('/media', {
    query: paging.extend({ type: mediaType.optional() }),
    tags: () => [listTag(CMS.mediaItem)],
    load: async (query) => {
      const filters = query.type ? { type: { $eq: query.type } } : undefined;
      const { items, total } = await documents.list(CMS.mediaItem, 'uz', {
        filters,
        sort: order('DESC'),
        page: query.page,
        size: query.size,
      });
      return paged(items.map(toMedia), query, total);
    },
  });

  const admin = Router();
  admin.use(requireAdmin(cms));

  admin.get('/', async (req, res) => {
    const query = parse(paging.extend({ type: mediaType.optional() }), req.query);
    const filters = query.type ? { type: { $eq: query.type } } : undefined;
    const { items, total } = await documents.list(
      CMS.mediaItem,
      'uz',
      { filters, sort: order(query.direction), page: query.page, size: query.size },
      tokenOf(res),
    );
    ok(res, { content: paged(items.map(toMedia), query, total) });
  });

  admin.post('/', async (req, res) => {
    const { type } = parse(z.looseObject({ type: mediaType }), req.body);
    const media = parse(mediaBody, { ...req.body, type });
    const shared =
      media.type === 'VIDEO_GALLERY'
        ? { type: media.type, definition: media.definition, videoUrl: media.address, image: null, others: [] }
        : { type: media.type, definition: media.definition, videoUrl: null, image: media.address, others: media.others };
    const id = await writes.save(CMS.mediaItem, { shared }, tokenOf(res));
    ok(res, { message: SAVED, content: { id } });
  });

  admin.delete('/:id', async (req, res) => {
    const doc = await findOr404(documents, CMS.mediaItem, req.params.id, 'uz', tokenOf(res), 'No such media item');
    await writes.remove(CMS.mediaItem, doc.documentId, tokenOf(res));
    ok(res, { message: DELETED });
  });

  router.use('/api/v1/media', admin);
  return router;
}
