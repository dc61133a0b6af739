import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { trashApi, type TrashEntry } from '../api/history';
import { usePagedList } from '../crud/usePagedList';
import { errorText } from '../messages/errorText';
import { kindLabel } from '../messages/labels';
import { useUiLang } from '../messages/useUiLang';
import { DataTable } from '../ui/DataTable';
import { Button, Row } from '../ui/kit';
import { formatTashkent } from '../ui/tashkentTime';
import { HistoryScreen } from './HistoryScreen';

/** Deleted items of the last 30 days: restore one as it was, or delete it for good. */
export function TrashPage() {
  const ui = useUiLang();
  const { lang } = ui;
  const t = ui.t.history;
  const [busy, setBusy] = useState<string | null>(null);
  const list = usePagedList(trashApi.page, PAGE_SIZES.adminTrash, (error) => `${t.loadFailed}: ${errorText(lang, error)}`);

  const { data, mutate, afterRemove } = list;

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
  // A deleted news item may be days old: the editor decides whether the channels get it again as a new post.
  const restore = (entry: TrashEntry) => {
    const telegram = entry.kind === 'news' && window.confirm(t.postAgain);
    return act(entry, () => trashApi.restore(entry.id, telegram), t.restored);
  };
  const purge = (entry: TrashEntry) => {
    if (window.confirm(t.confirmPurge)) void act(entry, () => trashApi.purge(entry.id), t.purged);
  };

  const title = (entry: TrashEntry) => entry.title || t.untitled;
  const actions = [
    { label: t.restore, variant: 'primary', run: restore },
    { label: t.purge, variant: 'danger', run: purge },
  ] as const;

  return (
    <HistoryScreen title={t.trashTitle} list={list}>
      <p>{t.trashIntro}</p>
      <DataTable
        items={data?.content}
        empty={t.trashEmpty}
        columns={[
          { header: t.item, content: true, cell: title },
          { header: t.kind, cell: (entry) => kindLabel(lang, entry.kind) },
          { header: t.deletedBy, content: true, cell: (entry) => entry.deletedBy },
          { header: t.deletedAt, cell: (entry) => formatTashkent(entry.deletedAt, lang) },
          { header: t.expiresAt, cell: (entry) => formatTashkent(entry.expiresAt, lang) },
          {
            header: t.actions,
            cell: (entry) => (
              <Row>
                {actions.map(({ label, variant, run }) => (
                  <Button
                    key={label}
                    type="button"
                    $variant={variant}
                    disabled={busy !== null}
                    onClick={() => run(entry)}
                    aria-label={`${label}: ${title(entry)}`}
                  >
                    {label}
                  </Button>
                ))}
              </Row>
            ),
          },
        ]}
      />
    </HistoryScreen>
  );
}
