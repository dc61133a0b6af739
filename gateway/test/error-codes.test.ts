/**
 * Every refusal of the API carries a stable `code` from the contract's table, with that code's
 * status: clients act on the code, never on the wording.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ERRORS, ERROR_CODES, type ErrorCode } from '@lyceum/contract';
import { ADMIN, keepSingleItems, startStack, type Answer, type Stack } from './harness.js';
import { newsBody } from './bodies.js';
import { fileForm, image, uploadImage } from './images.js';

/** Well formed, but the id of no document. */
const UNKNOWN = 'unknownid123';
/** Not even the form of an id: as unknown as the one above. */
const MALFORMED = 'x-unknown-id';

describe('error codes', () => {
  let stack: Stack;
  let photo: string;
  let putBack: (() => Promise<void>) | undefined;
  const seen = new Set<string>();
  before(async () => {
    stack = await startStack();
    photo = await uploadImage(stack);
    putBack = await keepSingleItems(stack, ['HEADER_QUOTE']);
  });
  after(async () => {
    await putBack?.();
    await stack?.close();
  });

  /** The answer is the contract's error envelope with this code and the code's status. */
  const refused = (answer: Answer, code: ErrorCode, what = '') => {
    const label = `${what} ${answer.status} ${answer.text}`;
    assert.equal(answer.body?.success, false, label);
    assert.equal(answer.body.code, code, label);
    assert.equal(answer.status, ERRORS[code].status, label);
    assert.equal(typeof answer.body.message, 'string', label);
    seen.add(answer.body.code);
  };

  const news = (overrides: Record<string, unknown> = {}) => newsBody(photo, overrides);
  const menu = (overrides: Record<string, unknown> = {}) => ({
    nameUz: 'Sinov',
    nameEn: 'Test',
    nameRu: 'Тест',
    url: 'error-codes',
    groupName: 'activity',
    number: 5,
    ...overrides,
  });
  const person = () => ({
    fullName: 'Test Testov',
    position: 'Teacher',
    phone: '+998 90 123 45 67',
    admission: 'Mon',
    photo,
    number: 1,
    type: 'LEADER',
  });
  const partner = () => JSON.stringify({ uz: 'Hamkor', en: 'Partner', ru: 'Партнёр', url: 'https://example.org', photo });

  test('the request itself: bad JSON, a body too large, an unknown API route, a broken rule', async () => {
    const badJson = await stack.call('POST', '/api/v1/blog', { body: '{"titleUz": ' });
    refused(badJson, 'INVALID_JSON');
    assert.equal(badJson.body.message, 'The request body is not valid JSON');
    refused(await stack.call('POST', '/api/v1/blog', { body: JSON.stringify({ text: 'x'.repeat(3_000_000) }) }), 'BODY_TOO_LARGE');
    for (const route of ['/api/nothing', '/api/public/nothing', '/api/v1/nothing'])
      refused(await stack.call('GET', route, { token: null }), 'API_ROUTE_NOT_FOUND', route);

    const invalid = await stack.call('POST', '/api/v1/blog', { body: news({ titleUz: '' }) });
    refused(invalid, 'INVALID_REQUEST');
    assert.equal(invalid.body.message, 'titleUz: is required');
    assert.deepEqual(invalid.body.errors, { titleUz: 'is required' });
    refused(await stack.call('GET', '/api/public/base?type=NOPE', { token: null }), 'INVALID_REQUEST');
  });

  test('signing in: no token, a bad token, a wrong login, a wrong current password', async () => {
    refused(await stack.call('GET', '/api/v1/blog', { token: null }), 'AUTH_REQUIRED');
    refused(await stack.call('GET', '/api/v1/blog', { token: 'not.a.token' }), 'TOKEN_INVALID');
    refused(await stack.call('GET', '/api/auth', { token: 'not.a.token' }), 'TOKEN_INVALID');
    const wrong = await stack.call('POST', '/api/auth', { body: { ...ADMIN, password: 'wrong-password' }, token: null });
    refused(wrong, 'LOGIN_FAILED');
    assert.equal(wrong.body.message, 'Username yoki password xato!');
    refused(await stack.call('POST', '/api/auth', { body: { username: ADMIN.username }, token: null }), 'INVALID_REQUEST');
    const password = await stack.call('PUT', '/api/auth/password', {
      body: { currentPassword: 'not-the-password', password: 'A-new-password-123' },
    });
    refused(password, 'PASSWORD_WRONG');
    assert.deepEqual(password.body.errors, { currentPassword: 'is wrong' });
  });

  test('two-factor settings refuse what their state does not allow', async () => {
    refused(await stack.call('POST', '/api/auth/two-factor/enable', { body: { code: '123456' } }), 'TWO_FACTOR_NOT_SET_UP');
    refused(
      await stack.call('POST', '/api/auth/two-factor/disable', { body: { password: ADMIN.password, code: '123456' } }),
      'TWO_FACTOR_NOT_ON',
    );
  });

  test('an unknown id is a 404 with the code of its kind, in a path or in a body', async () => {
    const cases: [string, string, unknown, ErrorCode][] = [
      ['GET', `/api/v1/blog/${UNKNOWN}`, undefined, 'NEWS_NOT_FOUND'],
      ['GET', `/api/v1/blog/${MALFORMED}`, undefined, 'NEWS_NOT_FOUND'],
      ['DELETE', `/api/v1/blog/${UNKNOWN}`, undefined, 'NEWS_NOT_FOUND'],
      ['PUT', '/api/v1/blog', news({ id: MALFORMED }), 'NEWS_NOT_FOUND'],
      ['PUT', '/api/v1/blog', news({ id: UNKNOWN }), 'NEWS_NOT_FOUND'],
      ['GET', `/api/v1/menu/${UNKNOWN}`, undefined, 'MENU_NOT_FOUND'],
      ['PUT', `/api/v1/menu/${MALFORMED}/toggle`, undefined, 'MENU_NOT_FOUND'],
      ['PUT', '/api/v1/menu', menu({ id: MALFORMED }), 'MENU_NOT_FOUND'],
      ['PUT', '/api/v1/menu', menu({ id: UNKNOWN }), 'MENU_NOT_FOUND'],
      ['DELETE', `/api/v1/menu/${UNKNOWN}`, undefined, 'MENU_NOT_FOUND'],
      ['GET', `/api/v1/page?menu=${MALFORMED}`, undefined, 'MENU_NOT_FOUND'],
      ['POST', '/api/v1/staff', { ...person(), id: MALFORMED }, 'PERSON_NOT_FOUND'],
      ['POST', '/api/v1/staff', { ...person(), id: UNKNOWN }, 'PERSON_NOT_FOUND'],
      ['DELETE', `/api/v1/staff/${UNKNOWN}`, undefined, 'PERSON_NOT_FOUND'],
      ['DELETE', `/api/v1/media/${MALFORMED}`, undefined, 'MEDIA_NOT_FOUND'],
      ['PUT', '/api/v1/baseInfo', { id: MALFORMED, type: 'PARTNER', data: partner() }, 'ITEM_NOT_FOUND'],
      ['PUT', '/api/v1/baseInfo', { id: UNKNOWN, type: 'PARTNER', data: partner() }, 'ITEM_NOT_FOUND'],
      ['DELETE', `/api/v1/baseInfo/${UNKNOWN}`, undefined, 'ITEM_NOT_FOUND'],
      ['POST', `/api/v1/trash/${UNKNOWN}/restore`, undefined, 'TRASH_ENTRY_NOT_FOUND'],
      ['POST', `/api/v1/trash/${MALFORMED}/restore`, undefined, 'TRASH_ENTRY_NOT_FOUND'],
      ['DELETE', `/api/v1/trash/${UNKNOWN}`, undefined, 'TRASH_ENTRY_NOT_FOUND'],
    ];
    for (const [method, route, body, code] of cases) refused(await stack.call(method, route, { body }), code, `${method} ${route}`);
    const staff = await stack.call('POST', '/api/v1/staff', { body: { ...person(), id: UNKNOWN } });
    assert.equal(staff.body.cause, 'No such person', 'a staff refusal keeps its cause');

    refused(await stack.call('GET', `/api/public/news/${UNKNOWN}?lang=en`, { token: null }), 'NEWS_NOT_FOUND');
    refused(await stack.call('GET', '/api/public/page?groupName=info&url=/no-such-page', { token: null }), 'PAGE_NOT_FOUND');
    const page = { menu: UNKNOWN, titleUz: 'S', titleEn: 'T', titleRu: 'З', textUz: '<p>a</p>', textEn: '<p>b</p>', textRu: '<p>c</p>' };
    const orphan = await stack.call('POST', '/api/v1/page', { body: page });
    refused(orphan, 'REFERENCE_MISSING');
    assert.equal(orphan.body.message, 'menuId: no such document');
  });

  test('content rules: a menu url taken in its group, a restore over a newer item', async () => {
    const taken = await stack.call('POST', '/api/v1/menu', { body: menu({ url: '/history', groupName: 'info' }) });
    refused(taken, 'MENU_URL_TAKEN');
    assert.match(taken.body.message, /^An item with group 'info' and url '\/history' already exists$/);
    assert.deepEqual(taken.body.details, { group: 'info', url: '/history' });

    const original = (await stack.call('GET', '/api/v1/baseInfo?type=HEADER_QUOTE')).body.content[0];
    assert.equal((await stack.call('DELETE', `/api/v1/baseInfo/${original.id}`)).status, 200);
    const entry = (await stack.call('GET', '/api/v1/trash')).body.content.content[0];
    const newer = await stack.call('POST', '/api/v1/baseInfo', {
      body: { type: 'HEADER_QUOTE', data: JSON.stringify({ uz: 'Yangi', en: 'Newer', ru: 'Новее' }) },
    });
    assert.equal(newer.status, 200, newer.text);
    const conflict = await stack.call('POST', `/api/v1/trash/${entry.id}/restore`);
    refused(conflict, 'TRASH_RESTORE_CONFLICT');
    assert.equal(conflict.body.message, 'A newer item has taken its place; delete that one first');
  });

  test('files: not an image, no file, an unreadable image, an unknown file', async () => {
    refused(
      await stack.call('POST', '/api/attachment', { form: fileForm('plain text, not a picture', 'note.png', 'image/png') }),
      'NOT_AN_IMAGE',
    );
    refused(await stack.call('POST', '/api/attachment', { form: new FormData() }), 'INVALID_REQUEST');
    const truncated = (await image(300, 200)).subarray(0, 200);
    refused(await stack.call('POST', '/api/attachment', { form: fileForm(truncated, 'cut.png', 'image/png') }), 'IMAGE_UNREADABLE');
    refused(
      await stack.call('POST', '/api/attachment', { token: null, form: fileForm(truncated, 'cut.png', 'image/png') }),
      'AUTH_REQUIRED',
    );
    for (const route of [
      '/api/attachment/nothing_here.png',
      '/api/attachment/resize/nothing_here.png',
      '/api/attachment/og/nothing_here.png',
    ])
      refused(await stack.call('GET', route, { token: null }), 'FILE_NOT_FOUND', route);
    refused(await stack.call('GET', '/api/attachment/..%2F..%2Fpackage.json', { token: null }), 'FILE_NOT_FOUND');
  });

  test('every code seen is one of the contract', () => {
    assert.ok(seen.size >= 20, [...seen].join());
    for (const code of seen) assert.ok(ERROR_CODES.includes(code as ErrorCode), code);
  });
});
