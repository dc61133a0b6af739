import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ERRORS, isRole, type ErrorCode } from '@lyceum/contract';
import { errors } from '@strapi/utils';
import { checkSecondFactor, spent } from './two-factor';
import { findLoginAccount, updateAccount, type Account } from './users';

/** Codes of the second step's refusals (the gateway passes them on). */
export const TWO_FACTOR_REQUIRED: ErrorCode = 'TWO_FACTOR_REQUIRED';
export const TWO_FACTOR_INVALID: ErrorCode = 'TWO_FACTOR_INVALID';

/**
 * The login's refusals are 400s whatever their code's status: the gateway reads the code of a 400
 * and answers 401 itself (gateway/src/routes/auth.ts); a 401 from here would be a refused session.
 */
const loginRefusal = (code: ErrorCode, message: string = ERRORS[code].message) => new errors.ValidationError(message, { code });

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
  if (!account || !matches || account.blocked || !isRole(account.role?.type)) {
    // One answer for every reason, so that none can be told apart.
    throw loginRefusal('LOGIN_FAILED');
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
    if (!code) throw loginRefusal(TWO_FACTOR_REQUIRED);
    const factor = checkSecondFactor(account, code);
    if (!factor) throw loginRefusal(TWO_FACTOR_INVALID);
    await updateAccount(strapi, account.id, spent(factor));
  }
  return strapi.plugin('users-permissions').service('jwt').issue({ id: account.id });
}

/**
 * A change a stolen token alone must not make (turning two-factor login off, redirecting the Telegram channel): the
 * signed-in admin gives the password again, and a code when two-factor login is on. Refusals are 400s naming the
 * field (the session is fine; gateway/src/routes/two-factor.ts counts them as guesses). Answers what to write to
 * the account once the change is made (the code used up), or nothing.
 */
export async function confirmIdentity(
  strapi: Core.Strapi,
  account: Account,
  password: string,
  code: string | undefined,
): Promise<Partial<Account>> {
  await checkPassword(strapi, account.username, password).catch(() => {
    throw new errors.ValidationError(ERRORS.PASSWORD_WRONG.message, { code: 'PASSWORD_WRONG', field: 'password' });
  });
  if (!account.twoFactorSecret) return {};
  if (!code?.trim()) throw new errors.ValidationError(ERRORS.TWO_FACTOR_REQUIRED.message, { code: TWO_FACTOR_REQUIRED, field: 'code' });
  const factor = checkSecondFactor(account, code);
  if (!factor) throw new errors.ValidationError(ERRORS.TWO_FACTOR_INVALID.message, { code: TWO_FACTOR_INVALID, field: 'code' });
  return spent(factor);
}
