import { useT } from '../../i18n/useLang';
import { PageHeading } from '../layout/PageHeading';
import { NewsListSection } from './NewsList';

export function NewsPage() {
  const { t, lang } = useT();
  return (
    <>
      <PageHeading title={t('news')} />
      <NewsListSection lang={lang} basePath={`/${lang}/news`} level={2} eager={2} />
    </>
  );
}
