import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fileUrl, responsiveSrcSet } from '../../api/client';
import { useNewsList, usePage } from '../../api/public';
import { useT } from '../../i18n/useLang';
import { formatTime } from '../../ui/NewsCard';
import { Notice } from '../../ui/Notice';
import { Pending } from '../../ui/Pending';
import { MAIN_COLUMN, SideList, WithSidebar } from '../../ui/SideList';
import { Breadcrumb } from '../layout/Breadcrumb';
import { PAGE_GROUPS } from '../layout/menuGroups';
import { usePageTitle } from '../layout/usePageTitle';
import { PAGE_SIDEBAR_NEWS } from '../sizes';

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
  const { menu = '', url = '' } = useParams();
  const { t, lang } = useT();
  const { data, error } = usePage(lang, menu, url);
  const news = useNewsList(lang, 0, PAGE_SIDEBAR_NEWS);
  usePageTitle(data?.title || data?.name);
  return (
    <>
      <Breadcrumb items={[{ label: t(PAGE_GROUPS[menu]!) }, { label: data?.name ?? '…' }]} />
      {!((data || error) && (news.data || news.error)) ? (
        <Pending />
      ) : (
        <WithSidebar>
          <article>
            {error && <Notice role="alert">{error.status === 404 ? t('notFound') : t('loadError')}</Notice>}
            {data && (
              <>
                <h1>{data.title || data.name}</h1>
                {data.photo && (
                  <Photo
                    src={fileUrl(data.photo)}
                    srcSet={responsiveSrcSet(data.photo)}
                    sizes={MAIN_COLUMN}
                    alt={data.title || data.name}
                    width={1200}
                    height={600}
                  />
                )}
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.text }} />
              </>
            )}
          </article>
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
        </WithSidebar>
      )}
    </>
  );
}
