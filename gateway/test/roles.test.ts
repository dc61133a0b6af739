import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ROLES, can, type Permission, type Role } from '@lyceum/contract';
import { permissionOf } from '../src/routes/api-route.js';
import { API_ROUTES } from '../src/routes/table.js';
import { startStack, type Stack } from './harness.js';
import { newsBody } from './bodies.js';
import { uploadImage } from './images.js';
import { newMember, signIn, type Member } from './support/team.js';

/** A route's path with each parameter filled (`:kind` with a kind, anything else with an id no document has). */
const concrete = (path: string) => path.replace(':kind', 'news').replace(/:(\w+)/g, 'no-such-id');

/** The routes that end the session they are called with: each call of theirs gets a session of its own. */
const endsTheSession = (method: string, path: string) => method === 'delete' && ['/api/auth', '/api/auth/sessions'].includes(path);

/**
 * Strapi's own routes that the gateway's routes of each permission call: called directly with each role's token, Strapi
 * refuses a role without the permission (403) as the gateway does, whoever holds the token.
 */
const CMS_CALLS: [method: string, path: string, permission: Permission][] = [
  ['GET', '/api/account/me', 'account'],
  ['GET', '/api/lyceum/schedules', 'content.read'],
  ['GET', '/api/lyceum/revisions/news/no-such-id', 'content.read'],
  ['GET', '/api/lyceum/reviews', 'content.draft'],
  ['GET', '/api/lyceum/reviews/owners?kind=news&items=no-such-id', 'content.draft'],
  ['GET', '/api/lyceum/reviews/news/no-such-id', 'content.draft'],
  ['POST', '/api/lyceum/reviews/news/no-such-id/return', 'content.manage'],
  ['DELETE', '/api/lyceum/documents/news/no-such-id', 'content.manage'],
  ['GET', '/api/lyceum/trash', 'content.manage'],
  ['POST', '/api/lyceum/trash/no-such-id/restore', 'content.manage'],
  ['DELETE', '/api/lyceum/trash/no-such-id', 'content.manage'],
  ['GET', '/api/lyceum/audit', 'content.manage'],
  ['PUT', '/api/lyceum/schedules/news/no-such-id', 'content.manage'],
  ['DELETE', '/api/lyceum/schedules/news/no-such-id', 'content.manage'],
  ['POST', '/api/lyceum/revisions/no-such-id/restore', 'content.manage'],
  ['GET', '/api/lyceum/telegram/problems', 'content.manage'],
  ['POST', '/api/lyceum/telegram/posts/no-such-id/retry', 'content.manage'],
  ['PUT', '/api/lyceum/telegram/posts/no-such-id/posting', 'content.manage'],
  ['GET', '/api/lyceum/telegram/settings', 'settings'],
  ['PUT', '/api/lyceum/telegram/settings', 'settings'],
  ['GET', '/api/account/team', 'team'],
  ['GET', '/api/account/team/two-factor', 'team'],
  ['PUT', '/api/account/team/two-factor', 'team'],
  ['POST', '/api/account/team', 'team'],
  ['PUT', '/api/account/team/no-such-id', 'team'],
  ['PUT', '/api/account/team/no-such-id/active', 'team'],
  ['POST', '/api/account/team/no-such-id/reset', 'team'],
  ['GET', '/api/lyceum/appeals/inbox', 'appeals'],
  ['GET', '/api/lyceum/appeals/inbox/due', 'appeals'],
  ['GET', '/api/lyceum/appeals/inbox/officers', 'appeals'],
  ['GET', '/api/lyceum/appeals/inbox/statistics', 'appeals.statistics'],
  ['GET', '/api/lyceum/appeals/inbox/2026-00001', 'appeals'],
  ['GET', '/api/lyceum/appeals/inbox/2026-00001/files/0', 'appeals'],
  ['GET', '/api/lyceum/appeals/inbox/2026-00001/export', 'appeals'],
  ['PUT', '/api/lyceum/appeals/inbox/2026-00001/assignee', 'appeals'],
  ['PUT', '/api/lyceum/appeals/inbox/2026-00001/status', 'appeals'],
  ['POST', '/api/lyceum/appeals/inbox/2026-00001/notes', 'appeals'],
  ['POST', '/api/lyceum/appeals/inbox/2026-00001/extension', 'appeals'],
  ['POST', '/api/lyceum/appeals/inbox/2026-00001/answer', 'appeals'],
  ['POST', '/api/lyceum/appeals/inbox/2026-00001/letters/1/retry', 'appeals'],
  ['PUT', '/api/lyceum/appeals/inbox/2026-00001/letters/1', 'appeals'],
];

/** Strapi answers the reception's routes to the gateway alone (cms/src/middlewares/gateway-only.ts): these calls carry its secret too. */
const gatewayOnly = (path: string, stack: Stack): Record<string, string> =>
  path.startsWith('/api/lyceum/appeals') ? { 'X-Lyceum-Gateway': stack.cmsEnv.CMS_GATEWAY_SECRET } : {};

/** The roles' permissions on every route of the table, and in the CMS behind it (docs/security.md, "Roles"). */
describe('roles', () => {
  let stack: Stack;
  const members = {} as Record<Role, Member>;
  before(async () => {
    stack = await startStack();
    for (const role of ROLES) members[role] = await newMember(stack, role);
  });
  after(() => stack?.close());

  // Pinned by hand, so that a route given a wider permission than it should have fails here, not only the matrix.
  test('the reception is let through their own account and the inbox, and nothing else', () => {
    const reception = API_ROUTES.filter((route) => route.auth !== 'public' && can('reception', permissionOf(route)!)).map(
      (route) => `${route.method} ${route.path}`,
    );
    assert.ok(
      reception.every((route) => /^\w+ \/api\/(auth(\/|$)|v1\/appeals(\/|$))/.test(route)),
      reception.join(', '),
    );
    assert.ok(reception.includes('post /api/v1/appeals/:number/answer'));
  });

  test('an author is let through the account, the reads, the drafts of news, events, documents and page texts, and uploads, and nothing else', () => {
    const authors = API_ROUTES.filter((route) => route.auth !== 'public' && can('author', permissionOf(route)!))
      .filter((route) => route.method !== 'get' && !route.path.startsWith('/api/auth'))
      .map((route) => `${route.method} ${route.path}`);
    assert.deepEqual(authors.sort(), [
      'post /api/attachment',
      'post /api/attachment/document',
      'post /api/v1/blog',
      'post /api/v1/documents',
      'post /api/v1/events',
      'post /api/v1/page',
      'post /api/v1/preview',
      'put /api/v1/blog',
      'put /api/v1/documents',
      'put /api/v1/events',
    ]);
    const editorsNot = API_ROUTES.filter((route) => route.auth !== 'public' && !can('editor', permissionOf(route)!)).map(
      (route) => `${route.method} ${route.path}`,
    );
    assert.ok(editorsNot.length > 0 && editorsNot.every((route) => /\/api\/v1\/(team|telegram\/settings|appeals)/.test(route)), editorsNot.join(', '));
  });

  test('every route of the table: 401 without a token, 403 for a role without its permission, neither for a role with it', async () => {
    const signedIn = API_ROUTES.filter((route) => permissionOf(route));
    assert.ok(signedIn.length > 40, 'the table has its admin routes');
    const wrong: string[] = [];
    for (const route of signedIn) {
      const permission = permissionOf(route)!;
      const path = concrete(route.path);
      const body = route.method === 'post' || route.method === 'put' ? {} : undefined;
      const anonymous = await stack.call(route.method.toUpperCase(), path, { token: null, body });
      if (anonymous.status !== 401) wrong.push(`${route.method} ${route.path} without a token: ${anonymous.status}`);
      for (const role of ROLES) {
        const ending = endsTheSession(route.method, route.path);
        const answer = await stack.call(route.method.toUpperCase(), path, { token: ending ? await signIn(stack, members[role]) : members[role].token, body });
        // "Log out everywhere" ended the member's other sessions too.
        if (ending) members[role].token = await signIn(stack, members[role]);
        const allowed = can(role, permission);
        const refused = answer.status === 401 || answer.status === 403;
        if (allowed === refused) wrong.push(`${route.method} ${route.path} as ${role} (${permission}): ${answer.status} ${answer.text.slice(0, 120)}`);
        if (!allowed && answer.body?.code !== 'FORBIDDEN') wrong.push(`${route.method} ${route.path} as ${role}: ${answer.body?.code}, not FORBIDDEN`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  // openapi.test.ts holds every route the app has to the document made from the table: none is mounted outside it.
  test('an unknown path in an admin area asks for a token too, and tells a member it does not exist', async () => {
    assert.equal((await stack.call('GET', '/api/v1/team/no-such-route', { token: null })).status, 401);
    assert.equal((await stack.call('GET', '/api/v1/team/no-such-route', { token: members.author.token })).status, 404);
  });

  test('Strapi refuses what the gateway refuses, to a token used on it directly', async () => {
    const wrong: string[] = [];
    for (const [method, path, permission] of CMS_CALLS) {
      for (const role of ROLES) {
        const answer = await fetch(`${stack.cmsUrl}${path}`, {
          method,
          headers: { Authorization: `Bearer ${members[role].token}`, 'Content-Type': 'application/json', ...gatewayOnly(path, stack) },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        const refused = answer.status === 403;
        if (can(role, permission) === refused) wrong.push(`${method} ${path} as ${role} (${permission}): ${answer.status}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test("an upload is withdrawn from Strapi only by whoever stored it, never another member's", async () => {
    const name = await uploadImage(stack);
    const hash = name.replace(/\.[^.]+$/, '');
    const withdraw = (token: string) =>
      fetch(`${stack.cmsUrl}/api/upload-store/withdraw/${hash}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    const refused = await withdraw(members.author.token);
    assert.equal(refused.status, 200);
    assert.deepEqual(((await refused.json()) as { data: unknown }).data, { removed: false });
    assert.equal((await stack.call('GET', `/api/attachment/${name}`, { token: null })).status, 200, 'the file is kept');
    const own = await withdraw(stack.token);
    assert.deepEqual(((await own.json()) as { data: unknown }).data, { removed: true }, 'whoever stored it withdraws it');
  });

  test("an author drafts news, but cannot publish it, delete it, or touch another kind, through the API or in Strapi", async () => {
    const author = members.author.token;
    const draft = { ...newsBody(await uploadImage(stack), { titleUz: 'Muallifning qoralamasi' }), draft: true };
    const saved = await stack.call('POST', '/api/v1/blog', { token: author, body: draft });
    assert.equal(saved.status, 200, saved.text);
    const id: string = saved.body.content.id;

    const published = await stack.call('PUT', '/api/v1/blog', { token: author, body: { ...draft, id, draft: false } });
    assert.equal(published.status, 403);
    assert.equal(published.body.code, 'FORBIDDEN');
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${id}`, { token: author })).status, 403);
    assert.equal((await stack.call('PUT', '/api/v1/schedule', { token: author, body: { kind: 'news', id, publishAt: new Date(Date.now() + 3600_000).toISOString() } })).status, 403);
    const announcement = { textUz: 'x', textEn: 'x', textRu: 'x' };
    assert.equal((await stack.call('POST', '/api/v1/announcements', { token: author, body: announcement })).status, 403);

    const direct = (kind: string, body: unknown) =>
      fetch(`${stack.cmsUrl}/api/lyceum/documents/${kind}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${author}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    assert.equal((await direct('news', { documentId: id, draft: false, shared: {} })).status, 403, 'publishing, in Strapi');
    assert.equal((await direct('announcement', { draft: true, shared: {} })).status, 403, 'another kind, in Strapi');

    const item = await stack.call('GET', `/api/v1/blog/${id}`);
    assert.equal(item.body.content.status, 'draft', 'the refused saves changed nothing');

    // The Telegram switch is an editor's: an author's save leaves it as it was.
    const posting = item.body.content.telegram.posting;
    assert.equal((await stack.call('PUT', '/api/v1/blog', { token: author, body: { ...draft, id, postToTelegram: !posting } })).status, 200);
    assert.equal((await stack.call('GET', `/api/v1/blog/${id}`)).body.content.telegram.posting, posting);

    // A draft scheduled to be published is the editor's: an author's edit would go out unseen.
    const at = new Date(Date.now() + 24 * 3600_000).toISOString();
    assert.equal((await stack.call('PUT', '/api/v1/schedule', { body: { kind: 'news', id, publishAt: at } })).status, 200);
    const scheduled = await stack.call('PUT', '/api/v1/blog', { token: author, body: { ...draft, id } });
    assert.equal(scheduled.body.code, 'FORBIDDEN');
    assert.equal((await stack.call('DELETE', `/api/v1/schedule/news/${id}`)).status, 200);
    const editorPublishes = await stack.call('PUT', '/api/v1/blog', { token: members.editor.token, body: { ...draft, id, draft: false } });
    assert.equal(editorPublishes.status, 200, editorPublishes.text);
  });

  test("an author drafts the page texts of the menu groups they are given, and no others", async () => {
    const menuItem = async (groupName: string) => {
      const url = `/author-${Math.random().toString(36).slice(2, 8)}`;
      const created = await stack.call('POST', '/api/v1/menu', { body: { nameUz: 'M', nameEn: 'M', nameRu: 'M', url, groupName, number: 99 } });
      assert.equal(created.status, 200, created.text);
      return created.body.content.id as string;
    };
    const mine = await menuItem('info');
    const theirs = await menuItem('education');
    const author = await newMember(stack, 'author', ['info']);
    const page = (id: string) => ({ menu: id, titleUz: 'Muallif', titleEn: 'Author', titleRu: 'Автор', draft: true });
    const given = await stack.call('POST', '/api/v1/page', { token: author.token, body: page(mine) });
    assert.equal(given.status, 200, given.text);
    const notGiven = await stack.call('POST', '/api/v1/page', { token: author.token, body: page(theirs) });
    assert.equal(notGiven.status, 403);
    assert.equal(notGiven.body.code, 'FORBIDDEN');
    const publishing = await stack.call('POST', '/api/v1/page', { token: author.token, body: { ...page(mine), draft: false } });
    assert.equal(publishing.status, 403);
  });

  test('the audit log names the member who acted', async () => {
    const body = { ...newsBody(await uploadImage(stack), { titleUz: 'Kim yozdi' }), draft: true };
    const saved = await stack.call('POST', '/api/v1/blog', { token: members.author.token, body });
    assert.equal(saved.status, 200, saved.text);
    const log = await stack.call('GET', '/api/v1/audit?kind=news&size=50');
    const entry = log.body.content.content.find((candidate: { itemId: string }) => candidate.itemId === saved.body.content.id);
    assert.equal(entry?.actor, members.author.username);
  });
});
