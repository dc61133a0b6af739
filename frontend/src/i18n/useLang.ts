import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANG, type Lang } from './lang';
import { STRINGS } from './strings';

/**
 * The page's language: provided by the visitor layout (from the route) and by every island's root (from <html lang>),
 * so that a component reads it the same way in both and an island needs no router (docs/hydration.md).
 */
export const LangContext = createContext<Lang>(DEFAULT_LANG);

export const useLang = (): Lang => useContext(LangContext);

/** The current language, and a table's words in it. */
export function useWords<K extends string>(table: Record<K, Record<Lang, string>>) {
  const lang = useLang();
  const t = useCallback((key: K) => table[key][lang], [table, lang]);
  return { lang, t };
}

/** The current language and the islands' UI strings (the pages' own: usePageT, i18n/pageStrings.ts). */
export const useT = () => useWords(STRINGS);
