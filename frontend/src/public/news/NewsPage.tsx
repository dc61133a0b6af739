import { useT } from '../../i18n/useLang';
import { Breadcrumb } from '../layout/Breadcrumb';
import { usePageTitle } from '../layout/usePageTitle';
import { NewsListSection } from './NewsList';

export function NewsPage() {
  const { t, lang } = useT();
  usePageTitle(t('news'));
  return (
    <>
      <Breadcrumb items={[{ label: t('news') }]} />
      <h1>{t('news')}</h1>
      <NewsListSection lang={lang} basePath={`/${lang}/news`} level={2} />
    </>
  );
}
