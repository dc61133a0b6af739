import { expect, type APIRequestContext } from '@playwright/test';
import type { Role } from '@lyceum/contract';

export interface Account {
  username: string;
  password: string;
}

/** Strapi's panel superuser of the temporary stack (scripts/stack/e2e-stack.mjs creates it from the same variables). */
const PANEL = {
  email: process.env.E2E_PANEL_EMAIL ?? 'e2e-panel@lyceum.local',
  password: process.env.E2E_PANEL_PASSWORD ?? 'E2e-Panel-Passw0rd',
};
const USERS = '/content-manager/collection-types/plugin::users-permissions.user';

async function panelLogin(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/admin/login', { data: PANEL });
  expect(answer.ok(), `Strapi panel superuser: ${await answer.text()}`).toBe(true);
  return (await answer.json()).data.token;
}

let panel: Promise<string> | undefined;

/**
 * A token of Strapi's panel (served by the gateway to loopback), one login per worker: Strapi allows its panel only a
 * few logins a minute from one address, and the specs make many accounts (a failed login is not kept).
 */
function panelToken(request: APIRequestContext): Promise<string> {
  panel ??= panelLogin(request).catch((error: unknown) => {
    panel = undefined;
    throw error;
  });
  return panel;
}

/**
 * A new member of the lyceum's team (an administrator unless `roleType` says otherwise) for a spec that turns two-factor login on or ends every session
 * of its account: the other admin specs run beside it in the other worker as ADMIN, and would be
 * asked for a code or signed out. The e2e stack seeds ADMIN only, so the account is made through the
 * panel, as the superuser makes one on a real site. Specs that must tell their own entries from
 * those the other worker writes at the same moment (the activity log) use one too.
 */
export async function createOwnAdmin(request: APIRequestContext, label: string, roleType: Role = 'administrator'): Promise<Account> {
  const token = await panelToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const { roles } = await (await request.get('/users-permissions/roles', { headers })).json();
  const role = roles.find((candidate: { type: string }) => candidate.type === roleType);
  const account = { username: `e2e-${label}-${Date.now().toString(36)}`, password: 'E2e-Own-Passw0rd-long' };
  const created = await request.post(USERS, {
    headers,
    data: {
      ...account,
      email: `${account.username}@lyceum.local`,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: { connect: [{ id: role.id }] },
    },
  });
  expect(created.ok(), `a lyceum admin for the spec: ${await created.text()}`).toBe(true);
  return account;
}
