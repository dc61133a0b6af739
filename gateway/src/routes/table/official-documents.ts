import * as api from '@lyceum/contract';
import { paged } from '@lyceum/contract';
import type { z } from 'zod';
import { textOf, type Doc, type Documents } from '../../cms/documents.js';
import { KIND, type Locale } from '../../cms/types.js';
import type { ApiRoute } from '../api-route.js';
import type { RouteDeps } from '../deps.js';
import { editedKind } from '../edited-kind.js';
import { editedKindRoutes } from './edited-kinds.js';
import { PUBLISHED_STANDING } from '../../docs/standing-example.js';

const TYPE = KIND['official-document'];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const byDate = (way: 'asc' | 'desc') => [`date:${way}`, `createdAt:${way}`, `id:${way}`];

/** The shared attributes as read back ('' where none is stored). */
const sharedOf = (doc: Doc) => ({
  file: text(doc.shared.file),
  number: text(doc.shared.number),
  date: text(doc.shared.date),
  category: text(doc.shared.category),
  inForce: doc.shared.inForce !== false,
  supersededBy: text(doc.shared.supersededBy),
});

/** A stored file as its link shows it: its type by its extension (the one its content showed at upload) and its size. */
const fileOf = (doc: Doc): api.PublicDocument['file'] => {
  const name = text(doc.shared.file);
  if (!name) return null;
  return { name, type: name.slice(name.lastIndexOf('.') + 1).toUpperCase(), bytes: doc.fileBytes[name] ?? 0 };
};

/**
 * The titles, in `locale`, of the documents that replaced these, of those visitors see: a replacement kept a draft or
 * deleted since is named by none.
 */
async function replacements(read: Documents, locale: Locale, docs: Doc[]): Promise<Map<string, string>> {
  const ids = [...new Set(docs.map((doc) => text(doc.shared.supersededBy)).filter(Boolean))];
  if (!ids.length) return new Map();
  const found = await read.all(TYPE, locale, { filters: { documentId: { $in: ids } } });
  return new Map(found.map((doc) => [doc.documentId, textOf(doc, locale, 'title')]));
}

const toPublic = (doc: Doc, locale: Locale, titles: Map<string, string>): api.PublicDocument => {
  const { number, date, category, inForce, supersededBy } = sharedOf(doc);
  const title = titles.get(supersededBy);
  return {
    id: doc.documentId,
    title: textOf(doc, locale, 'title'),
    number,
    date,
    inForce,
    // Strapi holds it to the declared list.
    category: category as api.DocumentCategory,
    replacedBy: title === undefined ? null : { id: supersededBy, title },
    file: fileOf(doc),
  };
};

const documents = editedKind({
  kind: 'official-document',
  order: byDate,
  sharedOf,
  sharedFrom: ({ file, number, date, category, inForce, supersededBy }: api.OfficialDocumentFields) => ({
    file,
    number,
    date,
    category,
    inForce,
    supersededBy,
  }),
  toPublic: async (doc, locale, read) => toPublic(doc, locale, await replacements(read, locale, [doc])),
});

/** The visitors' list in one language, newest first: of one category or year, or all; with every year that has one. */
const publicList =
  ({ documents: read }: RouteDeps) =>
  async (query: z.infer<typeof api.publicDocumentListQuery>) => {
    const filters = {
      $and: [
        ...(query.category ? [{ category: { $eq: query.category } }] : []),
        ...(query.year ? [{ date: { $gte: `${query.year}-01-01`, $lte: `${query.year}-12-31` } }] : []),
      ],
    };
    const [{ items, total }, dated] = await Promise.all([
      read.list(TYPE, query.lang, { filters, sort: byDate('desc'), page: query.page, size: query.size }),
      read.all(TYPE, query.lang, { sort: byDate('desc') }),
    ]);
    // Every document visitors see is among `dated`: the replacements are named from it.
    const titles = new Map(dated.map((doc) => [doc.documentId, textOf(doc, query.lang, 'title')]));
    const years = [...new Set(dated.map((doc) => Number(text(doc.shared.date).slice(0, 4))).filter(Boolean))];
    return {
      ...paged(
        items.map((doc) => toPublic(doc, query.lang, titles)),
        query,
        total,
      ),
      years,
    };
  };

const EDITED = editedKindRoutes('official-document', api.documentWire, documents, publicList);

/**
 * The lyceum's official documents (charter, licence, regulations, orders, reports): the visitors' list and item
 * (cached), and the admin's documents, with drafts, revisions and the trash. Each document's file is downloaded at its
 * own address (routes/downloads.ts).
 */
export const OFFICIAL_DOCUMENT_ROUTES: readonly ApiRoute[] = [EDITED.publicList, EDITED.publicItem, ...EDITED.admin];

const EXAMPLE_ID = 'r7m2c9xk4t1v8b5n3q6w0hza';
const exampleTitles = { titleUz: 'Litsey ustavi', titleEn: 'Charter of the lyceum', titleRu: 'Устав лицея' };
const exampleShared = { number: '1-son', date: '2024-08-30', category: 'CHARTER', inForce: true, supersededBy: '' };
const exampleFile = 'charter_7b2e4d9a1c.pdf';
const examplePublic = {
  id: EXAMPLE_ID,
  title: exampleTitles.titleEn,
  number: exampleShared.number,
  date: exampleShared.date,
  category: exampleShared.category,
  inForce: true,
  replacedBy: null,
  file: { name: exampleFile, type: 'PDF', bytes: 482_133 },
};
const exampleAdmin = { id: EXAMPLE_ID, ...PUBLISHED_STANDING, file: exampleFile, ...exampleShared, ...exampleTitles };
const exampleSaved = { success: true, content: { id: EXAMPLE_ID } };

/** The OpenAPI document's examples of these routes (docs/examples.ts spreads them in). */
export const OFFICIAL_DOCUMENT_EXAMPLES = {
  'get /api/public/documents': {
    response: { success: true, content: { content: [examplePublic], page: 0, size: 20, totalElements: 1, years: [2024] } },
  },
  'get /api/public/documents/:id': { response: { success: true, content: examplePublic } },
  'get /api/v1/documents': { response: { success: true, content: { content: [exampleAdmin], page: 0, size: 20, totalElements: 1 } } },
  'get /api/v1/documents/:id': { response: { success: true, content: exampleAdmin } },
  // A draft: visitors see nothing of it until a save without `draft` publishes it.
  'post /api/v1/documents': { request: { file: exampleFile, ...exampleShared, ...exampleTitles, draft: true }, response: exampleSaved },
  'put /api/v1/documents': { request: { id: EXAMPLE_ID, file: exampleFile, ...exampleShared, ...exampleTitles }, response: exampleSaved },
};
