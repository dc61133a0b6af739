import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN, startStack, type Stack } from './harness.js';
import { linkToken, newMember, signIn } from './support/team.js';

/**
 * What needs a Strapi of its own: the last administrator (the shared Strapi has several), and the first start with
 * roles on a site that had one role (a restart).
 */
describe('team: the last administrator, and the move to roles', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({}, { privateCms: true });
  });
  after(() => stack?.close());

  const adminId = async () =>
    (await stack.call('GET', '/api/v1/team')).body.content.find((member: { username: string }) => member.username === ADMIN.username).id as string;

  test('the last administrator who can sign in cannot be demoted, deactivated or reset; an invited one does not count', async () => {
    const id = await adminId();
    const refusals = async () => [
      (await stack.call('PUT', `/api/v1/team/${id}`, { body: { role: 'editor' } })).body.code,
      (await stack.call('PUT', `/api/v1/team/${id}/active`, { body: { active: false } })).body.code,
      (await stack.call('POST', `/api/v1/team/${id}/reset`, { body: {} })).body.code,
    ];
    assert.deepEqual(await refusals(), ['LAST_ADMINISTRATOR', 'LAST_ADMINISTRATOR', 'LAST_ADMINISTRATOR']);

    const invited = await stack.call('POST', '/api/v1/team', {
      body: { username: 'second-admin', email: 'second-admin@lyceum.test', role: 'administrator' },
    });
    assert.equal(invited.status, 200, invited.text);
    assert.deepEqual(await refusals(), ['LAST_ADMINISTRATOR', 'LAST_ADMINISTRATOR', 'LAST_ADMINISTRATOR'], 'an invitation is not yet an administrator');
    assert.equal((await stack.call('POST', '/api/auth/invitation', { body: { token: linkToken(invited.body.content.link), password: 'Second-admin-passw0rd' }, token: null })).status, 200);
    const second = await stack.call('GET', '/api/v1/team');
    const secondId = second.body.content.find((member: { username: string }) => member.username === 'second-admin').id;
    const off = await stack.call('PUT', `/api/v1/team/${secondId}/active`, { body: { active: false } });
    assert.equal(off.status, 200, 'with another administrator, one may go');
    assert.equal((await stack.call('PUT', `/api/v1/team/${id}/active`, { body: { active: false } })).body.code, 'LAST_ADMINISTRATOR');
  });

  test("a site from before roles: its admins become administrators at the next start, and the new roles follow", async () => {
    // As the site was: one `editor` role with every right, and no author role.
    const sql = (statement: string) => stack.sql({ postgres: statement, sqlite: statement });
    await sql(`DELETE FROM up_permissions_role_lnk WHERE role_id IN (SELECT id FROM up_roles WHERE type IN ('editor', 'author'))`);
    await sql(`DELETE FROM up_roles WHERE type IN ('editor', 'author')`);
    await sql(`UPDATE up_roles SET type = 'editor', name = 'Editor' WHERE type = 'administrator'`);
    await sql(`DELETE FROM strapi_core_store_settings WHERE key = 'core_lyceum_teamRolesSince'`);
    await stack.cms.stop();
    await stack.cms.restart();

    const token = await signIn(stack, ADMIN);
    const check = await stack.call('GET', '/api/auth', { token });
    assert.equal(check.body.content.role, 'administrator');
    assert.equal((await stack.call('GET', '/api/v1/team', { token })).status, 200, 'the administrator manages the team');
    const roles = await sql(`SELECT type FROM up_roles WHERE type IN ('administrator', 'editor', 'author') ORDER BY type`);
    assert.deepEqual(
      roles.map((row) => row.type),
      ['administrator', 'author', 'editor'],
    );
    const editor = await newMember(stack, 'editor');
    assert.equal((await stack.call('GET', '/api/v1/telegram/settings', { token: editor.token })).status, 403, 'the new editor role has fewer rights');
  });
});
