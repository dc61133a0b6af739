import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@lyceum/contract/locales';

/** The site's languages, as the contract names them; the first is the default. */
export const LANGS = LOCALES;
export type Lang = Locale;
export const DEFAULT_LANG: Lang = DEFAULT_LOCALE;
export const isLang = isLocale;

/** The language of a path: its first segment when that is a language, else Uzbek. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/** The same path in another language: only the language segment changes. */
export function switchLangPath(pathname: string, search: string, hash: string, lang: Lang): string {
  const segments = pathname.split('/');
  if (isLang(segments[1])) segments[1] = lang;
  else segments.splice(1, 0, lang);
  const path = segments.join('/').replace(/\/+$/, '') || `/${lang}`;
  return `${path}${search}${hash}`;
}

/** The top bar's language switch: short labels, and each language's own name for screen readers. */
export const LANG_LABELS: Record<Lang, string> = { uz: 'OZB', en: 'ENG', ru: 'RUS' };
export const LANG_NAMES: Record<Lang, string> = { uz: "O'zbekcha", en: 'English', ru: 'Русский' };
