import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { expect, test } from 'vitest';
import { auditApi, revisionsApi } from './history';
import { newsApi } from './news';
import { query } from './read';

test('a query string keeps the parameters that are set, in their order, each encoded', () => {
  expect(query({ kind: 'page-text', id: undefined, menu: 'a b&c', empty: '', page: 0 })).toBe('kind=page-text&menu=a%20b%26c&page=0');
});

test('the reads keep the addresses of the HTTP contract (docs/api.md), an unset filter left out', () => {
  expect(newsApi.page(2)).toBe(`/api/v1/blog?page=2&size=${PAGE_SIZES.adminNews}&direction=DESC`);
  expect(auditApi.page(0, '')).toBe(`/api/v1/audit?page=0&size=${PAGE_SIZES.adminAudit}`);
  expect(revisionsApi.page({ kind: 'contact' }, 1)).toBe(`/api/v1/revisions?kind=contact&page=1&size=${PAGE_SIZES.adminRevisions}`);
});
