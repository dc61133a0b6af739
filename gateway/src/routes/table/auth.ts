import * as api from '@lyceum/contract';
import { handled, type ApiRoute, type Refusal } from '../api-route.js';
import { auth } from '../auth.js';
import { twoFactor } from '../two-factor.js';
import { done } from './success.js';

/** A wrong code answers 400: the session is fine, only the form was refused. */
const TWO_FACTOR_INVALID: Refusal = { code: 'TWO_FACTOR_INVALID', status: 400 };
/** Turning two-factor login on or off: the body read first, then the account's wrong guesses counted. */
const guessedCode = { before: () => [auth.readJson()], afterToken: twoFactor.guesses };

/** Signing in and the account. */
export const AUTH_ROUTES: readonly ApiRoute[] = [
  handled({
    method: 'post',
    path: '/api/auth',
    auth: 'public',
    summary: 'Log in (with the two-factor code when the account has it on); answers the token',
    refuses: ['LOGIN_FAILED', 'LOGIN_THROTTLED', 'TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID'],
    body: api.loginBody,
    answer: { text: 'The bearer token' },
    before: auth.loginLimits,
    handle: auth.login,
  }),
  handled({
    method: 'get',
    path: '/api/auth',
    auth: 'account',
    summary: 'Check the token: answers who is signed in, with their role',
    answer: { json: api.signedInAccount },
    handle: auth.check,
  }),
  handled({ method: 'delete', path: '/api/auth', auth: 'account', summary: 'Log out: end this token', answer: done, handle: auth.logout }),
  handled({
    method: 'delete',
    path: '/api/auth/sessions',
    auth: 'account',
    summary: 'Log out everywhere: end every token of the account',
    answer: done,
    handle: auth.logoutEverywhere,
  }),
  handled({
    method: 'put',
    path: '/api/auth/password',
    auth: 'account',
    summary: 'Change the password; answers the new token (every other session ends)',
    refuses: ['PASSWORD_WRONG', 'PASSWORD_THROTTLED'],
    body: api.passwordChangeBody,
    answer: { json: api.passwordChanged },
    before: () => [auth.readJson()],
    afterToken: auth.passwordLimits,
    handle: auth.changePassword,
  }),
  handled({
    method: 'get',
    path: '/api/auth/two-factor',
    auth: 'account',
    summary: 'Whether two-factor login is on',
    answer: { json: api.twoFactorState },
    handle: twoFactor.state,
  }),
  handled({
    method: 'post',
    path: '/api/auth/two-factor/setup',
    auth: 'account',
    summary: 'A new secret for the authenticator app',
    refuses: ['TWO_FACTOR_ALREADY_ON'],
    answer: { json: api.twoFactorSetup },
    handle: twoFactor.setup,
  }),
  handled({
    method: 'post',
    path: '/api/auth/two-factor/enable',
    auth: 'account',
    summary: 'Turn two-factor login on with a first code; answers the recovery codes, once',
    refuses: ['TWO_FACTOR_NOT_SET_UP', 'TWO_FACTOR_ALREADY_ON', TWO_FACTOR_INVALID, 'TWO_FACTOR_THROTTLED'],
    body: api.twoFactorEnableBody,
    answer: { json: api.recoveryCodes },
    ...guessedCode,
    handle: twoFactor.enable,
  }),
  handled({
    method: 'post',
    path: '/api/auth/two-factor/disable',
    auth: 'account',
    summary: 'Turn two-factor login off with the password and a code',
    refuses: ['TWO_FACTOR_NOT_ON', 'PASSWORD_WRONG', TWO_FACTOR_INVALID, 'TWO_FACTOR_THROTTLED'],
    body: api.twoFactorDisableBody,
    answer: done,
    ...guessedCode,
    handle: twoFactor.disable,
  }),
];
