import type { PreviewedKind } from '@lyceum/contract';
import { useState } from 'react';
import styled from 'styled-components';
import type { Paged } from '../../api/types';
import { AddIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { useFailureText } from '../api/hooks';
import type { AdminRead } from '../api/read';
import { useUiLang } from '../messages/useUiLang';
import { DataTable, type Column } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { ListPager } from '../ui/parts';
import { Standing, type ItemStanding } from '../ui/Standing';
import { confirmAndDelete } from './confirmAndDelete';
import { EditedItemActions } from './EditedItemActions';
import { ItemTitle, textIn } from './ItemTitle';
import { usePagedList } from './usePagedList';

/** An item of an edited kind as its admin list reads it: its texts flat by language (`titleUz`, …) and where it stands. */
export type EditedItem = Record<string, unknown> & ItemStanding & { id: string };

/** A list of coming things in two halves, each in its own order: the coming ones, soonest first, and the past ones. */
type Half = 'upcoming' | 'past';

interface Props<Item extends EditedItem> {
  kind: PreviewedKind;
  /** The kind's admin API (api/edited-kind.ts): its list a page at a time (narrowed to a half), and a delete. */
  api: { page: (page: number, narrow?: Record<string, string>) => AdminRead<Paged<Item>>; remove: (id: string) => Promise<unknown> };
  pageSize: number;
  /** The screen's title, and the add link's name. */
  title: string;
  create: string;
  /** The admin's address of the kind (`/protected/news`): its wizard is at `<path>/create[/<id>]`. */
  path: string;
  /** Where visitors see a published item in a language, and that link's short name (its full name adds the title). */
  site: { path: (id: string, lang: string) => string; text: string };
  /** The kind's own publication time shown to visitors (news'), where it has one. */
  publishedTime?: (item: Item) => string;
  /**
   * The kind's own columns, after the title and the item's state; `refresh` reads the list again, for a cell that
   * changes its item (news' Telegram post).
   */
  columns: (refresh: () => unknown) => Column<Item>[];
  /** The list is of coming things (events): its coming and past halves apart. */
  halves?: boolean;
  empty?: string;
}

const Switch = styled.div`
  display: inline-flex;
  margin-bottom: 1rem;
  border: 1px solid ${theme.green};
  border-radius: 4px;
  overflow: hidden;
  button {
    font: inherit;
    padding: 0.45rem 1rem;
    border: 0;
    background: #fff;
    color: ${theme.greenDark};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${theme.green};
    color: #fff;
    font-weight: 700;
  }
`;

/**
 * The list of a kind edited in the wizard (news, events): a page of its items, numbered, each with its title in the
 * admin's language, its state and one time, the kind's own columns, and the actions every edited kind has (edit,
 * delete to the trash, cancel its schedule, history, preview, its page on the site).
 */
export function EditedKindList<Item extends EditedItem>(props: Props<Item>) {
  const { kind, api, pageSize, title, create, path, site, publishedTime, columns, halves, empty } = props;
  const { lang, t } = useUiLang();
  const [half, setHalf] = useState<Half>('upcoming');
  const read = (page: number) => api.page(page, halves ? { when: half } : {});
  const { data, page, setPage, pages, afterRemove, mutate } = usePagedList(read, pageSize, useFailureText());
  const titleOf = (item: Item) => textIn(item, 'title', lang).text;
  const remove = (item: Item) =>
    confirmAndDelete(
      lang,
      { confirm: t.news.confirmDelete, deleted: t.crud.deleted, name: titleOf(item) },
      () => api.remove(item.id),
      afterRemove,
    );
  const show = (next: Half) => {
    setHalf(next);
    setPage(0);
  };
  return (
    <>
      <PageHeader title={title} link={{ to: `${path}/create`, label: create, Icon: AddIcon }} />
      {halves && (
        <Switch role="group" aria-label={t.lists.which}>
          {(['upcoming', 'past'] as const).map((choice) => (
            <button key={choice} type="button" aria-pressed={half === choice} onClick={() => show(choice)}>
              {t.lists[choice]}
            </button>
          ))}
        </Switch>
      )}
      <DataTable
        items={data?.content}
        empty={empty}
        columns={[
          { header: '#', cell: (_item, index) => page * pageSize + index + 1 },
          { header: t.news.heading, cell: (item) => <ItemTitle item={item} /> },
          { header: t.lists.state, cell: (item) => <Standing item={item} publishedTime={publishedTime?.(item)} /> },
          ...columns(() => mutate()),
          {
            header: t.crud.actions,
            cell: (item) => (
              <EditedItemActions
                kind={kind}
                item={item}
                name={titleOf(item)}
                editPath={`${path}/create/${item.id}`}
                site={{ to: site.path(item.id, lang), text: site.text }}
                onDelete={() => remove(item)}
                onChange={() => mutate()}
              />
            ),
          },
        ]}
      />
      <ListPager page={page} pages={pages} onChange={setPage} />
    </>
  );
}
