import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_DATA } from '../src/base-kinds.js';
import { documentId, lang, orderNumber, paging, storedFile, storedWebUrl, webUrl } from '../src/common.js';
import { PAGING } from '../src/sizes.js';

describe('shared request schemas', () => {
  test('lang: any case of uz, en, ru; anything else is uz', () => {
    assert.equal(lang.parse('RU'), 'ru');
    assert.equal(lang.parse('en'), 'en');
    assert.equal(lang.parse('fr'), 'uz');
    assert.equal(lang.parse(undefined), 'uz');
  });

  test('paging: defaults, the size capped, the direction in any case', () => {
    assert.deepEqual(paging.parse({}), { page: 0, size: PAGING.defaultSize, direction: 'DESC' });
    assert.deepEqual(paging.parse({ page: '2', size: '500', direction: 'asc' }), { page: 2, size: PAGING.maxSize, direction: 'ASC' });
    assert.equal(paging.safeParse({ page: '-1' }).success, false);
    assert.equal(paging.safeParse({ size: '0' }).success, false);
  });

  test('ids, file names and order numbers refuse what cannot be one', () => {
    assert.equal(documentId.safeParse('abc123').success, true);
    assert.equal(documentId.safeParse('x-unknown-id').success, false);
    assert.equal(storedFile.safeParse('photo_1a2b.jpg').success, true);
    for (const bad of ['../etc/passwd', '.hidden.png', 'a.svg', '']) assert.equal(storedFile.safeParse(bad).success, false, bad);
    assert.equal(orderNumber.parse('7'), 7);
    for (const bad of [0, 1.5, '10001', 'x']) assert.equal(orderNumber.safeParse(bad).success, false, String(bad));
  });

  test('links: only absolute http(s) addresses, on the way in and on the way out', () => {
    assert.equal(webUrl.safeParse('https://example.uz/a').success, true);
    for (const bad of ['javascript:alert(1)', '//evil.example', '/local', 'data:text/html,x'])
      assert.equal(webUrl.safeParse(bad).success, false, bad);
    assert.equal(storedWebUrl(' https://example.uz '), 'https://example.uz');
    assert.equal(storedWebUrl('javascript:alert(1)'), '');
    assert.equal(storedWebUrl(42), '');
  });

  test('a text-only base kind needs one language at least; a contact one field at least', () => {
    assert.equal(BASE_DATA['short-info'].safeParse({ uz: '', en: '', ru: '' }).success, false);
    assert.equal(BASE_DATA['short-info'].safeParse({ uz: 'Salom' }).success, true);
    assert.equal(BASE_DATA.contact.safeParse({}).success, false);
    assert.equal(BASE_DATA.contact.safeParse({ phone: '+998 71 000 00 00' }).success, true);
    assert.equal(BASE_DATA.contact.safeParse({ tg: 'javascript:alert(1)' }).success, false);
  });
});
