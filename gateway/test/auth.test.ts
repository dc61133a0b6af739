import assert from 'node:assert/strict';
import { stripVTControlCharacters } from 'node:util';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ADMIN, signJwt, startStack, type Stack } from './harness.js';
import { runStrapiCommand } from '../../scripts/lib/processes.mjs';

/** Every admin route of the API (docs/api.md), with a body that would otherwise be acceptable in shape. */
const ADMIN_ROUTES: [string, string, unknown?][] = [
  ['DELETE', '/api/auth'],
  ['PUT', '/api/auth/password', { currentPassword: 'whatever-it-is', password: 'a-new-long-password' }],
  ['DELETE', '/api/auth/sessions'],
  ['GET', '/api/auth/two-factor'],
  ['POST', '/api/auth/two-factor/setup'],
  ['POST', '/api/auth/two-factor/enable', { code: '123456' }],
  ['POST', '/api/auth/two-factor/disable', { password: 'whatever-it-is', code: '123456' }],
  ['GET', '/api/v1/baseInfo'],
  ['GET', '/api/v1/baseInfo?type=PARTNER'],
  ['POST', '/api/v1/baseInfo', { type: 'DIRECTION', data: '{"uz":"a","en":"b","ru":"c"}' }],
  ['PUT', '/api/v1/baseInfo', { id: 'abc', type: 'DIRECTION', data: '{"uz":"a","en":"b","ru":"c"}' }],
  ['DELETE', '/api/v1/baseInfo/abc'],
  ['GET', '/api/v1/menu?group=info'],
  ['GET', '/api/v1/menu/abc'],
  ['POST', '/api/v1/menu', { nameUz: 'a', nameEn: 'b', nameRu: 'c', url: '/x', groupName: 'info', number: 1 }],
  ['PUT', '/api/v1/menu', { id: 'abc', nameUz: 'a', nameEn: 'b', nameRu: 'c', url: '/x', groupName: 'info', number: 1 }],
  ['PUT', '/api/v1/menu/abc/toggle'],
  ['DELETE', '/api/v1/menu/abc'],
  ['GET', '/api/v1/page?menu=abc'],
  ['POST', '/api/v1/page', { menu: 'abc', titleUz: 'a' }],
  ['GET', '/api/v1/blog'],
  ['GET', '/api/v1/blog/abc'],
  ['POST', '/api/v1/blog', { titleUz: 'a' }],
  ['PUT', '/api/v1/blog', { id: 'abc' }],
  ['DELETE', '/api/v1/blog/abc'],
  ['GET', '/api/v1/media'],
  ['POST', '/api/v1/media', { type: 'VIDEO_GALLERY', address: 'https://youtu.be/aqz-KE-bpKQ', definition: 'x' }],
  ['DELETE', '/api/v1/media/abc'],
  ['GET', '/api/v1/staff?type=LEADER'],
  ['POST', '/api/v1/staff', { fullName: 'x' }],
  ['DELETE', '/api/v1/staff/abc'],
  ['POST', '/api/attachment'],
  ['GET', '/api/v1/appeals'],
  ['GET', '/api/v1/appeals/2026-00001'],
  ['POST', '/api/v1/appeals/2026-00001/answer', { text: 'Javob' }],
];

/** What the gateway's public routes read through Strapi's public role: collections and single types. */
const PUBLIC_COLLECTIONS = [
  'news-items',
  'menu-items',
  'page-texts',
  'media-items',
  'people',
  'carousel-slides',
  'partners',
  'directions',
  'interactive-services',
  'events',
  'announcements',
  'official-documents',
];
const PUBLIC_SINGLES = ['header-slogan', 'short-info', 'contact'];

describe('auth', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ LOGIN_MAX_FAILURES_PER_USER: '3', LOGIN_MAX_FAILURES_PER_IP: '12' });
  });
  after(() => stack?.close());

  test('login answers the token as text/plain, and the token validates', async () => {
    const login = await stack.call('POST', '/api/auth', { body: ADMIN, token: null });
    assert.equal(login.status, 200);
    assert.match(login.headers.get('content-type') ?? '', /^text\/plain/);
    assert.match(login.text, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    const check = await stack.call('GET', '/api/auth', { token: login.text });
    assert.equal(check.status, 200);
    assert.deepEqual(check.body, { success: true, content: { username: ADMIN.username, role: 'administrator', menuGroups: [], twoFactorSetupNeeded: false } });
  });

  test('a wrong password and an unknown user get the same 401', async () => {
    const wrong = await stack.call('POST', '/api/auth', { body: { username: ADMIN.username, password: 'nope' }, token: null });
    const unknown = await stack.call('POST', '/api/auth', { body: { username: 'nobody-here', password: 'nope' }, token: null });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.equal(wrong.body.success, false);
    assert.deepEqual(wrong.body, unknown.body);
  });

  test('a missing field is a 400 with errors', async () => {
    const noPassword = await stack.call('POST', '/api/auth', { body: { username: 'x' }, token: null });
    assert.equal(noPassword.status, 400);
    assert.equal(noPassword.body.errors.password, 'is required');
    const noUsername = await stack.call('POST', '/api/auth', { body: { password: 'x' }, token: null });
    assert.equal(noUsername.status, 400);
    assert.ok(noUsername.body.errors.username);
    const malformed = await stack.call('POST', '/api/auth', { body: '{"username":', token: null });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.success, false);
  });

  test('the token check answers 401 without a token, with a bad one, or a malformed header', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-a-token' }, { Authorization: 'Basic abc' }] as Record<string, string>[]) {
      const answer = await stack.call('GET', '/api/auth', { token: null, headers });
      assert.equal(answer.status, 401, JSON.stringify(headers));
      assert.equal(answer.body.success, false);
    }
  });

  test('every admin route answers 401 without a token and with a bad token', async () => {
    for (const [method, route, body] of ADMIN_ROUTES) {
      for (const token of [null, 'eyJhbGciOiJIUzI1NiJ9.e30.invalid']) {
        const answer = await stack.call(method, route, { body, token });
        assert.equal(answer.status, 401, `${method} ${route} with ${token ? 'a bad' : 'no'} token`);
        assert.equal(answer.body.success, false);
        assert.equal(typeof answer.body.message, 'string');
      }
    }
  });

  const freshToken = async (password = ADMIN.password) => {
    const login = await stack.call('POST', '/api/auth', { body: { ...ADMIN, password }, token: null });
    assert.equal(login.status, 200, login.text);
    return login.text;
  };

  test('logout ends that token on the server, for the gateway and Strapi alike; other tokens go on', async () => {
    const token = await freshToken();
    assert.equal((await stack.call('GET', '/api/v1/blog', { token })).status, 200);
    const out = await stack.call('DELETE', '/api/auth', { token });
    assert.equal(out.status, 200, out.text);
    assert.equal(out.body.success, true);
    for (const [method, route] of [
      ['GET', '/api/auth'],
      ['GET', '/api/v1/blog'],
      ['DELETE', '/api/auth'],
    ]) {
      const answer = await stack.call(method, route, { token });
      assert.equal(answer.status, 401, `${method} ${route}`);
      assert.equal(answer.body.success, false);
    }
    for (const scheme of ['Bearer', 'bearer', 'BEARER ']) {
      const strapi = await fetch(`${stack.cmsUrl}/api/users/me`, { headers: { Authorization: `${scheme} ${token}` } });
      assert.equal(strapi.status, 401, `Strapi itself refuses the token (${scheme})`);
    }
    assert.equal((await stack.call('GET', '/api/auth')).status, 200, "the suite's own token still works");
  });

  test('a token lives the documented 12 hours; past its expiry the gateway and Strapi refuse it', async () => {
    const claims = JSON.parse(Buffer.from(stack.token.split('.')[1], 'base64url').toString()) as Record<string, number>;
    assert.equal(claims.exp - claims.iat, 12 * 60 * 60, 'ADMIN_TOKEN_TTL defaults to 12h');
    // Tokens signed with Strapi's own secret, as it signs them: one still inside its lifetime, one past it.
    const now = Math.floor(Date.now() / 1000);
    const signed = (iat: number) => signJwt({ ...claims, jti: crypto.randomUUID(), iat, exp: iat + 12 * 60 * 60 }, stack.cmsEnv.JWT_SECRET);
    const live = signed(now - 60);
    const expired = signed(now - 12 * 60 * 60 - 60);
    assert.equal((await stack.call('GET', '/api/auth', { token: live })).status, 200, 'the forged live token is accepted');
    for (const [method, route, body] of [['GET', '/api/auth'] as const, ...ADMIN_ROUTES]) {
      const answer = await stack.call(method, route, { token: expired, body });
      assert.equal(answer.status, 401, `${method} ${route} with an expired token`);
      assert.equal(answer.body.success, false);
    }
    const strapi = await fetch(`${stack.cmsUrl}/api/users/me`, { headers: { Authorization: `Bearer ${expired}` } });
    assert.equal(strapi.status, 401, 'Strapi itself refuses the expired token');
  });

  /** Calls each route on Strapi directly; the ones that did not refuse (401/403), with their status. */
  const reachable = async (routes: [string, string][], token?: string) => {
    const open: string[] = [];
    for (const [method, route] of routes) {
      const concrete = route.replace(':kind', 'news').replace(/:\w+/g, 'probe').replace('(.*)', 'github');
      const answer = await fetch(`${stack.cmsUrl}${concrete}`, {
        method,
        body: ['POST', 'PUT'].includes(method) ? '{}' : undefined,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        redirect: 'manual',
      });
      if (![401, 403].includes(answer.status)) open.push(`${method} ${route} ${answer.status}`);
    }
    return open.sort();
  };
  const READS = [...PUBLIC_COLLECTIONS, ...PUBLIC_SINGLES].map((type) => `GET /api/${type} 200`);

  test("of Strapi's own routes, the public role reaches only the contract's reads and the login; an admin only what the admin area uses", async () => {
    const routes = await strapiContentRoutes(stack.cmsEnv);
    assert.ok(routes.length > 80, `Strapi lists its routes (${routes.length})`);
    const login = ['POST /api/account/login 400', 'POST /api/account/login-subject 400', 'POST /api/account/invitation/accept 400'];
    // The names of files only drafts use are the gateway's alone (its CMS_GATEWAY_SECRET; drafts.test.ts), though the
    // public role may call the route.
    assert.deepEqual(await reachable(routes), [...READS, ...login].sort());
    // The admin's own logouts are left out here: they would end the suite's token (their own tests are below and in account.test.ts).
    const admin = await reachable(
      routes.filter(([, route]) => !['/api/lyceum/logout', '/api/account/sessions/end'].includes(route)),
      stack.token,
    );
    assert.deepEqual(
      admin,
      [
        ...READS,
        'POST /api/lyceum/documents/:kind 400',
        'DELETE /api/lyceum/documents/:kind/:documentId 404',
        'GET /api/lyceum/trash 200',
        'POST /api/lyceum/trash/:entryId/restore 404',
        'DELETE /api/lyceum/trash/:entryId 404',
        'GET /api/lyceum/audit 200',
        'GET /api/lyceum/schedules 200',
        'PUT /api/lyceum/schedules/:kind/:documentId 400',
        'DELETE /api/lyceum/schedules/:kind/:documentId 404',
        'GET /api/lyceum/revisions/:kind/:documentId 200',
        'POST /api/lyceum/revisions/:revisionId/restore 404',
        // The review of authors' drafts (docs/editorial-workflow.md, "Review").
        'GET /api/lyceum/reviews 200',
        'GET /api/lyceum/reviews/owners 200',
        'GET /api/lyceum/reviews/:kind/:documentId 200',
        'POST /api/lyceum/reviews/:kind/:documentId/return 400',
        // Telegram posting (docs/telegram.md): the settings, the posts' states, a retry and the switch.
        'GET /api/lyceum/telegram/settings 200',
        'PUT /api/lyceum/telegram/settings 400',
        'GET /api/lyceum/telegram/posts 200',
        'GET /api/lyceum/telegram/problems 200',
        'POST /api/lyceum/telegram/posts/:documentId/retry 404',
        'PUT /api/lyceum/telegram/posts/:documentId/posting 404',
        'POST /api/auth/change-password 400',
        'POST /api/upload 400',
        // The gateway's uploads (cms/src/api/upload-store), open to whoever holds the upload permission.
        'POST /api/upload-store/store 400',
        'POST /api/upload-store/withdraw/:hash 200',
        ...login,
        'GET /api/account/me 200',
        'POST /api/account/two-factor/setup 200',
        'POST /api/account/two-factor/enable 400',
        'POST /api/account/two-factor/disable 400',
        // The team (an administrator's; roles.test.ts holds each role to its routes).
        'GET /api/account/team 200',
        'GET /api/account/team/two-factor 200',
        'PUT /api/account/team/two-factor 400',
        'POST /api/account/team 400',
        'PUT /api/account/team/:documentId 400',
        'PUT /api/account/team/:documentId/active 400',
        'POST /api/account/team/:documentId/reset 404',
      ].sort(),
    );
  });

  test('a password change needs the current password and 12 characters; it gives a new token and ends the old one', async () => {
    const token = await freshToken();
    const short = await stack.call('PUT', '/api/auth/password', { token, body: { currentPassword: ADMIN.password, password: 'short-pw' } });
    assert.equal(short.status, 400);
    assert.match(short.body.errors.password, /at least 12/);
    // bcrypt reads 72 bytes: 37 Cyrillic letters (74 bytes) are refused as too long, not as a wrong current password.
    const long = await stack.call('PUT', '/api/auth/password', {
      token,
      body: { currentPassword: ADMIN.password, password: 'п'.repeat(37) },
    });
    assert.equal(long.status, 400);
    assert.match(long.body.errors.password, /at most 72 bytes/);
    assert.equal(long.body.errors.currentPassword, undefined);
    const same = await stack.call('PUT', '/api/auth/password', {
      token,
      body: { currentPassword: ADMIN.password, password: ADMIN.password },
    });
    assert.equal(same.status, 400);
    const wrong = await stack.call('PUT', '/api/auth/password', {
      token,
      body: { currentPassword: 'not-the-password', password: 'A-brand-new-passw0rd' },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.errors.currentPassword, 'is wrong');
    assert.equal((await stack.call('GET', '/api/auth', { token })).status, 200, 'a refused change ends nothing');

    const changed = await stack.call('PUT', '/api/auth/password', {
      token,
      body: { currentPassword: ADMIN.password, password: 'A-brand-new-passw0rd' },
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.message, "Parol o'zgartirildi");
    const next = changed.body.content.token as string;
    assert.equal((await stack.call('GET', '/api/auth', { token })).status, 401, 'the old token is ended');
    assert.equal((await stack.call('GET', '/api/auth', { token: next })).status, 200);
    assert.equal((await stack.call('POST', '/api/auth', { body: ADMIN, token: null })).status, 401, 'the old password no longer logs in');
    await freshToken('A-brand-new-passw0rd');

    // Back to the suite's password.
    const back = await stack.call('PUT', '/api/auth/password', {
      token: next,
      body: { currentPassword: 'A-brand-new-passw0rd', password: ADMIN.password },
    });
    assert.equal(back.status, 200, back.text);
    // Every session of the account ended with each change: the suite goes on with the newest token.
    stack.token = back.body.content.token;
  });

  test('repeated failures for one username answer 429 with Retry-After, even with the right password', async () => {
    const username = 'target-user';
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await stack.call('POST', '/api/auth', { body: { username, password: `wrong-${attempt}` }, token: null });
      assert.equal(answer.status, 401);
    }
    const blocked = await stack.call('POST', '/api/auth', { body: { username, password: 'whatever' }, token: null });
    assert.equal(blocked.status, 429);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    assert.equal(blocked.body.success, false);
    // Other usernames from the same address are still let through while the address has budget left.
    const other = await stack.call('POST', '/api/auth', { body: ADMIN, token: null });
    assert.equal(other.status, 200);
  });

  test('repeated failures from one address answer 429 whatever the username', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 14 && last !== 429; attempt++) {
      last = (await stack.call('POST', '/api/auth', { body: { username: `spray-${attempt}`, password: 'x' }, token: null })).status;
    }
    assert.equal(last, 429);
    const admin = await stack.call('POST', '/api/auth', { body: ADMIN, token: null });
    assert.equal(admin.status, 429, 'the address is throttled for every username');
  });

  // Last: it leaves the suite's account throttled for password changes.
  test('wrong current passwords are throttled per account: 429 with Retry-After, even for the right one', async () => {
    const token = await freshToken().catch(() => stack.token);
    const change = (currentPassword: string) =>
      stack.call('PUT', '/api/auth/password', { token, body: { currentPassword, password: 'Another-new-passw0rd' } });
    let last = 0;
    for (let attempt = 0; attempt < 5 && last !== 429; attempt++) last = (await change(`wrong-guess-${attempt}`)).status;
    assert.equal(last, 429);
    const right = await change(ADMIN.password);
    assert.equal(right.status, 429, 'the right password is throttled too');
    assert.ok(Number(right.headers.get('retry-after')) > 0);
    assert.equal(right.body.success, false);
    assert.equal((await stack.call('GET', '/api/auth', { token })).status, 200, 'the password and token are unchanged');
  });
});

/**
 * Every Content API route Strapi serves (`strapi routes:list`, on the cms as built), as [method, path]. The list does
 * not depend on the data, so it is read off a throwaway SQLite database.
 */
async function strapiContentRoutes(cmsEnv: Record<string, string>): Promise<[string, string][]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-routes-'));
  try {
    const env = { ...cmsEnv, DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db'), SEED_DEMO: 'false' };
    const output: string = await runStrapiCommand(['routes:list'], env, { quiet: true });
    const rows = stripVTControlCharacters(output).matchAll(/│ ([A-Z|]+) +│ (\/api\/\S+)/g);
    return [...rows].map(([, methods, route]) => [methods.split('|').at(-1)!, route]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
