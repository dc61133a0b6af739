import { useId, type ReactElement } from 'react';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from '@lyceum/contract/document-categories';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useRead } from '../../api/read';
import type { PublicDocument } from '../../api/types';
import { usePageReads } from '../../app/visitorPage';
import type { Lang } from '../../i18n/lang';
import { usePageT } from '../../i18n/pageStrings';
import documentWords from '../../i18n/words/documents-page.json';
import { LinkRow } from '../../ui/LinkRow';
import { Notice } from '../../ui/Notice';
import { Pager, pageFromSearch } from '../../ui/Pager';
import { theme } from '../../ui/theme';
import { PageHeading } from '../layout/PageHeading';
import { categorySlug, documentsPage, filterOf } from './documents.page';

const TEXT = documentWords satisfies Record<string, Record<Lang, string>>;

const Filters = styled.nav`
  margin: 1rem 0 1.5rem;
  h2 {
    font-size: 1rem;
    margin: 0.75rem 0 0.4rem;
  }
`;

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  li {
    padding: 1rem 1.25rem;
    border: 1px solid ${theme.border};
    border-radius: 8px;
  }
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.4rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

/** 2024-08-30 as 30.08.2024, the way dates are written in Uzbekistan. */
const dayOf = (date: string) => date.split('-').reverse().join('.');

/** A file's size as its link says it: kilobytes below a megabyte, else megabytes with one decimal. */
function sizeOf(bytes: number, lang: Lang): string {
  const point = lang === 'en' ? '.' : ',';
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} ${TEXT.docKilobytes[lang]}`;
  return `${(bytes / 1_000_000).toFixed(1).replace('.', point)} ${TEXT.docMegabytes[lang]}`;
}

function DocumentItem({ doc, lang }: { doc: PublicDocument; lang: Lang }) {
  const fileLine = useId();
  return (
    <li>
      <h2>
        {doc.file ? (
          <a href={`/${lang}/documents/${doc.id}`} download aria-describedby={fileLine}>
            {doc.title}
          </a>
        ) : (
          doc.title
        )}
      </h2>
      <p>
        {DOCUMENT_CATEGORY_LABELS[doc.category][lang]}
        {doc.number && ` · ${TEXT.docNumber[lang]} ${doc.number}`}
        {' · '}
        <time dateTime={doc.date}>{dayOf(doc.date)}</time>
        {' · '}
        {doc.inForce ? TEXT.docInForce[lang] : TEXT.docSuperseded[lang]}
      </p>
      {doc.replacedBy && (
        <p>
          {TEXT.docReplacedBy[lang]}:{' '}
          <a href={`/${lang}/documents/${doc.replacedBy.id}`} download>
            {doc.replacedBy.title}
          </a>
        </p>
      )}
      {doc.file && (
        <p id={fileLine}>
          {doc.file.type}, {sizeOf(doc.file.bytes, lang)}
        </p>
      )}
    </li>
  );
}

/**
 * The official documents, filtered by category and year with links; each title downloads its file (`download`: the
 * browser saves it under the name its answer gives, and the site's own navigation leaves the link alone).
 */
export function DocumentsPage(): ReactElement {
  const { t, lang } = usePageT();
  const params = useParams();
  const [search] = useSearchParams();
  const filter = filterOf(params);
  const { data, error } = useRead(usePageReads(documentsPage).list);
  if (!filter)
    return (
      <>
        <PageHeading title={t('notFound')} parents={[{ label: t('documents'), to: `/${lang}/documents` }]} />
        <Notice role="alert">{TEXT.docNotFound[lang]}</Notice>
        <p>
          <Link to={`/${lang}/documents`}>{t('documents')}</Link>
        </p>
      </>
    );
  const pathOf = (category: DocumentCategory | undefined, year: number | undefined) =>
    `/${lang}/documents${category || year ? `/${categorySlug(category)}` : ''}${year ? `/${year}` : ''}`;
  const current = (category: DocumentCategory | undefined, year: number | undefined) =>
    category === filter.category && year === filter.year ? ('page' as const) : undefined;
  return (
    <>
      <PageHeading title={t('documents')} />
      <Filters aria-label={TEXT.docFilters[lang]}>
        <h2>{TEXT.docCategory[lang]}</h2>
        <LinkRow>
          {[undefined, ...DOCUMENT_CATEGORIES].map((category) => (
            <li key={category ?? 'all'}>
              <Link to={pathOf(category, filter.year)} aria-current={current(category, filter.year)}>
                {category ? DOCUMENT_CATEGORY_LABELS[category][lang] : TEXT.docAll[lang]}
              </Link>
            </li>
          ))}
        </LinkRow>
        {data && data.years.length > 0 && (
          <>
            <h2>{TEXT.docYear[lang]}</h2>
            <LinkRow>
              {[undefined, ...data.years].map((year) => (
                <li key={year ?? 'all'}>
                  <Link to={pathOf(filter.category, year)} aria-current={current(filter.category, year)}>
                    {year ?? TEXT.docAll[lang]}
                  </Link>
                </li>
              ))}
            </LinkRow>
          </>
        )}
      </Filters>
      {error && <Notice role="alert">{t('loadError')}</Notice>}
      {data && data.content.length === 0 && <Notice>{TEXT.docNone[lang]}</Notice>}
      <List>
        {data?.content.map((doc) => (
          <DocumentItem key={doc.id} doc={doc} lang={lang} />
        ))}
      </List>
      {data && (
        <Pager
          page={pageFromSearch(search)}
          size={PAGE_SIZES.documents}
          total={data.totalElements}
          href={(target) => `${pathOf(filter.category, filter.year)}?page=${target + 1}`}
          label={t('documents')}
          pageLabel={t('page')}
        />
      )}
    </>
  );
}
