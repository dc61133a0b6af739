import type { ReactNode } from 'react';
import styled from 'styled-components';
import { photoSources } from '../../api/client';
import type { ReadError, ReadState } from '../../api/read';
import { usePageT } from '../../i18n/pageStrings';
import { Pending } from '../../ui/Pending';
import { MAIN_COLUMN, WithSidebar } from '../../ui/SideList';

interface Props {
  /** The reads the page shows: it holds its place until each has come, either way. */
  answers: ReadState<unknown>[];
  /** The article's own read failing: not found, or not loaded. */
  error: ReadError | undefined;
  sidebar: ReactNode;
  /** The article, once it is there. */
  children: ReactNode;
  /** What follows below both columns. */
  below?: ReactNode;
  /** The id of the article's own heading, which names it (none while there is no heading). */
  labelledBy?: string;
}

/* The box has its final shape before the photo arrives, whatever the photo's own proportions: nothing below moves. */
const Photo = styled.img<{ $ratio: string; $maxHeight: string }>`
  width: 100%;
  height: auto;
  aspect-ratio: ${(p) => p.$ratio};
  max-height: ${(p) => p.$maxHeight};
  object-fit: cover;
  border-radius: 6px;
`;

/** An article's photo across the main column, in a box of `width` by `height` (at most `maxHeight` high). */
export const ArticlePhoto = ({
  photo,
  alt,
  height,
  maxHeight,
  className,
}: {
  photo: string;
  alt: string;
  height: number;
  maxHeight: string;
  className?: string;
}) => (
  <Photo
    {...photoSources(photo)}
    sizes={MAIN_COLUMN}
    alt={alt}
    width={1200}
    height={height}
    $ratio={`1200 / ${height}`}
    $maxHeight={maxHeight}
    className={className}
  />
);

/** The id of a page's one <h1>, for the article it heads. */
export const PAGE_TITLE_ID = 'page-title';

/** An article (a news item, a menu page) beside a sidebar list. */
export function ArticleWithSidebar({ answers, error, sidebar, children, below, labelledBy }: Props) {
  const { t } = usePageT();
  if (!answers.every((answer) => answer.data || answer.error)) return <Pending />;
  return (
    <>
      <WithSidebar>
        <article aria-labelledby={error ? PAGE_TITLE_ID : labelledBy}>
          {/* What went wrong is the page's heading: a page without its item still has one <h1>, and it names the article. */}
          {error && <h1 id={PAGE_TITLE_ID}>{error.status === 404 ? t('notFound') : t('loadError')}</h1>}
          {children}
        </article>
        {sidebar}
      </WithSidebar>
      {below}
    </>
  );
}
