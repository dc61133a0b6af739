/** The site's languages; the first is the default (visitors without a choice, and unknown `lang` values). */
export const LOCALES = ['uz', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';

/** One text in each of the site's languages. */
export type Labels = Readonly<Record<Locale, string>>;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
