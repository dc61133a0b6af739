import type { ReactNode } from 'react';
import { UiLangSwitch, type useUiLang } from '../messages/useUiLang';
import { ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';

interface Props {
  /** The screen's language, from useUiLang. */
  ui: ReturnType<typeof useUiLang>;
  title: string;
  /** The paged list it shows (usePagedList). */
  list: { page: number; pages: number; setPage: (page: number) => void };
  children: ReactNode;
}

/** A screen of the editing history (trash, audit log, revisions): its own language switch, its list and the list's pager. */
export function HistoryScreen({ ui: { lang, t, choose }, title, list, children }: Props) {
  return (
    <div lang={lang}>
      <PageHeader title={title} action={<UiLangSwitch lang={lang} onChange={choose} />} />
      {children}
      <ListPager page={list.page} pages={list.pages} onChange={list.setPage} labels={t.list} />
    </div>
  );
}
