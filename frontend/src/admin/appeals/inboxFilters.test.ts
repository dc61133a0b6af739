import { describe, expect, test } from 'vitest';
import { inboxSearch, readInbox, withFilter } from './inboxFilters';

describe("the inbox's filters in the address", () => {
  test('read from the query string, the page counted from 1 there and from 0 here', () => {
    expect(readInbox('?status=in-progress&kind=complaint&due=overdue&assignee=me&lang=ru&page=3')).toEqual({
      filters: { status: 'in-progress', kind: 'complaint', due: 'overdue', assignee: 'me', lang: 'ru' },
      page: 2,
    });
    expect(readInbox('due=overdue')).toEqual({ filters: { due: 'overdue' }, page: 0 });
    expect(readInbox('')).toEqual({ filters: {}, page: 0 });
  });

  test('values a filter does not take, and pages that are none, are left out', () => {
    expect(readInbox('status=open&kind=&due=late&assignee=me2&lang=de&page=0')).toEqual({ filters: {}, page: 0 });
    expect(readInbox('assignee=none&page=-1').filters).toEqual({ assignee: 'none' });
    expect(readInbox('assignee=42&page=1.5')).toEqual({ filters: { assignee: '42' }, page: 0 });
    expect(readInbox('page=abc').page).toBe(0);
  });

  test('written back with only what is set, in one order, and read back as they were', () => {
    expect(inboxSearch({})).toBe('');
    expect(inboxSearch({ lang: 'uz', status: 'new' }, 0)).toBe('status=new&lang=uz');
    expect(inboxSearch({ assignee: '7', due: 'soon' }, 4)).toBe('due=soon&assignee=7&page=5');
    const shown = { status: 'closed', kind: 'question', due: 'soon', assignee: 'none', lang: 'en' } as const;
    expect(readInbox(inboxSearch(shown, 9))).toEqual({ filters: shown, page: 9 });
  });

  test('a filter changed, cleared with its "any" choice, or refused a value it does not take', () => {
    const filters = { status: 'new', due: 'overdue' } as const;
    expect(withFilter(filters, 'kind', 'proposal')).toEqual({ status: 'new', due: 'overdue', kind: 'proposal' });
    expect(withFilter(filters, 'due', '')).toEqual({ status: 'new' });
    expect(withFilter(filters, 'status', 'deleted')).toEqual({ due: 'overdue' });
    expect(filters).toEqual({ status: 'new', due: 'overdue' });
  });
});
