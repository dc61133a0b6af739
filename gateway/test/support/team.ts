import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import type { MenuGroup, Role } from '@lyceum/contract';
import type { Stack } from '../harness.js';

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
 * the password (the stack's gateway has no mail server, so the link is answered), signed in.
 */
export async function newMember(stack: Stack, role: Role, menuGroups: MenuGroup[] = []): Promise<Member> {
  const username = `${role}-${crypto.randomBytes(4).toString('hex')}`;
  const password = `Member-Passw0rd-${username}`;
  const invited = await stack.call('POST', '/api/v1/team', { body: { username, email: `${username}@lyceum.test`, role, menuGroups } });
  assert.equal(invited.status, 200, invited.text);
  assert.equal(invited.body.content.sent, false);
  const accepted = await stack.call('POST', '/api/auth/invitation', {
    body: { token: linkToken(invited.body.content.link), password },
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
