import { z } from 'zod';
import type { Doc } from './cms/documents.js';
import { CMS, LOCALES, type CmsType, type Locale } from './cms/types.js';
import type { SaveInput } from './cms/writes.js';
import { optionalText, optionalWebUrl, storedFile, storedWebUrl, translations, webUrl } from './contract/common.js';

/**
 * The content kinds of /api/v1/baseInfo and /api/public/base as one table: which Strapi type
 * holds each, whether there is one or many, where its {uz,en,ru} texts sit in `data`, which
 * other `data` fields it has, and the validation rules of SPEC.md section 5.
 */
interface ContentKind {
  cms: CmsType;
  one: boolean;
  /** The localized Strapi field and the `data` key of its {uz,en,ru} object (null: `data` itself). */
  texts?: { field: string; key: string | null };
  /** `data` keys stored as shared Strapi fields of the same name. */
  shared: readonly string[];
  /**
   * Those of `shared` that are links: web addresses in `schema`, and '' on every read when stored
   * as anything else (`storedWebUrl`); the admin's reads too, as its pages share the site's origin.
   */
  links?: readonly string[];
  schema: z.ZodType<Record<string, unknown>>;
}

const anyText = z
  .object({ uz: optionalText(5000), en: optionalText(5000), ru: optionalText(5000) })
  .refine((texts) => Object.values(texts).some(Boolean), { message: 'Malumot kiriting!' });

const CONTACT_TEXTS = ['phone', 'email'] as const;
const CONTACT_LINKS = ['tg', 'yt', 'ig', 'fc', 'tw'] as const;
const contact = z
  .object({
    ...Object.fromEntries(CONTACT_TEXTS.map((field) => [field, optionalText(255)])),
    ...Object.fromEntries(CONTACT_LINKS.map((field) => [field, optionalWebUrl])),
  })
  .refine((fields) => Object.values(fields).some(Boolean), { message: 'Malumot kiriting!' });

const namedLink = translations().extend({ url: webUrl, photo: storedFile });

export const CONTENT_KINDS = {
  CAROUSEL: {
    cms: CMS.carouselSlide,
    one: false,
    texts: { field: 'quote', key: 'quote' },
    shared: ['photo'],
    schema: z.object({ photo: storedFile, quote: translations(5000) }),
  },
  HEADER_QUOTE: { cms: CMS.headerSlogan, one: true, texts: { field: 'text', key: null }, shared: [], schema: anyText },
  SHORT_INFO: { cms: CMS.shortInfo, one: true, texts: { field: 'text', key: null }, shared: [], schema: anyText },
  CONTACT: { cms: CMS.contact, one: true, shared: [...CONTACT_TEXTS, ...CONTACT_LINKS], links: CONTACT_LINKS, schema: contact },
  PARTNER: {
    cms: CMS.partner,
    one: false,
    texts: { field: 'name', key: null },
    shared: ['url', 'photo'],
    links: ['url'],
    schema: namedLink,
  },
  DIRECTION: { cms: CMS.direction, one: false, texts: { field: 'name', key: null }, shared: [], schema: translations() },
  INTERACTIVE: {
    cms: CMS.interactiveService,
    one: false,
    texts: { field: 'name', key: null },
    shared: ['url', 'photo'],
    links: ['url'],
    schema: namedLink,
  },
} satisfies Record<string, ContentKind>;

export type KindName = keyof typeof CONTENT_KINDS;
export const KIND_NAMES = Object.keys(CONTENT_KINDS) as KindName[];
export const kindName = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(KIND_NAMES as [KindName, ...KindName[]], { error: `must be one of ${KIND_NAMES.join(', ')}` }),
);

export interface ContentItem {
  id: string;
  type: KindName;
  data: string;
}

/** Validated `data` to the Strapi write. */
export function toSaveInput(name: KindName, data: Record<string, unknown>, documentId?: string): SaveInput {
  const kind: ContentKind = CONTENT_KINDS[name];
  const shared = Object.fromEntries(kind.shared.map((key) => [key, data[key]]));
  if (!kind.texts) return { documentId, shared };
  const { field, key } = kind.texts;
  const source = (key ? data[key] : data) as Record<Locale, string>;
  const localized = Object.fromEntries(LOCALES.map((locale) => [locale, { [field]: source[locale] ?? '' }])) as SaveInput['localized'];
  return { documentId, shared, localized };
}

/** A Strapi document (all locales) to the contract's item. */
export function toContentItem(name: KindName, doc: Doc): ContentItem {
  const kind: ContentKind = CONTENT_KINDS[name];
  const data: Record<string, unknown> = {};
  for (const key of kind.shared) data[key] = kind.links?.includes(key) ? storedWebUrl(doc.shared[key]) : (doc.shared[key] ?? '');
  if (kind.texts) {
    const { field, key } = kind.texts;
    const texts = Object.fromEntries(LOCALES.map((locale) => [locale, doc.text[locale]?.[field] ?? '']));
    if (key) data[key] = texts;
    else Object.assign(data, texts);
  }
  return { id: doc.documentId, type: name, data: JSON.stringify(data) };
}
