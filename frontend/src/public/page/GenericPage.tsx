import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fileUrl, responsiveSrcSet } from '../../api/client';
import { useNewsList, usePage } from '../../api/public';
import { isLang } from '../../i18n/lang';
import type { StringKey } from '../../i18n/strings';
import { useT } from '../../i18n/useLang';
import { formatTime } from '../../ui/NewsCard';
import { Notice } from '../../ui/Notice';
import { Pending } from '../../ui/Pending';
import { MAIN_COLUMN, SideList, WithSidebar } from '../../ui/SideList';
import { Breadcrumb } from '../layout/Breadcrumb';
import { usePageTitle } from '../layout/usePageTitle';
import { Link } from 'react-router-dom';

/** SPEC.md section 9: the generic page's sidebar shows the latest 3 news. */
export const PAGE_SIDEBAR_NEWS = 3;

/** Menu groups that have generic pages, and the UI string of each. */
const GROUPS: Record<string, StringKey> = {
  info: 'info',
  structure: 'structure',
  education: 'education',
  events: 'events',
  activity: 'activity',
};

const Photo = styled.img`
  width: 100%;
  max-height: 26rem;
  object-fit: cover;
  border-radius: 6px;
  margin-bottom: 1rem;
`;

export function GenericPage() {
  const { lang: langParam, menu = '', url = '' } = useParams();
  const { t, lang } = useT();
  const known = Object.hasOwn(GROUPS, menu) && isLang(langParam);
  const { data, error } = usePage(lang, known ? menu : '', url);
  const news = useNewsList(lang, 0, PAGE_SIDEBAR_NEWS);
  usePageTitle(data?.title || data?.name);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [menu, url]);
  if (!known) return <Navigate to="/uz" replace />;
  return (
    <>
      <Breadcrumb items={[{ label: t(GROUPS[menu]) }, { label: data?.name ?? '…' }]} />
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
