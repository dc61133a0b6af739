import type { ReactElement } from 'react';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRead } from '../../api/read';
import { useItems } from '../../api/contentItems';
import type { NamedLink } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { formatTime } from '../../ui/NewsCard';
import { RichText } from '../../ui/RichText';
import { SideList } from '../../ui/SideList';
import { ExternalLinkCard } from '../ExternalLinkCard';
import { ArticlePhoto, ArticleWithSidebar, PAGE_TITLE_ID } from '../layout/ArticleWithSidebar';
import { Breadcrumb } from '../layout/Breadcrumb';
import { usePageTitle } from '../layout/usePageTitle';
import { NewsListSection } from './NewsList';
import { shareBarIsland } from '../../ui/ShareBar';
import { shareBarWordsIn } from '../../ui/shareBarWords';
import { Island } from '../../islands/Island';
import { usePageReads } from '../../app/visitorPage';
import { newsItemPage } from './newsItem.page';
import type { Lang } from '../../i18n/lang';
import newsItemPageWords from '../../i18n/words/news-item-page.json';

/** This page's own words: in its chunk, not in every page's STRINGS. */
const TEXT = newsItemPageWords satisfies Record<string, Record<Lang, string>>;

const ServiceLink = styled(ExternalLinkCard)`
  display: flex;
  gap: 0.6rem;
  align-items: center;
  text-decoration: none;
  img,
  [data-late] {
    flex: none;
    width: 3rem;
    height: 3rem;
    object-fit: contain;
    background: #fff;
    border-radius: 4px;
  }
`;

export function NewsItemPage(): ReactElement {
  const { id } = useParams();
  const { t, lang } = useT();
  const reads = usePageReads(newsItemPage);
  const news = useRead(reads.item);
  const { data } = news;
  const services = useItems<NamedLink>(reads.services);
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
                <ServiceLink link={service} width={48} height={48} late />
              </li>
            ))}
          </SideList>
        }
        below={
          <section aria-labelledby="other-news" data-print="hide">
            <h2 id="other-news">{TEXT.otherNews[lang]}</h2>
            <NewsListSection read={reads.list} hideId={id} basePath={`/${lang}/news/${id}`} />
          </section>
        }
      >
        {data && (
          <>
            <h1 id={PAGE_TITLE_ID}>{data.title}</h1>
            <p>
              {TEXT.published[lang]}: <time dateTime={data.publishedTime}>{formatTime(data.publishedTime)}</time>
            </p>
            {data.photo && <ArticlePhoto photo={data.photo} alt={data.title} height={800} maxHeight="28rem" />}
            <RichText html={data.text} />
            <Island def={shareBarIsland} props={{ item: reads.item, section: 'news', words: shareBarWordsIn(lang) }} />
          </>
        )}
      </ArticleWithSidebar>
    </>
  );
}
