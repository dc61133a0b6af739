import type { ReactNode } from 'react';
import { ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';

interface Props {
  title: string;
  /** The paged list it shows (usePagedList). */
  list: { page: number; pages: number; setPage: (page: number) => void };
  children: ReactNode;
}

/** A screen of the editing history (trash, audit log, revisions): its title, its list and the list's pager. */
export function HistoryScreen({ title, list, children }: Props) {
  return (
    <>
      <PageHeader title={title} />
      {children}
      <ListPager page={list.page} pages={list.pages} onChange={list.setPage} />
    </>
  );
}
