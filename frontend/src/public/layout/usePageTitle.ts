import { useEffect } from 'react';
import type { Lang } from '../../i18n/lang';
import { PAGE_STRINGS } from '../../i18n/pageStrings';
import { useT } from '../../i18n/useLang';

/** A page's title, then the site's name; the home page is the site's name alone. */
export const pageTitle = (title: string | undefined, lang: Lang) =>
  title ? `${title} — ${PAGE_STRINGS.lyceumName[lang]}` : PAGE_STRINGS.lyceumName[lang];

/** The tab title follows the page and the language on client-side navigation (the server writes the first one). */
export function usePageTitle(title: string | undefined) {
  const { lang } = useT();
  useEffect(() => {
    document.title = pageTitle(title, lang);
  }, [title, lang]);
}
