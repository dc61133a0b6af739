import type { PreviewedKind, PublicationStatus } from '@lyceum/contract';
import type { Paged } from '../../api/types';
import { AddIcon } from '../../ui/icons';
import { useFailureText } from '../api/hooks';
import type { AdminRead } from '../api/read';
import { useUiLang } from '../messages/useUiLang';
import { DataTable, type Column } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { ListPager } from '../ui/parts';
import { confirmAndDelete } from './confirmAndDelete';
import { EditedItemActions } from './EditedItemActions';
import { usePagedList } from './usePagedList';

/** An item of an edited kind as its admin list reads it. */
export interface EditedItem {
  id: string;
  titleUz: string;
  status: PublicationStatus;
  scheduledAt: string | null;
}

interface Props<Item extends EditedItem> {
  kind: PreviewedKind;
  /** The kind's admin API (api/edited-kind.ts): its list a page at a time, and a delete. */
  api: { page: (page: number) => AdminRead<Paged<Item>>; remove: (id: string) => Promise<unknown> };
  pageSize: number;
  /** The screen's title, and the add link's name. */
  title: string;
  create: string;
  /** The admin's address of the kind (`/protected/news`): its wizard is at `<path>/create[/<id>]`. */
  path: string;
  /** Where visitors see a published item, and that link's name. */
  site: (item: Item) => { to: string; label: string };
  /**
   * The kind's own columns, between the row's number and what can be done to the item; `refresh` reads the list again,
   * for a cell that changes its item (news' Telegram post).
   */
  columns: (refresh: () => unknown) => Column<Item>[];
  empty?: string;
}

/**
 * The list of a kind edited in the wizard (news, events): a page of its items, numbered, with the kind's own columns,
 * and for each the actions every edited kind has (edit, delete to the trash, cancel its schedule, history, preview, its
 * page on the site).
 */
export function EditedKindList<Item extends EditedItem>({ kind, api, pageSize, title, create, path, site, columns, empty }: Props<Item>) {
  const { lang, t } = useUiLang();
  const { data, page, setPage, pages, afterRemove, mutate } = usePagedList(api.page, pageSize, useFailureText());
  const remove = (item: Item) =>
    confirmAndDelete(lang, { confirm: t.news.confirmDelete, deleted: t.crud.deleted }, () => api.remove(item.id), afterRemove);
  return (
    <>
      <PageHeader title={title} link={{ to: `${path}/create`, label: create, Icon: AddIcon }} />
      <DataTable
        items={data?.content}
        empty={empty}
        columns={[
          { header: '#', cell: (_item, index) => page * pageSize + index + 1 },
          ...columns(() => mutate()),
          {
            header: t.crud.actions,
            cell: (item) => (
              <EditedItemActions
                kind={kind}
                item={item}
                editPath={`${path}/create/${item.id}`}
                site={site(item)}
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
