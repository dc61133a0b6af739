import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { MenuGroup, Role } from '@lyceum/contract';
import type { Stack } from '../harness.js';
import type { Letter } from './mailbox.js';

export interface Member {
  id: string;
  username: string;
  password: string;
  token: string;
}

/** The token a one-time link carries in its fragment (never sent to a server). */
export const linkToken = (link: string) => new URL(link).hash.slice(1);

/**
 * A new member of the team, as an administrator makes one: invited with the stack's admin token, the link used to set
 * the password (answered by a gateway without a mail server; taken from `letters` where the stack's gateway mails it),
 * signed in.
 */
export async function newMember(stack: Stack, role: Role, menuGroups: MenuGroup[] = [], letters?: readonly Letter[]): Promise<Member> {
  const username = `${role}-${crypto.randomBytes(4).toString('hex')}`;
  const password = `Member-Passw0rd-${username}`;
  const email = `${username}@lyceum.test`;
  const invited = await stack.call('POST', '/api/v1/team', { body: { username, email, role, menuGroups } });
  assert.equal(invited.status, 200, invited.text);
  assert.equal(invited.body.content.sent, letters !== undefined);
  const link = letters
    ? /https?:\/\/\S+#\S+/.exec(letters.findLast((letter) => letter.to === email)?.text ?? '')?.[0]
    : invited.body.content.link;
  assert.ok(link, 'the invitation carries its link');
  const accepted = await stack.call('POST', '/api/auth/invitation', {
    body: { token: linkToken(link), password },
    token: null,
  });
  assert.equal(accepted.status, 200, accepted.text);
  const team = await stack.call('GET', '/api/v1/team');
  const id = team.body.content.find((member: { username: string }) => member.username === username).id;
  return { id, username, password, token: accepted.body.content.token };
}

/** A new session of a member: a login of their own. */
export async function signIn(stack: Stack, member: Pick<Member, 'username' | 'password'>): Promise<string> {
  const login = await stack.call('POST', '/api/auth', { body: { username: member.username, password: member.password }, token: null });
  assert.equal(login.status, 200, login.text);
  return login.text;
}
