import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changesBetween, type Version } from '../../src/revisions/changes.js';

const version = (fields: Version['fields']): Version => ({ status: 'published', fields });

test('only the fields that differ, shared ones first and then uz, en, ru; rich text as its words', () => {
  const older = version({
    '': { type: 'NEWS', photo: 'a.jpg' },
    ru: { title: 'Раз', text: '<p>Один <b>два</b></p>' },
    uz: { title: 'Bir', text: '<p>Matn</p>' },
    en: { title: 'One', text: '<p>Text</p>' },
  });
  const newer = version({
    '': { type: 'NEWS', photo: 'b.jpg' },
    ru: { title: 'Раз', text: '<p>Один&nbsp;<i>три</i></p>' },
    uz: { title: 'Ikki', text: '<p>Matn</p>' },
    en: { title: 'One', text: '<p>Text</p>' },
  });
  assert.deepEqual(changesBetween(newer, older), [
    { locale: null, field: 'photo', before: 'a.jpg', after: 'b.jpg' },
    { locale: 'uz', field: 'title', before: 'Bir', after: 'Ikki' },
    { locale: 'ru', field: 'text', before: 'Один два', after: 'Один три' },
  ]);
});

test('a change of markup alone changes no words and is no change', () => {
  const older = version({ uz: { text: '<p>Bir</p>' } });
  assert.deepEqual(changesBetween(version({ uz: { text: '<p><strong>Bir</strong></p>' } }), older), []);
});

test("an item's first version shows every field it set", () => {
  assert.deepEqual(changesBetween(version({ '': { phone: '+998', email: '' } }), null), [
    { locale: null, field: 'phone', before: '', after: '+998' },
  ]);
});
