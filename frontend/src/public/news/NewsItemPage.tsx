import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { fileUrl, responsiveSrcSet, thumbnailUrl } from '../../api/client';
import { useBase, useNewsItem } from '../../api/public';
import type { NamedLink } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { safeHref } from '../../lib/safeHref';
import { formatTime } from '../../ui/NewsCard';
import { Notice } from '../../ui/Notice';
import { Pending } from '../../ui/Pending';
import { MAIN_COLUMN, SideList, WithSidebar } from '../../ui/SideList';
import { Breadcrumb } from '../layout/Breadcrumb';
import { usePageTitle } from '../layout/usePageTitle';
import { INTERACTIVE_SIDEBAR } from '../sizes';
import { NewsListSection } from './NewsList';

/* The box has its final shape before the photo arrives, whatever the photo's own proportions: nothing below moves. */
const Photo = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  max-height: 28rem;
  object-fit: cover;
  border-radius: 6px;
`;
const ServiceLink = styled.a`
  display: flex;
  gap: 0.6rem;
  align-items: center;
  text-decoration: none;
  img {
    width: 3rem;
    height: 3rem;
    object-fit: contain;
    background: #fff;
    border-radius: 4px;
  }
`;

export function NewsItemPage() {
  const { id } = useParams();
  const { t, lang } = useT();
  const { data, error } = useNewsItem(lang, id);
  const services = useBase<NamedLink>('INTERACTIVE');
  usePageTitle(data?.title ?? t('news'));
  return (
    <>
      <Breadcrumb items={[{ label: t('news'), to: `/${lang}/news` }, { label: data?.title ?? '…' }]} />
      {!((data || error) && (services.items || services.error)) ? (
        <Pending />
      ) : (
        <>
          <WithSidebar>
            <article>
              {error && <Notice role="alert">{error.status === 404 ? t('notFound') : t('loadError')}</Notice>}
              {data && (
                <>
                  <h1>{data.title}</h1>
                  <p>
                    {t('published')}: <time dateTime={data.publishedTime}>{formatTime(data.publishedTime)}</time>
                  </p>
                  {data.photo && (
                    <Photo
                      src={fileUrl(data.photo)}
                      srcSet={responsiveSrcSet(data.photo)}
                      sizes={MAIN_COLUMN}
                      alt={data.title}
                      width={1200}
                      height={800}
                    />
                  )}
                  <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.text }} />
                </>
              )}
            </article>
            <SideList title={t('interactive')}>
              {services.items?.slice(0, INTERACTIVE_SIDEBAR).map((service) => (
                <li key={service.id}>
                  <ServiceLink href={safeHref(service.url)} target="_blank" rel="noopener noreferrer">
                    <img src={thumbnailUrl(service.photo)} alt="" width={48} height={48} loading="lazy" />
                    <span>
                      {service[lang]} <span className="visually-hidden">{t('opensInNewTab')}</span>
                    </span>
                  </ServiceLink>
                </li>
              ))}
            </SideList>
          </WithSidebar>
          <section aria-labelledby="other-news">
            <h2 id="other-news">{t('otherNews')}</h2>
            <NewsListSection lang={lang} hideId={id} basePath={`/${lang}/news/${id}`} />
          </section>
        </>
      )}
    </>
  );
}
