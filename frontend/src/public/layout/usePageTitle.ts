import { useEffect } from 'react';
import { useT } from '../../i18n/useLang';

/** The tab title follows the page and the language. */
export function usePageTitle(title: string | undefined) {
  const { t } = useT();
  useEffect(() => {
    document.title = title ? `${title} — ${t('lyceumShort')}` : t('lyceumName');
  }, [title, t]);
}
