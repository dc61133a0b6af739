import { LOCALES, flatName } from '@lyceum/contract';
import { textOf, type Doc } from '../cms/documents.js';
import type { Kind, Locale } from '../cms/types.js';
import { sanitizeRichText } from '../rich-text.js';

/**
 * A kind's localized attributes as the admin reads and writes them, every language at once in the wire's flat names
 * (`titleUz`, `titleEn`, …: flatName), from the kind's declaration in the contract's KINDS.
 */

/** A document's localized attributes, flat. */
export const flatLocalizedOf = (type: Kind, doc: Doc): Record<string, string> =>
  Object.fromEntries(type.localized.flatMap((field) => LOCALES.map((locale) => [flatName(field, locale), textOf(doc, locale, field)])));

/** A save's `localized` part from the flat fields, each rich text as it is stored: without scripts. */
export const localizedFromFlat = (type: Kind, fields: Record<string, unknown>) =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(
        type.localized.map((field) => {
          const value = fields[flatName(field, locale)];
          return [field, type.richText.includes(field) && typeof value === 'string' ? sanitizeRichText(value) : value];
        }),
      ),
    ]),
  ) as Record<Locale, Record<string, unknown>>;
