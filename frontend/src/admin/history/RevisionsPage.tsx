import { PAGE_SIZES } from '@lyceum/contract/sizes';
import type { Revision } from '@lyceum/contract/api/revisions';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { adminRequest } from '../api/client';
import { usePagedList } from '../crud/usePagedList';
import { errorText } from '../messages/errorText';
import { formatTime, kindLabel } from '../messages/labels';
import { UiLangSwitch, useUiLang } from '../messages/useUiLang';
import { Button, Table } from '../ui/kit';
import { ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { WordDiff } from './WordDiff';

/**
 * An item's revisions, newest first (docs/editorial-workflow.md, "Revisions"): who saved each version, when, what it
 * changed field by field and language by language, and a restore of any but the current one.
 */
export function RevisionsPage() {
  const { kind = '', id } = useParams();
  const { lang, t: all, choose } = useUiLang();
  const t = all.revisions;
  const [busy, setBusy] = useState(false);
  const query = `kind=${encodeURIComponent(kind)}${id ? `&id=${encodeURIComponent(id)}` : ''}`;
  const { data, mutate, page, setPage, pages } = usePagedList<Revision>(
    (page) => `/api/v1/revisions?${query}&page=${page}&size=${PAGE_SIZES.adminRevisions}`,
    PAGE_SIZES.adminRevisions,
    (error) => `${all.history.loadFailed}: ${errorText(lang, error)}`,
  );
  const title = data?.content[0]?.title;

  const restore = async (revision: Revision) => {
    if (!window.confirm(t.confirmRestore)) return;
    setBusy(true);
    try {
      await adminRequest('POST', `/api/v1/revisions/${revision.id}/restore`);
      toast.success(t.restored);
      setPage(0);
    } catch (error) {
      toast.error(errorText(lang, error));
    } finally {
      setBusy(false);
      void mutate();
    }
  };
  const fieldName = (field: string) => (t.fields as Record<string, string>)[field] ?? field;

  return (
    <div lang={lang}>
      <PageHeader
        title={`${t.title}: ${kindLabel(lang, kind)}${title ? ` — ${title}` : ''}`}
        action={<UiLangSwitch lang={lang} onChange={choose} />}
      />
      <p>{t.intro}</p>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.who}</th>
            <th scope="col">{t.how}</th>
            <th scope="col">{t.changes}</th>
            <th scope="col">{all.history.actions}</th>
          </tr>
        </thead>
        <tbody>
          {data?.content.map((revision, index) => {
            const current = page === 0 && index === 0;
            const when = formatTime(lang, revision.savedAt);
            return (
              <tr key={revision.id}>
                <td>
                  {when}
                  {current && <strong> ({t.current})</strong>}
                </td>
                <td>{revision.savedBy || t.unknownAuthor}</td>
                <td>
                  {t.actions[revision.action]}
                  {revision.restoredFrom && ` (${t.restoredFrom}: ${formatTime(lang, revision.restoredFrom)})`}
                  <br />
                  {t.status[revision.status]}
                </td>
                <td>
                  {revision.changes.length === 0 ? (
                    t.noChanges
                  ) : (
                    <dl data-testid="revision-changes">
                      {revision.changes.map((change) => (
                        <div key={`${change.locale ?? ''}.${change.field}`}>
                          <dt>
                            {fieldName(change.field)} ({change.locale ? change.locale.toUpperCase() : t.shared})
                          </dt>
                          <dd>
                            <WordDiff before={change.before} after={change.after} />
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </td>
                <td>
                  {!current && (
                    <Button
                      type="button"
                      $variant="primary"
                      disabled={busy}
                      onClick={() => void restore(revision)}
                      aria-label={`${t.restore}: ${when}`}
                    >
                      {t.restore}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
          {data && data.content.length === 0 && (
            <tr>
              <td colSpan={5}>{t.empty}</td>
            </tr>
          )}
        </tbody>
      </Table>
      <ListPager page={page} pages={pages} onChange={setPage} labels={all.list} />
    </div>
  );
}
