import { useEffect } from 'react';
import type { Lang } from '../../i18n/lang';
import { STRINGS } from '../../i18n/strings';
import { useT } from '../../i18n/useLang';

/** A page's title, then the site's name; the home page is the site's name alone. */
export const pageTitle = (title: string | undefined, lang: Lang) =>
  title ? `${title} — ${STRINGS.lyceumName[lang]}` : STRINGS.lyceumName[lang];

/** The tab title follows the page and the language on client-side navigation (the server writes the first one). */
export function usePageTitle(title: string | undefined) {
  const { lang } = useT();
  useEffect(() => {
    document.title = pageTitle(title, lang);
  }, [title, lang]);
}
