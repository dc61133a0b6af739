import { z } from 'zod';
import { PREVIEWED_KINDS, type PreviewedKind } from '@lyceum/contract';
import type { ReadCache } from '../cache/read-cache.js';
import { listTag } from '../cache/tags.js';
import type { Documents } from '../cms/documents.js';
import { KIND, type Kind } from '../cms/types.js';
import type { PreviewSubject } from './tokens.js';

interface Source {
  type: Kind;
  field: string;
}

/** Where a preview subject's latest version is: a previewed kind's document by its id, a menu page's text by its menu item's. */
const SOURCE: Record<PreviewSubject['kind'], Source> = {
  ...(Object.fromEntries(PREVIEWED_KINDS.map((name) => [name, { type: KIND[name], field: 'documentId' }])) as Record<
    PreviewedKind,
    Source
  >),
  page: { type: KIND['page-text'], field: 'menuId' },
};

/**
 * The photos a preview link's page shows: those of the latest version of its one item (cached like a public read,
 * made stale by the item's kind's writes), so that its cookie opens these draft photos and no other draft's.
 */
export class PreviewPhotos {
  constructor(
    private readonly documents: Documents,
    private readonly cache: ReadCache,
  ) {}

  async of(subject: PreviewSubject): Promise<Set<string>> {
    const { type, field } = SOURCE[subject.kind];
    const { body } = await this.cache.read(`preview photos ${subject.kind} ${subject.id}`, [listTag(type)], async () => {
      const filters = { [field]: { $eq: subject.id } };
      const doc = (await this.documents.list(type, 'uz', { filters, size: 1, status: 'draft' })).items[0];
      return doc ? Object.keys(type.media).flatMap((media) => [doc.shared[media]].flat()) : [];
    });
    const names = z.array(z.string().nullable()).parse(JSON.parse(body.identity.toString()));
    return new Set(names.filter((name) => name !== null));
  }
}
