import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { EDITOR_ROLE } from '../../../bootstrap/permissions';
import { checkSecondFactor, spent } from './two-factor';
import { findLoginAccount, updateAccount, type Account } from './users';

/** Strapi's own words for a failed login; one answer for every reason, so that none can be told apart. */
const WRONG_CREDENTIALS = 'Invalid identifier or password';

/** Stable codes of the second step's refusals (the gateway passes them on). */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';
export const TWO_FACTOR_INVALID = 'TWO_FACTOR_INVALID';

let dummyHash: Promise<string> | undefined;
/**
 * A hash made the way real passwords are (same bcrypt cost), compared when the account does not
 * exist: a login for an unknown name then takes as long as a wrong password, and timing tells nothing.
 */
const hashToCompareAgainst = (strapi: Core.Strapi) =>
  (dummyHash ??= strapi
    .plugin('users-permissions')
    .service('user')
    .ensureHashedPasswords({ password: crypto.randomUUID() })
    .then((values: { password: string }) => values.password));

const passwordMatches = async (strapi: Core.Strapi, account: Account | null, password: string) => {
  const hash = account?.password || (await hashToCompareAgainst(strapi));
  const matches: boolean = await strapi.plugin('users-permissions').service('user').validatePassword(password, hash);
  return matches && Boolean(account?.password);
};

/** A lyceum admin's account whose password this is; every other case is the one refusal. */
export async function checkPassword(strapi: Core.Strapi, identifier: string, password: string): Promise<Account> {
  const account = await findLoginAccount(strapi, identifier);
  const matches = await passwordMatches(strapi, account, password);
  if (!account || !matches || account.blocked || account.role?.type !== EDITOR_ROLE) {
    throw new errors.ValidationError(WRONG_CREDENTIALS);
  }
  return account;
}

/**
 * The login: the password, then (when the account has two-factor login on) a 6-digit code or a
 * recovery code; answers a new token.
 */
export async function logIn(strapi: Core.Strapi, identifier: string, password: string, code: string | undefined): Promise<string> {
  const account = await checkPassword(strapi, identifier, password);
  if (account.twoFactorSecret) {
    // Refusals with a code (Strapi's errors keep their details only on a 400); the gateway answers them as 401s.
    if (!code) throw new errors.ValidationError('Enter the code from your authenticator app', { code: TWO_FACTOR_REQUIRED });
    const factor = checkSecondFactor(account, code);
    if (!factor) throw new errors.ValidationError('The code is wrong or already used', { code: TWO_FACTOR_INVALID });
    await updateAccount(strapi, account.id, spent(factor));
  }
  return strapi.plugin('users-permissions').service('jwt').issue({ id: account.id });
}
