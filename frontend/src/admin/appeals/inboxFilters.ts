import { APPEAL_DUE, APPEAL_KINDS, APPEAL_STATUSES, type AppealDue, type AppealKind, type AppealStatus } from '@lyceum/contract/appeal';
import { LOCALES, type Locale } from '@lyceum/contract/locales';

/** The inbox's page size (the gateway's default, the contract's `inboxQuery`). */
export const INBOX_SIZE = 20;

/** What the inbox shows, as its <select>s and the address's query string say it: a filter left out is "any". */
export interface InboxFilters {
  status?: AppealStatus;
  kind?: AppealKind;
  due?: AppealDue;
  lang?: Locale;
  /** `me`, `none` (nobody yet) or an account's id. */
  assignee?: string;
}

/** The filters in the order the screen shows them, the address writes them and the API is asked with them. */
export const INBOX_FILTERS = ['status', 'kind', 'due', 'assignee', 'lang'] as const satisfies readonly (keyof InboxFilters)[];
export type InboxFilter = (typeof INBOX_FILTERS)[number];

const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);

/** Which values each filter takes (the contract's `inboxQuery`). */
const ACCEPTS: Record<InboxFilter, (value: string) => boolean> = {
  status: oneOf(APPEAL_STATUSES),
  kind: oneOf(APPEAL_KINDS),
  due: oneOf(APPEAL_DUE),
  lang: oneOf(LOCALES),
  assignee: (value) => /^(me|none|\d{1,12})$/.test(value),
};

/** The filters with `filter` set to `value` ('' for any), if it is one the filter takes; otherwise without it. */
export function withFilter(filters: InboxFilters, filter: InboxFilter, value: string): InboxFilters {
  const { [filter]: _left, ...others } = filters;
  return value && ACCEPTS[filter](value) ? { ...others, [filter]: value } : others;
}

/**
 * The inbox as the address's query string gives it (`?status=new&due=overdue&page=2`, the due notice's link among
 * them): the filters it names with a value they take (anything else is left out), and the page, counted from 1 in the
 * address and from 0 here.
 */
export function readInbox(search: string | URLSearchParams): { filters: InboxFilters; page: number } {
  const params = new URLSearchParams(search);
  const filters = INBOX_FILTERS.reduce<InboxFilters>((kept, filter) => withFilter(kept, filter, params.get(filter) ?? ''), {});
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page - 1 : 0 };
}

/** The query string (without `?`) that readInbox reads back as these filters and this page: only what is set. */
export function inboxSearch(filters: InboxFilters, page = 0): string {
  const params = new URLSearchParams();
  for (const filter of INBOX_FILTERS) {
    const value = filters[filter];
    if (value) params.set(filter, value);
  }
  if (page > 0) params.set('page', String(page + 1));
  return params.toString();
}
