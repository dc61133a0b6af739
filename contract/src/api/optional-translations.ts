import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locales.js';
import { flatName } from '../kinds.js';

/*
 * Optional translations (docs/content-model.md, "Languages"): a person's name and position, a video's caption. Each
 * is stored per language like every text (the kind declares it `fallback`); on the wire the Uzbek is the field itself
 * and the others are `<field>En` and `<field>Ru` (as the menu's `nameEn`, `nameRu`), '' meaning "not translated",
 * and visitors then read the Uzbek.
 */

/** The languages a text in the default one may be translated into. */
const TRANSLATIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The names of `F`'s translations: `fullName` → `fullNameEn` | `fullNameRu`. */
export type TranslationKey<F extends string> = `${F}${'En' | 'Ru'}`;

const keyOf = <F extends string>(field: F, locale: Locale) => flatName(field, locale) as TranslationKey<F>;
const keysOf = <F extends string>(fields: readonly F[]): TranslationKey<F>[] =>
  fields.flatMap((field) => TRANSLATIONS.map((locale) => keyOf(field, locale)));

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

/** A document's stored texts, per language and field, as the gateway reads them (a language or field missing: none). */
export type StoredTexts = Partial<Record<Locale, Record<string, string>>>;

const stored = (texts: StoredTexts, locale: Locale, field: string) => texts[locale]?.[field] ?? '';

/** The translations of `fields` as the admin reads them: `fullNameEn` is the English `fullName`, '' for none. */
export const storedTranslations = <F extends string>(texts: StoredTexts, fields: readonly F[]) =>
  Object.fromEntries(
    fields.flatMap((field) => TRANSLATIONS.map((locale) => [keyOf(field, locale), stored(texts, locale, field)])),
  ) as Record<TranslationKey<F>, string>;

/** `field` in `locale`: its translation where the editor gave one, else the Uzbek. */
export function textIn(texts: StoredTexts, field: string, locale: Locale): string {
  const translation = stored(texts, locale, field);
  return translation.trim() !== '' ? translation : stored(texts, DEFAULT_LOCALE, field);
}

/**
 * A write's texts per language from a request's flat fields: the Uzbek always, a translation only where the request
 * names it (left out, the stored one stays).
 */
export function textsToSave(
  request: { readonly [key: string]: unknown },
  fields: readonly string[],
): Record<Locale, Record<string, string>> {
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<Locale, Record<string, string>>;
  for (const field of fields) {
    const uzbek = request[field];
    texts[DEFAULT_LOCALE][field] = typeof uzbek === 'string' ? uzbek : '';
    for (const locale of TRANSLATIONS) {
      const given = request[keyOf(field, locale)];
      if (typeof given === 'string') texts[locale][field] = given;
    }
  }
  return texts;
}
