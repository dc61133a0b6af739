import { APPEAL_DUE, APPEAL_KINDS, APPEAL_STATUSES } from '@lyceum/contract/appeal';
import type { AppealRow } from '@lyceum/contract/api/appeal-inbox';
import { LOCALES } from '@lyceum/contract/locales';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LANG_NAMES } from '../../i18n/lang';
import { useAdmin, useFailureText } from '../api/hooks';
import { useAuth } from '../auth/AuthContext';
import { useUiLang } from '../messages/useUiLang';
import { screenUrl } from '../screens';
import { DataTable } from '../ui/DataTable';
import { FieldLabel, Row } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { ListPager } from '../ui/parts';
import { appealsApi } from './appealsApi';
import { INBOX_SIZE, inboxSearch, readInbox, withFilter, type InboxFilter } from './inboxFilters';
import { At, Deadline, StatusMarks } from './parts';

/** Where the inbox was, for the appeal's way back to it (its filters and page). */
export interface FromInbox {
  inbox: string;
}

/**
 * /protected/appeals, the reception's inbox (docs/appeals.md, "The inbox"): the appeals, newest received first, with
 * nothing personal in the list; filtered by status, kind, deadline, assignee and language, as the address's query
 * string says (the due notice links to the overdue ones), which each filter and page writes back. Its header links
 * to the statistics for those who may read them (administrators).
 */
export function AppealsInbox() {
  const { t: all } = useUiLang();
  const t = all.appeals;
  const { can } = useAuth();
  const failure = useFailureText();
  const [params, setParams] = useSearchParams();
  const { filters, page } = readInbox(params);
  const list = useAdmin(appealsApi.page(filters, page), failure);
  const officers = useAdmin(appealsApi.officers, failure).data ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.totalElements / INBOX_SIZE)) : 1;
  const search = inboxSearch(filters, page);
  const show = (next: typeof filters, nextPage = 0) => setParams(inboxSearch(next, nextPage), { replace: true });

  /** One filter's <select>, named by its label alone (wrapped in it, the chosen option would join its name). */
  const filter = (name: InboxFilter, label: string, any: string, options: [string, string][]): ReactNode => (
    <FieldLabel key={name}>
      {label}
      <select
        aria-label={label}
        name={name}
        value={filters[name] ?? ''}
        onChange={(event) => show(withFilter(filters, name, event.target.value))}
      >
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldLabel>
  );
  // The assignee chosen in an address may have left the reception since: still named, by its id.
  const assignees: [string, string][] = officers.map((officer) => [officer.id, officer.username]);
  const chosen = filters.assignee;
  if (chosen && chosen !== 'me' && chosen !== 'none' && !assignees.some(([id]) => id === chosen)) assignees.push([chosen, `#${chosen}`]);

  const rows = list.data?.content.map((row) => ({ ...row, id: row.number }));
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <PageHeader
        title={t.title}
        link={can('appeals.statistics') ? { to: screenUrl('appeals/statistics'), label: all.appealStatistics.title } : undefined}
      />
      <p>{t.intro}</p>
      <Row role="group" aria-label={t.filters} style={{ marginBottom: '1rem' }}>
        {filter(
          'status',
          t.status,
          t.anyStatus,
          APPEAL_STATUSES.map((status) => [status, t.statuses[status]]),
        )}
        {filter(
          'kind',
          t.kind,
          t.anyKind,
          APPEAL_KINDS.map((kind) => [kind, t.kinds[kind]]),
        )}
        {filter(
          'due',
          t.deadline,
          t.anyDue,
          APPEAL_DUE.map((due) => [due, t.due[due]]),
        )}
        {filter('assignee', t.assignee, t.anyone, [['me', t.me], ['none', t.unassigned], ...assignees])}
        {filter(
          'lang',
          t.language,
          t.anyLanguage,
          LOCALES.map((code) => [code, LANG_NAMES[code]]),
        )}
      </Row>
      <DataTable<AppealRow & { id: string }>
        items={rows}
        empty={filtered ? t.emptyFiltered : t.empty}
        columns={[
          {
            header: t.number,
            cell: (row) => (
              <Link
                to={screenUrl(`appeals/${row.number}`)}
                state={{ inbox: search } satisfies FromInbox}
                data-appeal={row.number}
                style={{ whiteSpace: 'nowrap' }}
              >
                {row.number}
              </Link>
            ),
          },
          { header: t.kind, cell: (row) => t.kinds[row.kind] },
          { header: t.status, cell: (row) => <StatusMarks appeal={row} /> },
          { header: t.received, cell: (row) => <At iso={row.receivedAt} /> },
          { header: t.deadline, cell: (row) => <Deadline appeal={row} /> },
          {
            header: t.assignee,
            cell: (row) => (row.assignee ? <span data-content>{row.assignee.username}</span> : t.unassigned),
          },
          { header: t.language, cell: (row) => LANG_NAMES[row.lang] },
        ]}
      />
      <ListPager page={page} pages={pages} onChange={(next) => show(filters, next)} />
    </>
  );
}
