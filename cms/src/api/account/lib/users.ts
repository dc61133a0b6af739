import type { Core } from '@strapi/strapi';

export const USER = 'plugin::users-permissions.user';

/** The account fields the login and two-factor code read; all private, never in an API answer. */
export interface Account {
  id: number;
  username: string;
  email: string;
  password?: string | null;
  blocked?: boolean | null;
  role?: { type?: string } | null;
  sessionsValidFrom?: string | number | Date | null;
  twoFactorSecret?: string | null;
  twoFactorPendingSecret?: string | null;
  twoFactorRecoveryCodes?: string[] | null;
  twoFactorLastStep?: number | null;
}

/** The account a login names, as Strapi's own login finds it: the e-mail in any case, the username exactly. */
export function findLoginAccount(strapi: Core.Strapi, identifier: string): Promise<Account | null> {
  return strapi.db.query(USER).findOne({
    where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
    populate: ['role'],
  });
}

export function findAccount(strapi: Core.Strapi, id: number): Promise<Account | null> {
  return strapi.db.query(USER).findOne({ where: { id }, populate: ['role'] });
}

export async function updateAccount(strapi: Core.Strapi, id: number, data: Partial<Account>): Promise<void> {
  await strapi.db.query(USER).update({ where: { id }, data });
}

/**
 * The key the login throttle counts failures under: one per account, however the login names it
 * (username or e-mail, any case or spacing), so that the e-mail is not a second set of guesses.
 */
export async function loginSubject(strapi: Core.Strapi, identifier: string): Promise<string> {
  const name = identifier.trim();
  const account: { id: number } | null = await strapi.db.query(USER).findOne({
    where: { $or: [{ email: { $eqi: name } }, { username: { $eqi: name } }] },
    select: ['id'],
    orderBy: { id: 'asc' },
  });
  return account ? `account:${account.id}` : `name:${name.toLowerCase()}`;
}
