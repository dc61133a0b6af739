import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { langFromPath, type Lang } from './lang';
import { STRINGS, type StringKey } from './strings';

export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** The current language and its UI strings. */
export function useT() {
  const lang = useLang();
  const t = useCallback((key: StringKey) => STRINGS[key][lang], [lang]);
  return { lang, t };
}
