import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANG, type Lang } from './lang';
import { STRINGS, type StringKey } from './strings';

/**
 * The page's language: provided by the visitor layout (from the route) and by every island's root (from <html lang>),
 * so that a component reads it the same way in both and an island needs no router (docs/hydration.md).
 */
export const LangContext = createContext<Lang>(DEFAULT_LANG);

export const useLang = (): Lang => useContext(LangContext);

/** The current language and its UI strings. */
export function useT() {
  const lang = useLang();
  const t = useCallback((key: StringKey) => STRINGS[key][lang], [lang]);
  return { lang, t };
}
