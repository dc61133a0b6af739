import type { ReactNode } from 'react';
import { BackIcon } from '../../ui/icons';
import { ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';

interface Props {
  title: string;
  /** The paged list it shows (usePagedList). */
  list: { page: number; pages: number; setPage: (page: number) => void };
  /** A way out to where its items are edited (a revision's item). */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** A screen of the editing history (trash, audit log, revisions): its title, its list and the list's pager. */
export function HistoryScreen({ title, list, back, children }: Props) {
  return (
    <>
      <PageHeader title={title} link={back && { ...back, Icon: BackIcon }} />
      {children}
      <ListPager page={list.page} pages={list.pages} onChange={list.setPage} />
    </>
  );
}
