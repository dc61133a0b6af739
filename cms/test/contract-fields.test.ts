import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusalOf, type CurrentType } from '../src/schema-guard/contract-fields';

/** The types Strapi holds, as far as a test's change needs them. */
const typesWith = (types: Record<string, CurrentType>) => types;

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
const TYPES = typesWith({ [uid]: NEWS });

test('adding a field, or changing a type the site does not know, is safe', () => {
  assert.equal(refusalOf({ uid, attributes: { ...NEWS.attributes, subtitle: { type: 'string', ...localized } } }, TYPES), undefined);
  assert.equal(
    refusalOf({ uid: 'api::event.event', attributes: {} }, { 'api::event.event': { attributes: { name: { type: 'string' } } } }),
    undefined,
  );
  assert.equal(refusalOf({ uid: 'api::brand-new.brand-new', attributes: {} }, TYPES), undefined);
});

test('removing, renaming or retyping a contract field is refused with the reason', () => {
  const { title: _title, ...withoutTitle } = NEWS.attributes;
  assert.match(refusalOf({ uid, attributes: withoutTitle }, TYPES)!, /“title” of News .* removing or renaming it would break/);
  assert.match(refusalOf({ uid, attributes: { ...withoutTitle, heading: { type: 'text' } } }, TYPES)!, /“title”/);
  assert.match(
    refusalOf({ uid, attributes: { ...NEWS.attributes, publishedTime: { type: 'string' } } }, TYPES)!,
    /must stay of type datetime/,
  );
  assert.match(
    refusalOf({ uid, attributes: { ...NEWS.attributes, title: { type: 'text', ...shared } } }, TYPES)!,
    /translated per language/,
  );
});

test('a kind cannot be deleted, change its kind, lose its translations or change Draft & Publish; the site’s own types are not editable', () => {
  assert.match(refusalOf({ uid, attributes: null }, TYPES)!, /cannot be deleted/);
  assert.match(refusalOf({ uid, attributes: NEWS.attributes, kind: 'singleType' }, TYPES)!, /must stay a collectionType/);
  assert.match(refusalOf({ uid, attributes: NEWS.attributes, localized: false }, TYPES)!, /must stay translatable/);
  assert.match(refusalOf({ uid, attributes: NEWS.attributes, draftAndPublish: false }, TYPES)!, /must keep Draft & Publish/);
  assert.equal(refusalOf({ uid, attributes: NEWS.attributes, draftAndPublish: true }, TYPES), undefined);
  const contact = { kind: 'singleType', options: { draftAndPublish: false }, attributes: {} };
  assert.match(
    refusalOf({ uid: 'api::contact.contact', attributes: {}, localized: true }, { 'api::contact.contact': contact })!,
    /shared by all languages/,
  );
  assert.match(
    refusalOf({ uid: 'api::contact.contact', attributes: {}, draftAndPublish: true }, { 'api::contact.contact': contact })!,
    /cannot get Draft & Publish/,
  );
});
