import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusalOf, type CurrentType } from '../src/schema-guard/contract-fields';

const localized = { pluginOptions: { i18n: { localized: true } } };
const shared = { pluginOptions: { i18n: { localized: false } } };
const NEWS: CurrentType = {
  kind: 'collectionType',
  pluginOptions: { i18n: { localized: true } },
  options: { draftAndPublish: true },
  attributes: {
    title: { type: 'text', ...localized },
    text: { type: 'richtext', ...localized },
    photo: { type: 'media', ...shared },
    publishedTime: { type: 'datetime', ...shared },
    type: { type: 'enumeration', ...shared },
  },
};
const uid = 'api::news.news';

test('adding a field, or changing a type the site does not know, is safe', () => {
  assert.equal(refusalOf({ uid, attributes: { ...NEWS.attributes, subtitle: { type: 'string', ...localized } } }, NEWS), undefined);
  assert.equal(refusalOf({ uid: 'api::event.event', attributes: {} }, { attributes: { name: { type: 'string' } } }), undefined);
  assert.equal(refusalOf({ uid: 'api::brand-new.brand-new', attributes: {} }, undefined), undefined);
});

test('removing, renaming or retyping a contract field is refused with the reason', () => {
  const { title: _title, ...withoutTitle } = NEWS.attributes;
  assert.match(refusalOf({ uid, attributes: withoutTitle }, NEWS)!, /“title” of News .* removing or renaming it would break/);
  assert.match(refusalOf({ uid, attributes: { ...withoutTitle, heading: { type: 'text' } } }, NEWS)!, /“title”/);
  assert.match(
    refusalOf({ uid, attributes: { ...NEWS.attributes, publishedTime: { type: 'string' } } }, NEWS)!,
    /must stay of type datetime/,
  );
  assert.match(
    refusalOf({ uid, attributes: { ...NEWS.attributes, title: { type: 'text', ...shared } } }, NEWS)!,
    /translated per language/,
  );
});

test('a kind cannot be deleted, change its kind, lose its translations or change Draft & Publish; the site’s own types are not editable', () => {
  assert.match(refusalOf({ uid, attributes: null }, NEWS)!, /cannot be deleted/);
  assert.match(refusalOf({ uid, attributes: NEWS.attributes, kind: 'singleType' }, NEWS)!, /must stay a collectionType/);
  assert.match(refusalOf({ uid, attributes: NEWS.attributes, localized: false }, NEWS)!, /must stay translatable/);
  assert.match(refusalOf({ uid, attributes: NEWS.attributes, draftAndPublish: false }, NEWS)!, /must keep Draft & Publish/);
  assert.equal(refusalOf({ uid, attributes: NEWS.attributes, draftAndPublish: true }, NEWS), undefined);
  const person = { kind: 'collectionType', options: { draftAndPublish: false }, attributes: {} };
  assert.match(refusalOf({ uid: 'api::person.person', attributes: {}, draftAndPublish: true }, person)!, /cannot get Draft & Publish/);
  assert.match(refusalOf({ uid: 'api::audit-entry.audit-entry', attributes: {} }, { attributes: {} })!, /kept by the site itself/);
});
