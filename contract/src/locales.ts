/** The site's languages; the first is the default (visitors without a choice, and unknown `lang` values). */
export const LOCALES = ['uz', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uz';

/** Each language's name in itself, as Strapi's list of locales shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { uz: "O'zbek", en: 'English', ru: 'Русский' };

/** One text in each of the site's languages. */
export type Labels = Readonly<Record<Locale, string>>;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The languages as a regular expression alternative (`uz|en|ru`), for the paths that start with one: visitor pages,
 * feeds, the service worker's navigations. Built from LOCALES so that a new language is added in one place.
 */
export const LOCALE_ALTERNATIVES = LOCALES.join('|');

/** `/{lang}` followed by the end of the path or a slash: a visitor page's path. */
export const LOCALE_PATH = new RegExp(`^/(?:${LOCALE_ALTERNATIVES})(?:/|$)`);
