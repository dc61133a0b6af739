import { REVISED_KINDS, kindOf, type RevisedKind } from '@lyceum/contract/kinds';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import type { Revision } from '@lyceum/contract/api/revisions';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { revisionsApi } from '../api/history';
import { usePagedList } from '../crud/usePagedList';
import { errorText } from '../messages/errorText';
import { kindLabel } from '../messages/labels';
import { useUiLang } from '../messages/useUiLang';
import { DataTable } from '../ui/DataTable';
import { Button } from '../ui/kit';
import { formatTashkent, isInstant } from '../ui/tashkentTime';
import { EDITED_AT } from './editedAt';
import { HistoryScreen } from './HistoryScreen';
import { PhotoChange } from './PhotoChange';
import { WordDiff } from './WordDiff';

const isRevisedKind = (kind: string): kind is RevisedKind => (REVISED_KINDS as readonly string[]).includes(kind);

/**
 * An item's revisions, newest first (docs/editorial-workflow.md, "Revisions"): who saved each version, when, what it
 * changed field by field and language by language, and a restore of any but the current one.
 */
export function RevisionsPage() {
  const { kind = '', id } = useParams();
  const ui = useUiLang();
  const { lang, t: all } = ui;
  const t = all.revisions;
  const [busy, setBusy] = useState(false);
  const list = usePagedList(
    (page) => revisionsApi.page({ kind, id }, page),
    PAGE_SIZES.adminRevisions,
    (error) => `${all.history.loadFailed}: ${errorText(lang, error)}`,
  );
  const { data, mutate, page, setPage } = list;
  const title = data?.content[0]?.title;

  const restore = async (revision: Revision) => {
    if (!window.confirm(t.confirmRestore)) return;
    setBusy(true);
    try {
      await revisionsApi.restore(revision.id);
      toast.success(t.restored);
      setPage(0);
    } catch (error) {
      toast.error(errorText(lang, error));
    } finally {
      setBusy(false);
      void mutate();
    }
  };
  const isPhoto = (field: string) =>
    isRevisedKind(kind) && (kindOf(kind).fields as Record<string, { type: string }>)[field]?.type === 'media';
  const fieldName = (field: string) => (t.fields as Record<string, string>)[field] ?? field;
  // A time field (a news item's publication time, an event's start) compared as the admin reads it, in Tashkent time;
  // a shared yes-or-no field (an event's all-day switch) in words.
  const shown = (value: string, shared: boolean) =>
    isInstant(value) ? formatTashkent(value, lang) : (shared && (t.values as Record<string, string>)[value]) || value;

  const current = (index: number) => page === 0 && index === 0;

  return (
    <HistoryScreen
      title={`${t.title}: ${kindLabel(lang, kind)}${title ? ` — ${title}` : ''}`}
      list={list}
      back={isRevisedKind(kind) ? { to: EDITED_AT[kind](id), label: t.back } : undefined}
    >
      <p>{t.intro}</p>
      <DataTable
        items={data?.content}
        empty={t.empty}
        columns={[
          {
            header: t.when,
            cell: (revision, index) => (
              <>
                {formatTashkent(revision.savedAt, lang)}
                {current(index) && <strong> ({t.current})</strong>}
              </>
            ),
          },
          { header: t.who, content: true, cell: (revision) => revision.savedBy || t.unknownAuthor },
          {
            header: t.how,
            cell: (revision) => (
              <>
                {t.actions[revision.action]}
                {revision.restoredFrom && ` (${t.restoredFrom}: ${formatTashkent(revision.restoredFrom, lang)})`}
                <br />
                {t.status[revision.status]}
              </>
            ),
          },
          {
            header: t.changes,
            cell: (revision) =>
              revision.changes.length === 0 ? (
                t.noChanges
              ) : (
                <dl data-testid="revision-changes">
                  {revision.changes.map((change) => (
                    <div key={`${change.locale ?? ''}.${change.field}`}>
                      <dt>
                        {fieldName(change.field)} ({change.locale ? change.locale.toUpperCase() : t.shared})
                      </dt>
                      <dd data-content>
                        {isPhoto(change.field) ? (
                          <PhotoChange field={fieldName(change.field)} before={change.before} after={change.after} />
                        ) : (
                          <WordDiff before={shown(change.before, !change.locale)} after={shown(change.after, !change.locale)} />
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              ),
          },
          {
            header: all.history.actions,
            cell: (revision, index) =>
              !current(index) && (
                <Button
                  type="button"
                  $variant="primary"
                  disabled={busy}
                  onClick={() => void restore(revision)}
                  aria-label={`${t.restore}: ${formatTashkent(revision.savedAt, lang)}`}
                >
                  {t.restore}
                </Button>
              ),
          },
        ]}
      />
    </HistoryScreen>
  );
}
