import { z } from 'zod';
import { DATE_RANGE } from '../calendar.js';
import { STORED_DOCUMENT_NAME, calendarDate, lang, paging } from '../common.js';
import { DOCUMENT_CATEGORIES } from '../document-categories.js';
import { KINDS } from '../kinds.js';
import { pageOf } from './envelope.js';
import { flatRules, flatTexts } from './flat-fields.js';
import { adminStanding, draftFlag } from './news.js';

const FIELDS = KINDS['official-document'].fields;
const text = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`).optional().default('');

const documentFields = {
  /** The stored name POST /api/attachment/document answered. */
  file: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .regex(STORED_DOCUMENT_NAME, "must be a document's stored file name"),
  number: text(FIELDS.number.maxLength),
  date: calendarDate,
  category: z.enum(DOCUMENT_CATEGORIES, { error: `must be one of ${DOCUMENT_CATEGORIES.join(', ')}` }),
  inForce: z.boolean({ error: 'must be true or false' }).optional().default(true),
  /** The id of the document that replaced it, or '' for none. */
  supersededBy: text(FIELDS.supersededBy.maxLength).refine((id) => id === '' || /^[A-Za-z0-9]+$/.test(id), 'must be a document id'),
  ...flatRules('official-document'),
  ...draftFlag,
};

type Standing = { inForce: boolean; supersededBy: string };
/** A document replaced by another is no longer in force. */
const supersededIsNotInForce = (document: Standing, context: z.RefinementCtx) => {
  if (document.supersededBy && document.inForce)
    context.addIssue({ code: 'custom', path: ['inForce'], message: 'must be false for a document another has replaced' });
};

/** An official document as the admin saves it: all three titles at once; `draft: true` keeps it a draft. */
export const officialDocumentBody = z.object(documentFields).superRefine(supersededIsNotInForce);
/** Any id is taken here: one that cannot be a document's is unknown (404), as in a path. */
export const officialDocumentUpdateBody = z
  .object({ ...documentFields, id: z.string({ error: 'is required' }).min(1, 'is required') })
  .superRefine((document, context) => {
    supersededIsNotInForce(document, context);
    if (document.supersededBy === document.id)
      context.addIssue({ code: 'custom', path: ['supersededBy'], message: 'must be another document' });
  });
export type OfficialDocumentFields = z.output<typeof officialDocumentBody>;

/** The visitors' list: one category, one year (of the documents' dates), or all. */
export const publicDocumentListQuery = paging.pick({ page: true, size: true }).extend({
  lang,
  category: z.enum(DOCUMENT_CATEGORIES, { error: `must be one of ${DOCUMENT_CATEGORIES.join(', ')}` }).optional(),
  year: z.coerce
    .number({ error: 'must be a year' })
    .int('must be a year')
    .min(DATE_RANGE.firstYear, `must be from ${DATE_RANGE.firstYear}`)
    .max(DATE_RANGE.lastYear, `must be at most ${DATE_RANGE.lastYear}`)
    .optional(),
});
export const publicDocumentQuery = z.object({ lang });

/** A stored file as a link shows it: its stored name, its type as visitors know it (`PDF`) and its size. */
export const documentFile = z.object({ name: z.string(), type: z.string(), bytes: z.number().int() });

/** An official document in one language, as visitors see it. */
export const publicDocument = z.object({
  id: z.string(),
  title: z.string(),
  /** '' where it has none. */
  number: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  inForce: z.boolean(),
  /** The document that replaced it, when visitors see that one too (in this language); else null. */
  replacedBy: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Null while it has none (a document saved in Strapi's panel without one). */
  file: documentFile.nullable(),
});
export type PublicDocument = z.infer<typeof publicDocument>;
/** One page of the list, and every year that has a document, newest first, for the year filter. */
export const publicDocumentPage = pageOf(publicDocument).extend({ years: z.array(z.number().int()) });

export const adminDocument = z.object({
  id: z.string(),
  file: z.string(),
  number: z.string(),
  date: z.string(),
  category: z.string(),
  inForce: z.boolean(),
  supersededBy: z.string(),
  ...flatTexts('official-document'),
  ...adminStanding,
});
export type AdminDocument = z.infer<typeof adminDocument>;
export const adminDocumentPage = pageOf(adminDocument);

/** Official documents' shapes on their edited-kind routes, and their words in the API's document (as `newsWire`). */
export const documentWire = {
  words: {
    a: 'a document',
    one: 'document',
    many: 'Official documents',
    order: 'latest date first',
    list: 'Official documents in one language, latest date first: of one category or year, or all; and the years that have one',
  },
  publicListQuery: publicDocumentListQuery,
  publicPage: publicDocumentPage,
  publicQuery: publicDocumentQuery,
  publicItem: publicDocument,
  adminListQuery: paging,
  adminPage: adminDocumentPage,
  adminItem: adminDocument,
  body: officialDocumentBody,
  updateBody: officialDocumentUpdateBody,
};
