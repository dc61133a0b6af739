import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useSearchParams } from 'react-router-dom';
import { useRead, type Read } from '../../api/read';
import type { Paged, PublicNews } from '../../api/types';
import { usePageT } from '../../i18n/pageStrings';
import { Notice } from '../../ui/Notice';
import { NewsCards } from '../../ui/NewsCard';
import { Pager, pageFromSearch } from '../../ui/Pager';

interface Props {
  /** The page's read of this page (`?page=`) of the news. */
  read: Read<Paged<PublicNews>>;
  /** The item shown above the list, hidden from it. */
  hideId?: string;
  basePath: string;
  /** The cards' heading level: 2 when the list sits right under the page's h1. */
  level?: 2 | 3;
  /** The first cards whose photos load at once: those on the first screen (below an article, none). */
  eager?: number;
}

/** A page of news cards, with links to the other pages (`?page=`). */
export function NewsListSection({ read, hideId, basePath, level = 3, eager = 0 }: Props) {
  const { t, lang } = usePageT();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { data, error } = useRead(read);
  if (error) return <Notice role="alert">{t('loadError')}</Notice>;
  const items = data?.content.filter((item) => item.id !== hideId) ?? [];
  return (
    <>
      {data && items.length === 0 && <Notice>{t('empty')}</Notice>}
      <NewsCards items={items} lang={lang} eager={eager} level={level} data-testid="news-list" />
      {data && (
        <Pager
          page={page}
          size={PAGE_SIZES.news}
          total={data.totalElements}
          href={(target) => `${basePath}?page=${target + 1}`}
          label={t('pages')}
          pageLabel={t('page')}
        />
      )}
    </>
  );
}
