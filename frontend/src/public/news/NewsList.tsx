import { useSearchParams } from 'react-router-dom';
import { thumbnailUrl } from '../../api/client';
import { useNewsList } from '../../api/public';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/useLang';
import { NewsCard, NewsGrid } from '../../ui/NewsCard';
import { Notice } from '../../ui/Notice';
import { Pager, pageFromSearch } from '../../ui/Pager';
import { NEWS_PAGE_SIZE } from '../sizes';

interface Props {
  lang: Lang;
  /** The item shown above the list, hidden from it. */
  hideId?: string;
  basePath: string;
  /** The cards' heading level: 2 when the list sits right under the page's h1. */
  level?: 2 | 3;
}

/** A page of news cards, 12 per page, with links to the other pages (`?page=`). */
export function NewsListSection({ lang, hideId, basePath, level = 3 }: Props) {
  const { t } = useT();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { data, error } = useNewsList(lang, page, NEWS_PAGE_SIZE);
  if (error) return <Notice role="alert">{t('loadError')}</Notice>;
  const items = data?.content.filter((item) => item.id !== hideId) ?? [];
  return (
    <>
      {data && items.length === 0 && <Notice>{t('empty')}</Notice>}
      <NewsGrid data-testid="news-list">
        {items.map((item, index) => (
          <NewsCard
            key={item.id}
            title={item.title}
            to={`/${lang}/news/${item.id}`}
            photo={thumbnailUrl(item.photo)}
            time={item.publishedTime}
            eager={index < 2}
            level={level}
          />
        ))}
      </NewsGrid>
      {data && (
        <Pager
          page={page}
          size={NEWS_PAGE_SIZE}
          total={data.totalElements}
          href={(target) => `${basePath}?page=${target + 1}`}
          label={t('pages')}
          pageLabel={t('page')}
        />
      )}
    </>
  );
}
