import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, startGateway, startStack, type Stack } from './harness.js';
import { mailbox } from './support/mailbox.js';
import { linkToken, newMember, signIn } from './support/team.js';

const invitation = (username: string, role = 'editor') => ({ username, email: `${username}@lyceum.test`, role });
const uniqueName = (label: string) => `${label}-${crypto.randomBytes(4).toString('hex')}`;
const PASSWORD = 'A-long-enough-passw0rd';

/** The team's accounts and their one-time links (docs/security.md, "Roles"). */
describe('team', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  const accept = (token: string, password = PASSWORD) => stack.call('POST', '/api/auth/invitation', { body: { token, password }, token: null });
  const memberNamed = async (username: string) =>
    (await stack.call('GET', '/api/v1/team')).body.content.find((member: { username: string }) => member.username === username);

  test('an invitation: the link is answered once, kept only hashed, works once, and signs the person in with their role', async () => {
    const username = uniqueName('invited');
    const invited = await stack.call('POST', '/api/v1/team', { body: invitation(username) });
    assert.equal(invited.status, 200, invited.text);
    assert.equal(invited.body.content.sent, false);
    const token = linkToken(invited.body.content.link);
    assert.match(invited.body.content.link, /\/protected\/invite#[\w-]{43}$/);
    assert.ok(Date.parse(invited.body.content.expiresAt) > Date.now() + 6 * 24 * 3600_000);
    assert.equal((await memberNamed(username)).state, 'invited');

    const select = `SELECT invite_token_hash AS hash FROM up_users WHERE username = ${stack.database === 'postgres' ? '$1' : '?'}`;
    const [{ hash }] = await stack.sql({ postgres: select, sqlite: select }, [username]);
    assert.equal(hash, crypto.createHash('sha256').update(token).digest('hex'), 'only its hash is stored');
    assert.equal(JSON.stringify(await stack.sql({ postgres: 'SELECT * FROM up_users', sqlite: 'SELECT * FROM up_users' })).includes(token), false);

    const tooShort = await accept(token, 'short');
    assert.equal(tooShort.status, 400);
    const accepted = await accept(token);
    assert.equal(accepted.status, 200, accepted.text);
    const check = await stack.call('GET', '/api/auth', { token: accepted.body.content.token });
    assert.deepEqual(check.body.content, { username, role: 'editor', menuGroups: [], twoFactorSetupNeeded: false });
    assert.equal((await memberNamed(username)).state, 'active');
    assert.equal((await accept(token)).body.code, 'INVITATION_INVALID', 'a link works once');
    await signIn(stack, { username, password: PASSWORD });

    const again = await stack.call('POST', '/api/v1/team', { body: invitation(username.toUpperCase()) });
    assert.equal(again.body.code, 'ACCOUNT_EXISTS');
    const log = await stack.call('GET', '/api/v1/audit?kind=account&size=50');
    const actions = log.body.content.content.filter((entry: { title: string }) => entry.title === username);
    assert.deepEqual(actions.map((entry: { action: string; actor: string }) => [entry.action, entry.actor]).sort(), [
      ['accept', username],
      ['invite', ADMIN.username],
    ]);
  });

  test('an expired, unknown or malformed link is refused alike', async () => {
    const username = uniqueName('late');
    const token = linkToken((await stack.call('POST', '/api/v1/team', { body: invitation(username) })).body.content.link);
    const past = `UPDATE up_users SET invite_expires_at = ${stack.database === 'postgres' ? '$1' : '?'} WHERE username = ${stack.database === 'postgres' ? '$2' : '?'}`;
    await stack.sql({ postgres: past, sqlite: past }, [stack.database === 'postgres' ? new Date(Date.now() - 1000) : Date.now() - 1000, username]);
    for (const tried of [token, 'x'.repeat(43), '../../etc/passwd']) {
      const answer = await accept(tried);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.code, 'INVITATION_INVALID', `${tried}: ${answer.text}`);
    }
    assert.equal((await accept('')).body.code, 'INVALID_REQUEST');
  });

  test("a deactivated account's open session is refused at its next call, its login too; activated again, it signs in", async () => {
    const member = await newMember(stack, 'editor');
    assert.equal((await stack.call('GET', '/api/v1/blog', { token: member.token })).status, 200);
    const off = await stack.call('PUT', `/api/v1/team/${member.id}/active`, { body: { active: false } });
    assert.equal(off.status, 200, off.text);
    assert.equal(off.body.content.state, 'deactivated');
    assert.equal((await stack.call('GET', '/api/v1/blog', { token: member.token })).status, 401);
    const login = await stack.call('POST', '/api/auth', { body: { username: member.username, password: member.password }, token: null });
    assert.equal(login.status, 401);
    const resetOff = await stack.call('POST', `/api/v1/team/${member.id}/reset`, { body: {} });
    assert.equal(resetOff.body.code, 'ACCOUNT_DEACTIVATED');
    const on = await stack.call('PUT', `/api/v1/team/${member.id}/active`, { body: { active: true } });
    assert.equal(on.body.content.state, 'active');
    await signIn(stack, member);
  });

  test('deactivating an invited account ends its link: activated again, the old link does not work', async () => {
    const username = uniqueName('withdrawn');
    const invited = await stack.call('POST', '/api/v1/team', { body: invitation(username) });
    const { id } = await memberNamed(username);
    assert.equal((await stack.call('PUT', `/api/v1/team/${id}/active`, { body: { active: false } })).status, 200);
    assert.equal((await stack.call('PUT', `/api/v1/team/${id}/active`, { body: { active: true } })).status, 200);
    assert.equal((await accept(linkToken(invited.body.content.link))).body.code, 'INVITATION_INVALID');
  });

  test('a role changed takes effect at the next call of an open session', async () => {
    const member = await newMember(stack, 'editor');
    assert.equal((await stack.call('GET', '/api/v1/trash', { token: member.token })).status, 200);
    const changed = await stack.call('PUT', `/api/v1/team/${member.id}`, { body: { role: 'author', menuGroups: ['news'] } });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.content.role, 'author');
    assert.equal((await stack.call('GET', '/api/v1/trash', { token: member.token })).status, 403);
    const check = await stack.call('GET', '/api/auth', { token: member.token });
    assert.equal(check.body.content.role, 'author');
    const editorWithGroups = await stack.call('PUT', `/api/v1/team/${member.id}`, { body: { role: 'editor', menuGroups: ['info'] } });
    assert.deepEqual(editorWithGroups.body.content.menuGroups, [], 'only an author has menu groups');
    assert.equal((await stack.call('PUT', '/api/v1/team/no-such-id', { body: { role: 'editor' } })).body.code, 'ACCOUNT_NOT_FOUND');
  });

  test('a reset clears the password and two-factor login, ends every session, and a new link sets a new password', async () => {
    const member = await newMember(stack, 'author');
    const reset = await stack.call('POST', `/api/v1/team/${member.id}/reset`, { body: {} });
    assert.equal(reset.status, 200, reset.text);
    assert.equal((await stack.call('GET', '/api/auth', { token: member.token })).status, 401, 'the open session ended');
    const old = await stack.call('POST', '/api/auth', { body: { username: member.username, password: member.password }, token: null });
    assert.equal(old.status, 401, 'the old password no longer signs in');
    const accepted = await accept(linkToken(reset.body.content.link), 'Another-long-passw0rd');
    assert.equal(accepted.status, 200, accepted.text);
    await signIn(stack, { username: member.username, password: 'Another-long-passw0rd' });
  });

  test("a role that requires two-factor login: its members are answered by their own account's routes alone until it is on", async () => {
    const member = await newMember(stack, 'author');
    const required = await stack.call('PUT', '/api/v1/team/two-factor', { body: { roles: ['author', 'author'] } });
    assert.deepEqual(required.body.content, { roles: ['author'] });
    try {
      const check = await stack.call('GET', '/api/auth', { token: member.token });
      assert.equal(check.body.content.twoFactorSetupNeeded, true);
      const refused = await stack.call('GET', '/api/v1/blog', { token: member.token });
      assert.equal(refused.status, 403);
      assert.equal(refused.body.code, 'TWO_FACTOR_SETUP_REQUIRED');
      const setup = await stack.call('POST', '/api/auth/two-factor/setup', { token: member.token });
      assert.equal(setup.status, 200, setup.text);
      const totp = new TOTP({ secret: Secret.fromBase32(setup.body.content.secret), digits: 6, period: 30 });
      const enabled = await stack.call('POST', '/api/auth/two-factor/enable', { token: member.token, body: { code: totp.generate() } });
      assert.equal(enabled.status, 200, enabled.text);
      assert.equal((await stack.call('GET', '/api/v1/blog', { token: member.token })).status, 200, 'on, everything of the role answers');
      assert.equal((await stack.call('GET', '/api/auth')).body.content.twoFactorSetupNeeded, false, 'other roles are not asked');
      const log = await stack.call('GET', '/api/v1/audit?kind=account&size=50');
      assert.ok(log.body.content.content.some((entry: { action: string; title: string }) => entry.action === 'two-factor-required' && entry.title === 'author'));
    } finally {
      await stack.call('PUT', '/api/v1/team/two-factor', { body: { roles: [] } });
    }
    assert.equal((await stack.call('PUT', '/api/v1/team/two-factor', { body: { roles: ['nobody'] } })).status, 400);
  });

  test('with a mail server, the invitation goes by e-mail in the admin language and is not answered', async () => {
    const mail = await mailbox();
    const gateway = await startGateway({ CMS_URL: stack.cmsUrl, SMTP_URL: `smtp://127.0.0.1:${mail.port}`, SMTP_FROM: 'Lyceum <site@lyceum.test>' });
    try {
      const username = uniqueName('mailed');
      const answer = await fetch(`${gateway.url}/api/v1/team`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...invitation(username, 'author'), lang: 'ru' }),
      });
      const body = (await answer.json()) as { content: { sent: boolean; link?: string } };
      assert.equal(answer.status, 200, JSON.stringify(body));
      assert.equal(body.content.sent, true);
      assert.equal(body.content.link, undefined, 'a mailed link is not shown too');
      assert.equal(mail.letters.length, 1);
      const [letter] = mail.letters;
      assert.equal(letter.to, `${username}@lyceum.test`);
      assert.equal(letter.subject, 'Сайт лицея: приглашение в команду');
      assert.match(letter.text, /роль: Автор/);
      const link = /https?:\/\/\S+\/protected\/invite#\S+/.exec(letter.text)?.[0];
      assert.ok(link, letter.text);
      assert.equal((await accept(linkToken(link))).status, 200);
    } finally {
      await gateway.close();
      await mail.close();
    }
  });
});
