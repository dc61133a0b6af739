import type { ReactNode } from 'react';
import type { ApiError } from '../../api/client';
import { useT } from '../../i18n/useLang';
import { Pending } from '../../ui/Pending';
import { WithSidebar } from '../../ui/SideList';

interface Answer {
  data?: unknown;
  error?: unknown;
}

interface Props {
  /** The reads the page shows: it holds its place until each has come, either way. */
  answers: Answer[];
  /** The article's own read failing: not found, or not loaded. */
  error: ApiError | undefined;
  sidebar: ReactNode;
  /** The article, once it is there. */
  children: ReactNode;
  /** What follows below both columns. */
  below?: ReactNode;
  /** The id of the article's own heading, which names it (none while there is no heading). */
  labelledBy?: string;
}

/** The id of a page's one <h1>, for the article it heads. */
export const PAGE_TITLE_ID = 'page-title';

/** An article (a news item, a menu page) beside a sidebar list. */
export function ArticleWithSidebar({ answers, error, sidebar, children, below, labelledBy }: Props) {
  const { t } = useT();
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
