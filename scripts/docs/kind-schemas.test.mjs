import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { kindOf } from '@lyceum/contract';
import { kindSchemas, schemaOf } from './kind-schemas.mjs';

test("every content kind's Strapi schema is the one its declaration writes, beside its core parts (npm run docs)", async () => {
  for (const { file, text, ifMissing } of await kindSchemas()) {
    if (ifMissing) assert.ok(fs.existsSync(file), `${file} is missing`);
    else assert.equal(fs.readFileSync(file, 'utf8'), text, file);
  }
});

test("a field the superuser added in Strapi's panel is kept after the declared ones; a declared field comes back as declared", () => {
  const news = kindOf('news');
  const subtitle = { type: 'string', pluginOptions: { i18n: { localized: true } } };
  const panelWrote = {
    attributes: {
      subtitle,
      // The panel may write a declared field in its own form, or loosen a rule the contract holds.
      title: { pluginOptions: { i18n: { localized: true } }, type: 'text', maxLength: 5000 },
    },
  };
  const schema = schemaOf(news, panelWrote);
  assert.deepEqual(Object.keys(schema.attributes), [...Object.keys(news.fields), 'subtitle']);
  assert.deepEqual(schema.attributes.subtitle, subtitle);
  assert.deepEqual(schema.attributes.title, {
    type: 'text',
    pluginOptions: { i18n: { localized: true } },
    maxLength: 500,
    required: true,
  });
});

test('a schema says what the declaration says: translation, Draft & Publish, single type, media', () => {
  const news = schemaOf(kindOf('news'));
  assert.equal(news.kind, 'collectionType');
  assert.equal(news.collectionName, 'news_items');
  assert.deepEqual(news.options, { draftAndPublish: true });
  assert.deepEqual(news.attributes.publishedTime.pluginOptions, { i18n: { localized: false } });
  assert.deepEqual(news.attributes.photo, {
    type: 'media',
    pluginOptions: { i18n: { localized: false } },
    multiple: false,
    required: false,
    allowedTypes: ['images'],
  });
  const contact = schemaOf(kindOf('contact'));
  assert.equal(contact.kind, 'singleType');
  assert.deepEqual(contact.pluginOptions, {});
  assert.equal(contact.attributes.phone.pluginOptions, undefined);
  assert.equal(schemaOf(kindOf('media-item')).attributes.others.multiple, true);
  const documents = schemaOf(kindOf('official-document'));
  assert.deepEqual(documents.attributes.file.allowedTypes, ['files'], "a document's file is no image");
  assert.deepEqual(documents.attributes.date, { type: 'date', pluginOptions: { i18n: { localized: false } }, required: true });
  assert.equal(documents.attributes.category.labels, undefined, "the categories' names are the site's, not Strapi's");
});
