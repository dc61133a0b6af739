import type { ReactNode } from 'react';
import type { ApiError } from '../../api/client';
import { useT } from '../../i18n/useLang';
import { Notice } from '../../ui/Notice';
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
}

/** An article (a news item, a menu page) beside a sidebar list. */
export function ArticleWithSidebar({ answers, error, sidebar, children, below }: Props) {
  const { t } = useT();
  if (!answers.every((answer) => answer.data || answer.error)) return <Pending />;
  return (
    <>
      <WithSidebar>
        <article>
          {error && <Notice role="alert">{error.status === 404 ? t('notFound') : t('loadError')}</Notice>}
          {children}
        </article>
        {sidebar}
      </WithSidebar>
      {below}
    </>
  );
}
