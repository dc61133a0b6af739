import { AUDIT_SUBJECTS } from '@lyceum/contract/kinds';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useState } from 'react';
import { usePagedList } from '../crud/usePagedList';
import { errorText } from '../messages/errorText';
import { actionLabel, formatTime, kindLabel } from '../messages/labels';
import { UiLangSwitch, useUiLang } from '../messages/useUiLang';
import { FieldLabel, Table } from '../ui/kit';
import { ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';

interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  kind: string;
  itemId: string;
  title: string;
}

/** Who changed what, newest first, of every kind or one. */
export function AuditPage() {
  const { lang, t: all, choose } = useUiLang();
  const t = all.history;
  const [kind, setKind] = useState('');
  const { data, page, setPage, pages } = usePagedList<AuditEntry>(
    (page) => `/api/v1/audit?page=${page}&size=${PAGE_SIZES.adminAudit}${kind ? `&kind=${kind}` : ''}`,
    PAGE_SIZES.adminAudit,
    (error) => `${t.loadFailed}: ${errorText(lang, error)}`,
  );

  return (
    <div lang={lang}>
      <PageHeader title={t.auditTitle} action={<UiLangSwitch lang={lang} onChange={choose} />} />
      <FieldLabel style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center', marginBottom: '1rem' }}>
        {t.kind}
        <select
          aria-label={t.kind}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value);
            setPage(0);
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
      <Table>
        <thead>
          <tr>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.who}</th>
            <th scope="col">{t.action}</th>
            <th scope="col">{t.kind}</th>
            <th scope="col">{t.item}</th>
          </tr>
        </thead>
        <tbody>
          {data?.content.map((entry) => (
            <tr key={entry.id}>
              <td>{formatTime(lang, entry.at)}</td>
              <td>{entry.actor}</td>
              <td>{actionLabel(lang, entry.action)}</td>
              <td>{kindLabel(lang, entry.kind)}</td>
              <td>{entry.title || entry.itemId}</td>
            </tr>
          ))}
          {data && data.content.length === 0 && (
            <tr>
              <td colSpan={5}>{t.auditEmpty}</td>
            </tr>
          )}
        </tbody>
      </Table>
      <ListPager page={page} pages={pages} onChange={setPage} labels={all.list} />
    </div>
  );
}
