import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { photoSources } from '../../api/client';
import { useBase, useNewsItem } from '../../api/public';
import type { NamedLink } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { formatTime } from '../../ui/NewsCard';
import { RichText } from '../../ui/RichText';
import { MAIN_COLUMN, SideList } from '../../ui/SideList';
import { ExternalLinkCard } from '../ExternalLinkCard';
import { ArticleWithSidebar, PAGE_TITLE_ID } from '../layout/ArticleWithSidebar';
import { Breadcrumb } from '../layout/Breadcrumb';
import { usePageTitle } from '../layout/usePageTitle';
import { NewsListSection } from './NewsList';
import { shareBarIsland } from './ShareBar';
import { useSiteOrigin } from '../../app/siteOrigin';
import { Island } from '../../islands/Island';
import type { Lang } from '../../i18n/lang';

/** This page's own words: in its chunk, not in every page's STRINGS. */
const TEXT = {
  published: { uz: 'Chop etilgan', en: 'Published', ru: 'Опубликовано' },
  otherNews: { uz: 'Boshqa yangiliklar', en: 'Other news', ru: 'Другие новости' },
} satisfies Record<string, Record<Lang, string>>;

/* The box has its final shape before the photo arrives, whatever the photo's own proportions: nothing below moves. */
const Photo = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  max-height: 28rem;
  object-fit: cover;
  border-radius: 6px;
`;
const ServiceLink = styled(ExternalLinkCard)`
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
  const news = useNewsItem(lang, id);
  const { data } = news;
  const services = useBase<NamedLink>('INTERACTIVE');
  const origin = useSiteOrigin();
  usePageTitle(data?.title ?? t('news'));
  return (
    <>
      <Breadcrumb items={[{ label: t('news'), to: `/${lang}/news` }, { label: data?.title ?? '…' }]} />
      <ArticleWithSidebar
        answers={[news, services]}
        error={news.error}
        labelledBy={data ? PAGE_TITLE_ID : undefined}
        sidebar={
          <SideList title={t('interactive')}>
            {services.items?.slice(0, PAGE_SIZES.interactiveSidebar).map((service) => (
              <li key={service.id}>
                <ServiceLink link={service} width={48} height={48} />
              </li>
            ))}
          </SideList>
        }
        below={
          <section aria-labelledby="other-news" data-print="hide">
            <h2 id="other-news">{TEXT.otherNews[lang]}</h2>
            <NewsListSection lang={lang} hideId={id} basePath={`/${lang}/news/${id}`} />
          </section>
        }
      >
        {data && (
          <>
            <h1 id={PAGE_TITLE_ID}>{data.title}</h1>
            <p>
              {TEXT.published[lang]}: <time dateTime={data.publishedTime}>{formatTime(data.publishedTime)}</time>
            </p>
            {data.photo && <Photo {...photoSources(data.photo)} sizes={MAIN_COLUMN} alt={data.title} width={1200} height={800} />}
            <RichText html={data.text} />
            <Island def={shareBarIsland} props={{ url: `${origin}/${lang}/news/${encodeURIComponent(data.id)}`, title: data.title }} />
          </>
        )}
      </ArticleWithSidebar>
    </>
  );
}
