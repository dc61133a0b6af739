import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { photoSources } from '../../api/client';
import { useNewsList, usePage } from '../../api/public';
import { useT } from '../../i18n/useLang';
import { formatTime } from '../../ui/NewsCard';
import { RichText } from '../../ui/RichText';
import { MAIN_COLUMN, SideList } from '../../ui/SideList';
import { ArticleWithSidebar, PAGE_TITLE_ID } from '../layout/ArticleWithSidebar';
import { Breadcrumb } from '../layout/Breadcrumb';
import { isPageGroup } from '../layout/menuGroups';
import { usePageTitle } from '../layout/usePageTitle';

/* The box has its final shape before the photo arrives, whatever the photo's own proportions: nothing below moves. */
const Photo = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  max-height: 26rem;
  object-fit: cover;
  border-radius: 6px;
  margin-bottom: 1rem;
`;

export function GenericPage() {
  // The route's loader sent unknown groups to /uz.
  const { menu, url = '' } = useParams();
  const { t, lang } = useT();
  const page = usePage(lang, menu ?? '', url);
  const { data } = page;
  const news = useNewsList(lang, 0, PAGE_SIZES.pageSidebarNews);
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
            {data.photo && (
              <Photo {...photoSources(data.photo)} sizes={MAIN_COLUMN} alt={data.title || data.name} width={1200} height={600} />
            )}
            <RichText html={data.text} />
          </>
        )}
      </ArticleWithSidebar>
    </>
  );
}
