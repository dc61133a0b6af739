import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { KIND_NAMES } from '@lyceum/contract';
import { ACCOUNT_FIELDS } from '../src/api/account/lib/fields';
import guardRoutes, { SCHEMA_GUARD } from '../src/extensions/content-type-builder/strapi-server';
import { changesOf } from '../src/schema-guard/changes';
import { isSiteType, refusalOf, type CurrentType, type CurrentTypes } from '../src/schema-guard/contract-fields';

type Route = { method: string; path: string; handler: string; config?: { middlewares?: unknown[] } };
/** A file of a Strapi plugin's built server (the pieces this test needs, without loading the whole plugin). */
const pluginFile = (plugin: string, file: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(path.dirname(require.resolve(`${plugin}/package.json`)), 'dist/server', file)) as unknown;

const API = path.join(__dirname, '../src/api');
/** The site's own content types, from their schema files, as Strapi holds them: `api::<name>.<name>`. */
const SITE_SCHEMAS: CurrentTypes = Object.fromEntries(
  fs.readdirSync(API).flatMap((name) => {
    const file = path.join(API, name, 'content-types', name, 'schema.json');
    return fs.existsSync(file) ? [[`api::${name}.${name}`, JSON.parse(fs.readFileSync(file, 'utf8')) as CurrentType]] : [];
  }),
);
const upTypes = (
  pluginFile('@strapi/plugin-users-permissions', 'content-types/index.js') as { __require: () => Record<string, { schema: CurrentType }> }
).__require();
const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';
/** Strapi's user type as the site runs it: the plugin's, with the account's fields (cms/src/extensions/users-permissions). */
const TYPES: CurrentTypes = {
  ...SITE_SCHEMAS,
  [USER]: { ...upTypes.user.schema, attributes: { ...upTypes.user.schema.attributes, ...ACCOUNT_FIELDS } },
  [ROLE]: upTypes.role.schema,
};
const hidden = Object.keys(TYPES).filter((uid) => isSiteType(TYPES[uid]!));

/** The builder's bulk save of one type as its panel sends it: every field it shows, then the change's own. */
const bulk = (uid: string, extra: object[] = [], { action = 'update', leave = [] as string[] } = {}) => ({
  data: {
    components: [],
    contentTypes: [
      {
        action,
        uid,
        attributes: [
          ...Object.entries(TYPES[uid]?.attributes ?? {})
            .filter(([name]) => !leave.includes(name))
            .map(([name, properties]) => ({
              action: 'update',
              name,
              properties: { ...properties, targetAttribute: properties.inversedBy ?? properties.mappedBy },
            })),
          ...extra,
        ],
      },
    ],
  },
});
const judge = (handler: string, body: object, uid?: string) =>
  changesOf(handler, { uid }, body as Record<string, unknown>)
    .map((change) => refusalOf(change, TYPES))
    .find(Boolean);
const newType = (attributes: object[]) => ({
  data: { components: [], contentTypes: [{ action: 'create', uid: 'api::club.club', attributes }] },
});
const subtitle = { action: 'create', name: 'subtitle', properties: { type: 'string' } };

test('every content type of the site is a contract kind or hidden from the builder, so none escapes the guard', () => {
  const kinds = new Set(KIND_NAMES.map((name) => `api::${name}.${name}`));
  for (const uid of Object.keys(SITE_SCHEMAS)) {
    assert.ok(kinds.has(uid) || isSiteType(SITE_SCHEMAS[uid]!), `${uid}: a contract kind, or "content-type-builder": { "visible": false }`);
  }
  for (const uid of ['audit-entry', 'trash-entry', 'revision', 'revoked-token', 'publication-schedule'])
    assert.ok(hidden.includes(`api::${uid}.${uid}`), uid);
});

test('no type the site keeps can be changed, deleted or related into, by any of the builder’s routes', () => {
  assert.ok(hidden.length >= 6);
  for (const uid of hidden) {
    const refused = new RegExp(`${uid.replace(/[.]/g, '\\.')} is kept by the site itself`);
    assert.match(judge('schema.updateSchema', bulk(uid, [subtitle]))!, refused, `bulk save of ${uid}`);
    assert.match(judge('schema.updateSchema', bulk(uid, [], { action: 'delete' }))!, refused, `bulk delete of ${uid}`);
    assert.match(judge('schema.updateSchema', bulk(uid, [], { action: 'create' }))!, refused, `bulk create over ${uid}`);
    assert.match(judge('content-types.updateContentType', { contentType: { attributes: {} } }, uid)!, refused, `PUT ${uid}`);
    assert.match(judge('content-types.deleteContentType', {}, uid)!, refused, `DELETE ${uid}`);
    const relation = { type: 'relation', relation: 'oneToMany', target: uid, targetAttribute: 'club' };
    assert.match(judge('schema.updateSchema', newType([{ action: 'create', name: 'link', properties: relation }]))!, refused);
    assert.match(
      judge('content-types.createContentType', { contentType: { singularName: 'club', attributes: { link: relation } } })!,
      refused,
    );
  }
});

test("the account's sessions and two-factor fields can be neither removed, retyped nor overwritten by a relation", () => {
  const kept = /“\w+” of User is kept by the site or by Strapi itself/;
  for (const field of Object.keys(ACCOUNT_FIELDS)) {
    const retyped = bulk(USER, [{ action: 'update', name: field, properties: { type: 'boolean' } }], { leave: [field] });
    assert.match(judge('schema.updateSchema', retyped)!, kept, `${field} retyped`);
    assert.match(
      judge('schema.updateSchema', bulk(USER, [{ action: 'delete', name: field }], { leave: [field] }))!,
      kept,
      `${field} deleted`,
    );
    const attributes = { ...TYPES[USER]!.attributes, [field]: { type: 'text' } };
    assert.match(judge('content-types.updateContentType', { contentType: { attributes } }, USER)!, kept, `${field} retyped by PUT`);
    const relation = { type: 'relation', relation: 'oneToOne', target: USER, targetAttribute: field };
    assert.match(judge('schema.updateSchema', newType([{ action: 'create', name: 'owner', properties: relation }]))!, kept);
  }
  // Strapi's own user fields are as safe, and the rest of the type stays the superuser's.
  assert.match(judge('schema.updateSchema', bulk(USER, [{ action: 'delete', name: 'password' }], { leave: ['password'] }))!, kept);
  assert.equal(judge('schema.updateSchema', bulk(USER, [subtitle])), undefined, 'a new field on the user');
  assert.equal(
    judge('schema.updateSchema', bulk(USER, [subtitle], { leave: Object.keys(ACCOUNT_FIELDS) })),
    undefined,
    'Strapi keeps what a save leaves out',
  );
  const owners = { type: 'relation', relation: 'oneToMany', target: USER, targetAttribute: 'clubs' };
  assert.equal(judge('schema.updateSchema', newType([{ action: 'create', name: 'owners', properties: owners }])), undefined);
});

test("the contract's fields cannot be overwritten by a relation, nor the type they relate to deleted", () => {
  const relation = { type: 'relation', relation: 'oneToOne', target: 'api::news.news', targetAttribute: 'title' };
  assert.match(judge('schema.updateSchema', newType([{ action: 'create', name: 'story', properties: relation }]))!, /“title” of News/);
  assert.equal(
    judge('schema.updateSchema', newType([{ action: 'create', name: 'story', properties: { ...relation, targetAttribute: 'clubs' } }])),
    undefined,
  );
  // The user's role is a kept field: the role type goes nowhere (and is hidden besides).
  const types = { ...TYPES, [ROLE]: { ...TYPES[ROLE]!, pluginOptions: {} } };
  const change = changesOf('content-types.deleteContentType', { uid: ROLE }, {})[0];
  assert.match(refusalOf(change, types)!, /“role” of User .* relates to plugin::users-permissions\.role: it cannot be deleted/);
  assert.equal(refusalOf(changesOf('content-types.deleteContentType', { uid: 'api::club.club' }, {})[0], types), undefined);
});

test('only the builder’s content-type handlers are judged; its components are not content', () => {
  assert.deepEqual(changesOf('components.updateComponent', { uid: 'default.x' }, { component: {} }), []);
  assert.deepEqual(changesOf('schema.updateSchema', {}, { data: { contentTypes: 'not a list' } }), []);
  assert.deepEqual(changesOf('schema.updateSchema', {}, undefined), []);
  assert.deepEqual(changesOf('content-types.updateContentType', {}, {}), []);
  assert.deepEqual(
    changesOf('schema.updateSchema', {}, { data: { contentTypes: [{ action: 'update', uid: 'api::news.news', attributes: 7 }] } }),
    [{ uid: 'api::news.news', attributes: {}, deleted: [], kind: undefined, draftAndPublish: undefined, localized: undefined }],
  );
});

test('the guard is a middleware of every builder route that changes something, after the builder’s own', () => {
  const plugin = guardRoutes({ routes: pluginFile('@strapi/content-type-builder', 'routes/index.js') as never });
  const routes = Object.values(plugin.routes).flatMap((router) => router.routes as Route[]);
  const changing = routes.filter((route) => route.method !== 'GET');
  assert.deepEqual(changing.map((route) => route.handler).sort(), [
    'component-categories.deleteCategory',
    'component-categories.editCategory',
    'components.createComponent',
    'components.deleteComponent',
    'components.updateComponent',
    'content-types.createContentType',
    'content-types.deleteContentType',
    'content-types.updateContentType',
    'schema.updateSchema',
  ]);
  for (const route of changing) assert.equal(route.config?.middlewares?.at(-1), SCHEMA_GUARD, `${route.method} ${route.path}`);
  for (const route of routes.filter((one) => one.method === 'GET')) assert.ok(!route.config?.middlewares?.includes(SCHEMA_GUARD));
});
