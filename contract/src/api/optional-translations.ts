import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../locales.js';

/*
 * Optional translations of the texts kept in Uzbek only (docs/content-model.md, "Languages"): a person's name and
 * position, a video's caption.
 * Each is a plain field beside the Uzbek one, `<field>En` and `<field>Ru` (as the menu's `nameEn`, `nameRu`), so that
 * the item stays one document; '' means "not translated", and visitors then read the Uzbek.
 */

const SUFFIXES = { en: 'En', ru: 'Ru' } as const satisfies Record<Exclude<Locale, typeof DEFAULT_LOCALE>, string>;

/** The names of `F`'s translations: `fullName` → `fullNameEn` | `fullNameRu`. */
export type TranslationKey<F extends string> = `${F}${(typeof SUFFIXES)[keyof typeof SUFFIXES]}`;

const keysOf = <F extends string>(fields: readonly F[]): TranslationKey<F>[] =>
  fields.flatMap((field) => Object.values(SUFFIXES).map((suffix) => `${field}${suffix}` as const));

/**
 * The request fields of `fields`' translations, each at most `max` characters, as the Uzbek text. One left out is kept
 * as stored: a client that knows only the contract's fields never erases them by an edit; '' clears one.
 */
export const translationFields = <F extends string>(fields: readonly F[], max: number) =>
  Object.fromEntries(
    keysOf(fields).map((key) => [key, keptText(max).describe('Optional; left out: kept as stored; empty: not translated')]),
  ) as Record<TranslationKey<F>, ReturnType<typeof keptText>>;

const keptText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** The same fields as the admin reads them back ('' where not translated). */
export const translationAnswers = <F extends string>(fields: readonly F[]) =>
  Object.fromEntries(keysOf(fields).map((key) => [key, z.string()])) as Record<TranslationKey<F>, z.ZodString>;

/** The stored translations of `fields`, '' for none (a field added after the item was saved reads as null). */
export const storedTranslations = <F extends string>(stored: Record<string, unknown>, fields: readonly F[]) =>
  Object.fromEntries(keysOf(fields).map((key) => [key, typeof stored[key] === 'string' ? stored[key] : ''])) as Record<
    TranslationKey<F>,
    string
  >;

/** `field` of a stored item in `locale`: its translation where the editor gave one, else the Uzbek. */
export function textIn(stored: Record<string, unknown>, field: string, locale: Locale): string {
  const uzbek = typeof stored[field] === 'string' ? stored[field] : '';
  const suffix = (SUFFIXES as Partial<Record<Locale, string>>)[locale];
  if (!suffix) return uzbek;
  const translation = stored[`${field}${suffix}`];
  return typeof translation === 'string' && translation.trim() !== '' ? translation : uzbek;
}
