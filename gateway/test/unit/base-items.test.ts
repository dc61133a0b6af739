import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_DATA, BASE_TYPES, baseKindOfType, type SaveRequest } from '@lyceum/contract';
import { baseKind, toBaseItem, toSaveRequest } from '../../src/base-items.js';
import type { Doc } from '../../src/cms/documents.js';

/** What Strapi would give back for a save: the write's fields as a document. */
const stored = (input: SaveRequest): Doc => ({
  documentId: 'doc1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: null,
  shared: input.shared,
  text: (input.localized ?? {}) as Doc['text'],
  fileBytes: {},
});

describe('base items', () => {
  test('a carousel slide keeps its quote under `quote` and its photo as a shared field', () => {
    const data = { photo: 'slide.jpg', quote: { uz: 'Bilim', en: 'Knowledge', ru: 'Знание' } };
    const input = toSaveRequest('CAROUSEL', data);
    assert.deepEqual(input.shared, { photo: 'slide.jpg' });
    assert.deepEqual(input.localized, { uz: { quote: 'Bilim' }, en: { quote: 'Knowledge' }, ru: { quote: 'Знание' } });
    assert.deepEqual(JSON.parse(toBaseItem('CAROUSEL', stored(input)).data), data);
  });

  test('a partner keeps its names at the top of `data`', () => {
    const data = { uz: 'Hamkor', en: 'Partner', ru: 'Партнёр', url: 'https://example.uz', photo: 'p.png' };
    const item = toBaseItem('PARTNER', stored(toSaveRequest('PARTNER', data)));
    assert.deepEqual(JSON.parse(item.data), data);
    assert.equal(item.type, 'PARTNER');
  });

  test('a stored link that is not a web address reads back as empty', () => {
    const item = toBaseItem('CONTACT', stored({ shared: { phone: '1', tg: 'javascript:alert(1)' } }));
    assert.equal(JSON.parse(item.data).tg, '');
    assert.equal(JSON.parse(item.data).phone, '1');
  });

  test('every base type has a kind, its data rules and its shared fields', () => {
    for (const type of BASE_TYPES) {
      const kind = baseKind(type);
      assert.ok(BASE_DATA[baseKindOfType(type)], type);
      assert.ok(kind.kind.base, type);
    }
  });
});
