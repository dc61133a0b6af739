import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { adminRequest } from '../api/client';
import { usePagedList } from '../crud/usePagedList';
import { errorText } from '../messages/errorText';
import { formatTime, kindLabel } from '../messages/labels';
import { UiLangSwitch, useUiLang } from '../messages/useUiLang';
import { Button, Row, Table } from '../ui/kit';
import { ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';

interface TrashEntry {
  id: string;
  kind: string;
  itemId: string;
  title: string;
  deletedBy: string;
  deletedAt: string;
  expiresAt: string;
}

/** Deleted items of the last 30 days: restore one as it was, or delete it for good. */
export function TrashPage() {
  const { lang, t: all, choose } = useUiLang();
  const t = all.history;
  const [busy, setBusy] = useState<string | null>(null);
  const { data, mutate, page, setPage, pages, afterRemove } = usePagedList<TrashEntry>(
    (page) => `/api/v1/trash?page=${page}&size=${PAGE_SIZES.adminTrash}`,
    PAGE_SIZES.adminTrash,
    (error) => `${t.loadFailed}: ${errorText(lang, error)}`,
  );

  const act = async (entry: TrashEntry, perform: () => Promise<unknown>, done: string) => {
    setBusy(entry.id);
    try {
      await perform();
      toast.success(done);
      await afterRemove();
    } catch (error) {
      toast.error(errorText(lang, error));
      // The entry may be gone meanwhile (purged or expired): show the trash as it is now.
      void mutate();
    } finally {
      setBusy(null);
    }
  };
  const restore = (entry: TrashEntry) => act(entry, () => adminRequest('POST', `/api/v1/trash/${entry.id}/restore`), t.restored);
  const purge = (entry: TrashEntry) => {
    if (window.confirm(t.confirmPurge)) void act(entry, () => adminRequest('DELETE', `/api/v1/trash/${entry.id}`), t.purged);
  };

  return (
    <div lang={lang}>
      <PageHeader title={t.trashTitle} action={<UiLangSwitch lang={lang} onChange={choose} />} />
      <p>{t.trashIntro}</p>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.deletedBy}</th>
            <th scope="col">{t.deletedAt}</th>
            <th scope="col">{t.expiresAt}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {data?.content.map((entry) => {
            const title = entry.title || t.untitled;
            return (
              <tr key={entry.id}>
                <td>{title}</td>
                <td>{kindLabel(lang, entry.kind)}</td>
                <td>{entry.deletedBy}</td>
                <td>{formatTime(lang, entry.deletedAt)}</td>
                <td>{formatTime(lang, entry.expiresAt)}</td>
                <td>
                  <Row>
                    <Button
                      type="button"
                      $variant="primary"
                      disabled={busy !== null}
                      onClick={() => restore(entry)}
                      aria-label={`${t.restore}: ${title}`}
                    >
                      {t.restore}
                    </Button>
                    <Button
                      type="button"
                      $variant="danger"
                      disabled={busy !== null}
                      onClick={() => purge(entry)}
                      aria-label={`${t.purge}: ${title}`}
                    >
                      {t.purge}
                    </Button>
                  </Row>
                </td>
              </tr>
            );
          })}
          {data && data.content.length === 0 && (
            <tr>
              <td colSpan={6}>{t.trashEmpty}</td>
            </tr>
          )}
        </tbody>
      </Table>
      <ListPager page={page} pages={pages} onChange={setPage} labels={all.list} />
    </div>
  );
}
