import type { ReactElement } from 'react';
import { useT } from '../../i18n/useLang';
import { PageHeading } from '../layout/PageHeading';
import { NewsListSection } from './NewsList';
import { usePageReads } from '../../app/visitorPage';
import { newsPage } from './news.page';

export function NewsPage(): ReactElement {
  const { t, lang } = useT();
  const reads = usePageReads(newsPage);
  return (
    <>
      <PageHeading title={t('news')} />
      <NewsListSection read={reads.list} basePath={`/${lang}/news`} level={2} eager={2} />
    </>
  );
}
