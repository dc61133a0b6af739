import { AUDIT_SUBJECTS } from '@lyceum/contract/kinds';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useState } from 'react';
import { auditApi } from '../api/history';
import { usePagedList } from '../crud/usePagedList';
import { errorText } from '../messages/errorText';
import { actionLabel, kindLabel } from '../messages/labels';
import { useUiLang } from '../messages/useUiLang';
import { DataTable } from '../ui/DataTable';
import { FieldLabel } from '../ui/kit';
import { formatTashkent } from '../ui/tashkentTime';
import { HistoryScreen } from './HistoryScreen';

/** Who changed what, newest first, of every kind or one. */
export function AuditPage() {
  const ui = useUiLang();
  const { lang } = ui;
  const t = ui.t.history;
  const [kind, setKind] = useState('');
  const list = usePagedList(
    (page) => auditApi.page(page, kind),
    PAGE_SIZES.adminAudit,
    (error) => `${t.loadFailed}: ${errorText(lang, error)}`,
  );

  return (
    <HistoryScreen title={t.auditTitle} list={list}>
      <FieldLabel style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', marginBottom: '1rem' }}>
        {t.kind}
        <select
          aria-label={t.kind}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value);
            list.setPage(0);
          }}
        >
          <option value="">{t.allKinds}</option>
          {AUDIT_SUBJECTS.map((key) => (
            <option key={key} value={key}>
              {kindLabel(lang, key)}
            </option>
          ))}
        </select>
      </FieldLabel>
      <DataTable
        items={list.data?.content}
        empty={t.auditEmpty}
        columns={[
          { header: t.when, cell: (entry) => formatTashkent(entry.at, lang) },
          { header: t.who, content: true, cell: (entry) => entry.actor },
          { header: t.action, cell: (entry) => actionLabel(lang, entry.action) },
          { header: t.kind, cell: (entry) => kindLabel(lang, entry.kind) },
          { header: t.item, content: true, cell: (entry) => entry.title || entry.itemId },
        ]}
      />
    </HistoryScreen>
  );
}
