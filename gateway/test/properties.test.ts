/**
 * Property tests over every contract route: arbitrary JSON bodies, query strings and path ids,
 * with and without the admin's token, never get a 5xx and never change stored data.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { ERRORS, isErrorCode, type ErrorCode } from '@lyceum/contract';
import { startStack, type Stack } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The API's routes (docs/api.md) and the admin additions (password, trash, audit); `{id}` is filled with an
 * arbitrary path segment. Left out: the login (its throttling is its own test) and the logout (it
 * would end the suite's token; its own test checks it).
 */
const ROUTES: [Method, string][] = [
  ['GET', '/api/auth'],
  ['PUT', '/api/auth/password'],
  ['POST', '/api/attachment'],
  ['POST', '/api/attachment/document'],
  ['GET', '/api/attachment/{id}'],
  ['GET', '/api/attachment/resize/{id}'],
  ['GET', '/api/v1/baseInfo'],
  ['POST', '/api/v1/baseInfo'],
  ['PUT', '/api/v1/baseInfo'],
  ['DELETE', '/api/v1/baseInfo/{id}'],
  ['GET', '/api/public/base'],
  ['GET', '/api/v1/menu'],
  ['GET', '/api/v1/menu/{id}'],
  ['POST', '/api/v1/menu'],
  ['PUT', '/api/v1/menu'],
  ['PUT', '/api/v1/menu/{id}/toggle'],
  ['DELETE', '/api/v1/menu/{id}'],
  ['GET', '/api/v1/page'],
  ['POST', '/api/v1/page'],
  ['GET', '/api/public/menu'],
  ['GET', '/api/public/page'],
  ['GET', '/api/v1/blog'],
  ['GET', '/api/v1/blog/{id}'],
  ['POST', '/api/v1/blog'],
  ['PUT', '/api/v1/blog'],
  ['DELETE', '/api/v1/blog/{id}'],
  ['GET', '/api/public/news'],
  ['GET', '/api/public/news/{id}'],
  ['GET', '/api/v1/events'],
  ['GET', '/api/v1/events/{id}'],
  ['POST', '/api/v1/events'],
  ['PUT', '/api/v1/events'],
  ['DELETE', '/api/v1/events/{id}'],
  ['GET', '/api/public/events'],
  ['GET', '/api/public/events/month'],
  ['GET', '/api/public/events/{id}'],
  ['GET', '/api/v1/documents'],
  ['GET', '/api/v1/documents/{id}'],
  ['POST', '/api/v1/documents'],
  ['PUT', '/api/v1/documents'],
  ['DELETE', '/api/v1/documents/{id}'],
  ['GET', '/api/public/documents'],
  ['GET', '/api/public/documents/{id}'],
  ['GET', '/uz/documents/{id}'],
  ['GET', '/api/v1/announcements'],
  ['POST', '/api/v1/announcements'],
  ['PUT', '/api/v1/announcements'],
  ['GET', '/api/public/announcements'],
  ['PUT', '/api/v1/schedule'],
  ['GET', '/api/v1/media'],
  ['POST', '/api/v1/media'],
  ['DELETE', '/api/v1/media/{id}'],
  ['GET', '/api/public/media'],
  ['GET', '/api/v1/staff'],
  ['POST', '/api/v1/staff'],
  ['DELETE', '/api/v1/staff/{id}'],
  ['GET', '/api/public/staff'],
  ['GET', '/api/v1/trash'],
  ['POST', '/api/v1/trash/{id}/restore'],
  ['DELETE', '/api/v1/trash/{id}'],
  ['GET', '/api/v1/audit'],
];

/** Field names the routes read, so that arbitrary values reach the validation of real fields too. */
const FIELDS = [
  'id',
  'type',
  'data',
  'lang',
  'page',
  'size',
  'direction',
  'kind',
  'group',
  'groupName',
  'url',
  'menu',
  'nameUz',
  'nameEn',
  'nameRu',
  'active',
  'number',
  'photo',
  'publishedTime',
  'titleUz',
  'titleEn',
  'titleRu',
  'textUz',
  'textEn',
  'textRu',
  'startsAt',
  'endsAt',
  'allDay',
  'registrationUrl',
  'file',
  'date',
  'category',
  'year',
  'inForce',
  'supersededBy',
  'descriptionUz',
  'placeRu',
  'when',
  'month',
  'publishAt',
  'level',
  'address',
  'others',
  'definition',
  'definitionEn',
  'definitionRu',
  'fullName',
  'fullNameEn',
  'fullNameRu',
  'position',
  'positionEn',
  'positionRu',
  'phone',
  'admission',
  'quote',
  'uz',
  'en',
  'ru',
  'currentPassword',
  'password',
  'file',
];

/** Dates and months at and past the site's years (1900–2199 in Tashkent), valid and not. */
const DATES = [
  '9999-12-31T23:00:00-05:00',
  '2200-01-01T00:00:00+05:00',
  '2199-12-31T23:59:59+05:00',
  '1900-01-01T00:00:00+05:00',
  '1899-12-31T23:59:59+05:00',
  '0000-01-01T00:00:00Z',
  '2026-02-30T10:00:00+05:00',
  '9999-12',
  '2200-01',
  '2199-12',
  '1899-12',
];
const key = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }));
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(key, fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...DATES)), { maxKeys: 12 }),
  fc.string({ maxLength: 40 }).map((text) => ({ raw: text })), // sent as it is: mostly not JSON
);
const query = fc.array(
  fc.tuple(key, fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('%', '%E0%A4%A', '-1', '1e9', 'NaN', 'DESC', ...DATES))),
  {
    maxLength: 5,
  },
);
const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%', '%E0%A4%A', '..', '%2e%2e', '%2F', 'a'.repeat(300), '0', 'null'),
);

/** Everything an admin can read, the uploaded files and the accounts: what must not change. */
async function snapshot(stack: Stack) {
  const read = async (route: string) => (await stack.call('GET', route)).body;
  const menu = (await read('/api/v1/menu')) as { content: { id: string }[] };
  const reads = [
    '/api/v1/baseInfo',
    '/api/v1/blog?size=100',
    '/api/v1/events?size=100',
    '/api/v1/announcements?size=100',
    '/api/v1/media?size=100',
    '/api/v1/staff?type=LEADER',
    '/api/v1/staff?type=STAFF',
    '/api/v1/trash?size=100',
    '/api/v1/audit?size=100',
    ...menu.content.map((item) => `/api/v1/page?menu=${item.id}`),
  ];
  const rows = (table: string, columns: string) =>
    stack.sql({ postgres: `SELECT ${columns} FROM ${table} ORDER BY id`, sqlite: `SELECT ${columns} FROM ${table} ORDER BY id` });
  // One read after another: a burst of two dozen on a busy machine could outlast the gateway's
  // timeout and record an outage instead of the data.
  const answers = [];
  for (const route of reads) {
    const answer = await read(route);
    assert.notEqual(answer?.success, false, `${route} → ${JSON.stringify(answer)}`);
    answers.push(answer);
  }
  return {
    menu,
    reads: answers,
    files: await rows('files', 'id, hash, url'),
    accounts: await rows('up_users', 'id, username, password, blocked'),
  };
}

describe('every contract route, arbitrary input', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  test('never a 5xx, always the JSON error envelope for API errors, and stored data unchanged', async (t) => {
    const before = await snapshot(stack);
    const accepted: string[] = [];
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        body,
        query,
        segment,
        fc.boolean(),
        async ([method, template], payload, pairs, id, withToken) => {
          const search = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
          const route = `${template.replace('{id}', id)}${search ? `?${search}` : ''}`;
          const raw = typeof payload === 'object' && payload !== null && 'raw' in payload && Object.keys(payload).length === 1;
          const answer = await stack.call(method, route, {
            token: withToken ? undefined : null,
            body: method === 'GET' || method === 'DELETE' ? undefined : raw ? String((payload as { raw: unknown }).raw) : payload,
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          assert.ok(answer.status < 500, `${method} ${route} ${JSON.stringify(payload)} → ${answer.status} ${answer.text.slice(0, 200)}`);
          if (answer.status >= 400 && route.startsWith('/api/') && !(method === 'GET' && route.startsWith('/api/attachment/'))) {
            assert.equal(answer.body?.success, false, `${method} ${route} → ${answer.text.slice(0, 200)}`);
            assert.equal(typeof answer.body.message, 'string');
            assert.ok(isErrorCode(answer.body.code), `${method} ${route} → ${answer.text.slice(0, 200)}`);
            assert.equal(answer.status, ERRORS[answer.body.code as ErrorCode].status, `${method} ${route} → ${answer.text.slice(0, 200)}`);
          }
          if (method !== 'GET' && answer.status < 300) accepted.push(`${method} ${route} ${JSON.stringify(payload)}`);
        },
      ),
      {
        numRuns: Number(process.env.PROPERTY_RUNS ?? 1500),
        seed: process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined,
      },
    );
    t.diagnostic(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    assert.deepEqual(accepted, [], 'no arbitrary write was valid');
    assert.deepEqual(await snapshot(stack), before);
  });
});
