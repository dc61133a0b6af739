import type { ReactElement } from 'react';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { normalizeSearchQuery } from '@lyceum/contract/search-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRead } from '../../api/read';
import { usePageReads } from '../../app/visitorPage';
import { searchPage } from './search.page';
import type { SearchHit } from '../../api/types';
import { usePageT } from '../../i18n/pageStrings';
import { formatTime } from '../../ui/NewsCard';
import { Notice } from '../../ui/Notice';
import { Pager, pageFromSearch } from '../../ui/Pager';
import { theme } from '../../ui/theme';
import { PageHeading } from '../layout/PageHeading';
import { SearchForm } from './SearchForm';
import type { Lang } from '../../i18n/lang';
import searchPageWords from '../../i18n/words/search-page.json';

/** The results page's own words: in its chunk, not in every page's STRINGS. */
const TEXT = searchPageWords satisfies Record<string, Record<Lang, string>>;

const Results = styled.ol`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0;
  display: grid;
  gap: 1.25rem;
  h2 {
    font-size: 1.15rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0.25rem 0;
  }
  mark {
    background: ${theme.greenLight};
    color: inherit;
    font-weight: 700;
  }
`;
const Meta = styled.p`
  color: ${theme.muted};
  font-size: 0.875rem;
`;

const Runs = ({ runs }: { runs: SearchHit['title'] }) => (
  <>{runs.map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : run.text))}</>
);

/** /{lang}/search?q=: news and menu pages holding every word of the query, best first, the words found marked. */
export function SearchPage(): ReactElement {
  const { t, lang } = usePageT();
  const [params] = useSearchParams();
  const q = normalizeSearchQuery(params.get('q') ?? '');
  const page = pageFromSearch(params);
  const { data, error } = useRead(usePageReads(searchPage).results);
  return (
    <>
      <PageHeading title={q ? `${t('search')}: ${q}` : t('search')} />
      <SearchForm defaultValue={q} label={t('search')} />
      {!q && <p>{TEXT.searchPrompt[lang]}</p>}
      {error && <Notice>{t('loadError')}</Notice>}
      {data && (
        <>
          <p role="status">{data.totalElements ? `${TEXT.searchFound[lang]}: ${data.totalElements}` : TEXT.searchNothing[lang]}</p>
          <Results>
            {data.content.map((hit) => (
              <li key={hit.path}>
                <h2>
                  <Link to={`/${lang}${hit.path}`}>
                    <Runs runs={hit.title} />
                  </Link>
                </h2>
                <Meta>
                  {hit.kind === 'news' ? t('news') : t('pages')}
                  {hit.publishedTime && (
                    <>
                      {' · '}
                      <time dateTime={hit.publishedTime}>{formatTime(hit.publishedTime)}</time>
                    </>
                  )}
                </Meta>
                <p>
                  <Runs runs={hit.excerpt} />
                </p>
              </li>
            ))}
          </Results>
          <Pager
            page={page}
            size={PAGE_SIZES.search}
            total={data.totalElements}
            href={(target) => `/${lang}/search?${new URLSearchParams({ q, page: String(target + 1) }).toString()}`}
            label={TEXT.searchPages[lang]}
            pageLabel={t('page')}
          />
        </>
      )}
    </>
  );
}
