import { baseKindOfType, storedWebUrl, type BaseType, type SaveRequest } from '@lyceum/contract';
import type { Doc } from './cms/documents.js';
import { KIND, LOCALES, type Locale } from './cms/types.js';

/**
 * The items of /api/v1/baseInfo and /api/public/base: documents of the kinds the contract package
 * declares with a `base` part, each as `{id, type, data}` with `data` as JSON text.
 */
export interface BaseItem {
  id: string;
  type: BaseType;
  data: string;
}

/** The kind behind a base type, with what its items are made of. */
export function baseKind(type: BaseType) {
  const name = baseKindOfType(type);
  const kind = KIND[name];
  const base = kind.base!;
  return {
    kind,
    texts: base.texts,
    links: kind.links,
    /** The `data` keys stored as shared attributes of the same name, media included. */
    shared: [...kind.shared, ...Object.keys(kind.media)],
  };
}

/** Validated `data` to the Strapi write. */
export function toSaveRequest(type: BaseType, data: Record<string, unknown>, documentId?: string): SaveRequest {
  const { shared: sharedKeys, texts } = baseKind(type);
  const shared = Object.fromEntries(sharedKeys.map((key) => [key, data[key]]));
  if (!texts) return { documentId, shared };
  const { field, key } = texts;
  const source = (key ? data[key] : data) as Record<Locale, string>;
  const localized = Object.fromEntries(LOCALES.map((locale) => [locale, { [field]: source[locale] ?? '' }])) as SaveRequest['localized'];
  return { documentId, shared, localized };
}

/** A Strapi document (all locales) to the contract's item. */
export function toBaseItem(type: BaseType, doc: Doc): BaseItem {
  const { shared, links, texts } = baseKind(type);
  const data: Record<string, unknown> = {};
  // Strapi's panel writes past the link rules: every read of a link goes through storedWebUrl.
  for (const key of shared) data[key] = links.includes(key) ? storedWebUrl(doc.shared[key]) : (doc.shared[key] ?? '');
  if (texts) {
    const { field, key } = texts;
    const localized = Object.fromEntries(LOCALES.map((locale) => [locale, doc.text[locale]?.[field] ?? '']));
    if (key) data[key] = localized;
    else Object.assign(data, localized);
  }
  return { id: doc.documentId, type, data: JSON.stringify(data) };
}
