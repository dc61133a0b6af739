import type { ReactElement } from 'react';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { normalizeSearchQuery } from '@lyceum/contract/search-query';
import { tashkentDate } from '@lyceum/contract/calendar';
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

/** When a hit's news item was published or its event starts (an all-day event: its day alone), as the news lists write it. */
function hitTime(hit: SearchHit): { iso: string; text: string } | null {
  if (hit.startsAt && hit.allDay)
    return { iso: tashkentDate(hit.startsAt), text: tashkentDate(hit.startsAt).split('-').reverse().join('.') };
  const iso = hit.startsAt ?? hit.publishedTime;
  return iso ? { iso, text: formatTime(iso) } : null;
}

/** Each kind of result's name on its line: the site's section for news and pages, a word of this page's for the rest. */
const KIND_WORD = { news: 'news', page: 'pages' } as const;
const RESULT_WORD = { event: 'searchEvent', 'official-document': 'searchDocument' } as const;
/** The kinds whose page is a file to download (their declared `download`): the browser saves it, no page shows it. */
const DOWNLOADED = new Set<SearchHit['kind']>(['official-document']);

const Runs = ({ runs }: { runs: SearchHit['title'] }) => (
  <>{runs.map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : run.text))}</>
);

/** /{lang}/search?q=: news, events and menu pages holding every word of the query, best first, the words found marked. */
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
            {data.content.map((hit) => {
              const time = hitTime(hit);
              return (
                <li key={hit.path}>
                  <h2>
                    {DOWNLOADED.has(hit.kind) ? (
                      <a href={`/${lang}${hit.path}`} download>
                        <Runs runs={hit.title} />
                      </a>
                    ) : (
                      <Link to={`/${lang}${hit.path}`}>
                        <Runs runs={hit.title} />
                      </Link>
                    )}
                  </h2>
                  <Meta>
                    {hit.kind === 'news' || hit.kind === 'page' ? t(KIND_WORD[hit.kind]) : TEXT[RESULT_WORD[hit.kind]][lang]}
                    {time && (
                      <>
                        {' · '}
                        <time dateTime={time.iso}>{time.text}</time>
                      </>
                    )}
                  </Meta>
                  <p>
                    <Runs runs={hit.excerpt} />
                  </p>
                </li>
              );
            })}
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
