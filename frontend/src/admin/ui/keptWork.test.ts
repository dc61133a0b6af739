import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { accountOf, dropAccountKept, dropKept, keptKey, readKept, writeKept } from './keptWork';

/** A token of the form Strapi issues: its payload carries the account's id. */
const tokenFor = (payload: object) => `header.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`;

/** The browser's localStorage, as far as keptWork uses it. */
function memoryStorage(failWrites = false) {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failWrites) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
  };
}

describe("a wizard's kept work", () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = memoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  test("is the token's account's: the JWT payload's id, none for another form of token", () => {
    expect(accountOf(tokenFor({ id: 7, iat: 1 }))).toBe('7');
    expect(accountOf(tokenFor({ sub: 'x' }))).toBeNull();
    expect(accountOf('not-a-token')).toBeNull();
    expect(accountOf('a.%%%.b')).toBeNull();
    expect(accountOf(null)).toBeNull();
  });

  test('is kept per account and item, read back with when it was typed, and dropped on demand', () => {
    const mine = keptKey('7', 'news:new');
    const theirs = keptKey('8', 'news:new');
    writeKept(mine, { titleUz: 'Salom' }, new Date('2026-11-25T10:00:00Z'));
    expect(readKept(mine)).toEqual({ form: { titleUz: 'Salom' }, at: '2026-11-25T10:00:00.000Z' });
    expect(readKept(theirs)).toBeNull();
    expect(readKept(keptKey('7', 'news:abc'))).toBeNull();
    dropKept(mine);
    expect(readKept(mine)).toBeNull();
  });

  test('an unreadable entry is dropped, a full storage loses only the copy', () => {
    const key = keptKey('7', 'page-text:m1');
    localStorage.setItem(key, '{not json');
    expect(readKept(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ at: 5 }));
    expect(readKept(key)).toBeNull();
    (globalThis as { localStorage?: unknown }).localStorage = memoryStorage(true);
    expect(() => writeKept(key, { titleUz: 'x' })).not.toThrow();
    expect(readKept(key)).toBeNull();
  });

  test("an account's logout drops its work on every item, and nobody else's", () => {
    for (const key of [keptKey('7', 'news:new'), keptKey('7', 'page-text:m1'), keptKey('70', 'news:new'), keptKey('8', 'news:new')])
      writeKept(key, { titleUz: key });
    localStorage.setItem('lyceum-admin-ui-lang', 'en');
    dropAccountKept('7');
    expect(readKept(keptKey('7', 'news:new'))).toBeNull();
    expect(readKept(keptKey('7', 'page-text:m1'))).toBeNull();
    expect(readKept(keptKey('70', 'news:new'))?.form).toEqual({ titleUz: keptKey('70', 'news:new') });
    expect(readKept(keptKey('8', 'news:new'))).not.toBeNull();
    expect(localStorage.getItem('lyceum-admin-ui-lang')).toBe('en');
  });
});
