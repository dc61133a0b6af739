import { useState } from 'react';
import { useAdmin, type Paged } from '../api/hooks';
import { FieldLabel, Table } from '../ui/kit';
import { ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { KIND_KEYS, actionLabel, formatTime, kindLabel, serverMessage } from './historyMessages';
import { UiLangSwitch, useUiLang } from './useUiLang';

const PAGE_SIZE = 50;

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
  const { lang, t, choose } = useUiLang();
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(0);
  const { data } = useAdmin<Paged<AuditEntry>>(
    `/api/v1/audit?page=${page}&size=${PAGE_SIZE}${kind ? `&kind=${kind}` : ''}`,
    (message) => `${t.loadFailed}: ${serverMessage(lang, message)}`,
  );
  const pages = data ? Math.max(1, Math.ceil(data.totalElements / PAGE_SIZE)) : 1;

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
          {KIND_KEYS.map((key) => (
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
      <ListPager page={page} pages={pages} onChange={setPage} labels={t} />
    </div>
  );
}
