import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRead } from '../../api/read';
import { usePageReads } from '../../app/visitorPage';
import { genericPage } from './generic.page';
import { usePageT } from '../../i18n/pageStrings';
import { formatTime } from '../../ui/NewsCard';
import { RichText } from '../../ui/RichText';
import { SideList } from '../../ui/SideList';
import { ArticlePhoto, ArticleWithSidebar, PAGE_TITLE_ID } from '../layout/ArticleWithSidebar';
import { Breadcrumb } from '../layout/Breadcrumb';
import { isPageGroup } from '../layout/menuGroups';
import { usePageTitle } from '../layout/usePageTitle';

const Photo = styled(ArticlePhoto)`
  margin-bottom: 1rem;
`;

export function GenericPage(): ReactElement {
  // The route's loader sent unknown groups to /uz.
  const { menu } = useParams();
  const { t, lang } = usePageT();
  const reads = usePageReads(genericPage);
  const page = useRead(reads.page);
  const { data } = page;
  const news = useRead(reads.news);
  usePageTitle(data?.title || data?.name);
  return (
    <>
      <Breadcrumb items={[{ label: t(isPageGroup(menu) ? menu : 'home') }, { label: data?.name ?? '…' }]} />
      <ArticleWithSidebar
        answers={[page, news]}
        error={page.error}
        labelledBy={data ? PAGE_TITLE_ID : undefined}
        sidebar={
          <SideList title={t('latestNews')}>
            {news.data?.content.map((item) => (
              <li key={item.id}>
                <Link to={`/${lang}/news/${item.id}`}>{item.title}</Link>
                <br />
                <time dateTime={item.publishedTime} style={{ fontSize: '0.85rem' }}>
                  {formatTime(item.publishedTime)}
                </time>
              </li>
            ))}
          </SideList>
        }
      >
        {data && (
          <>
            <h1 id={PAGE_TITLE_ID}>{data.title || data.name}</h1>
            {data.photo && <Photo photo={data.photo} alt={data.title || data.name} height={600} maxHeight="26rem" />}
            <RichText html={data.text} />
          </>
        )}
      </ArticleWithSidebar>
    </>
  );
}
