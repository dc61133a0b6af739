import assert from 'node:assert/strict';
import { test } from 'node:test';
import { publicEvent, publicNewsItem } from '@lyceum/contract';
import type { Doc } from '../../src/cms/documents.js';
import { KIND } from '../../src/cms/types.js';
import { visitorFields } from '../../src/cms/visitor-fields.js';

/** An event as Strapi's panel may leave it: past the gateway's rules, some fields missing, others not what they claim. */
const panelEvent: Doc = {
  documentId: 'e1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: null,
  shared: { photo: null, startsAt: '2026-03-01T04:00:00.000Z', endsAt: 'soon', allDay: 'yes', registrationUrl: 'javascript:alert(1)' },
  text: { ru: { title: 'Выпускной', description: '<p onclick="x()">Зал</p><script>alert(1)</script>' } },
  fileBytes: {},
};

test("an event's fields as visitors read them, in the contract's shape and order, whatever the panel stored", () => {
  const read = publicEvent.parse({ id: panelEvent.documentId, ...visitorFields(KIND.event, panelEvent, 'ru') });
  assert.deepEqual(read, {
    id: 'e1',
    title: 'Выпускной',
    description: '<p>Зал</p>',
    place: '',
    photo: '',
    startsAt: '2026-03-01T04:00:00.000Z',
    endsAt: '',
    allDay: false,
    registrationUrl: '',
  });
  assert.deepEqual(Object.keys(read), Object.keys(publicEvent.shape));
});

test("a news item's read leaves out what only the admin sees (its type), and keeps a web link as it is", () => {
  const doc: Doc = {
    documentId: 'n1',
    createdAt: '',
    updatedAt: '',
    publishedAt: null,
    shared: { photo: 'a_1.jpg', publishedTime: '2026-02-01T09:00:00.000Z', type: 'NEWS' },
    text: { uz: { title: 'Yangilik', text: '<p>Matn</p>' } },
    fileBytes: {},
  };
  const read = publicNewsItem.parse({ id: doc.documentId, ...visitorFields(KIND.news, doc, 'uz') });
  assert.deepEqual(read, { id: 'n1', title: 'Yangilik', text: '<p>Matn</p>', photo: 'a_1.jpg', publishedTime: '2026-02-01T09:00:00.000Z' });
  const linked = { ...panelEvent, shared: { ...panelEvent.shared, registrationUrl: ' https://example.org/r?a=1&b=$1 ' } };
  assert.equal(visitorFields(KIND.event, linked, 'uz').registrationUrl, 'https://example.org/r?a=1&b=$1');
});
