import express, { type Request, type RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { z } from 'zod';
import type { loginBody, passwordChangeBody, signedInAccount } from '@lyceum/contract';

import { signedInOf } from '../auth.js';
import { strapiError } from '../cms/client.js';
import type { Config } from '../config.js';
import { badRequest, cmsUnavailable, httpError, unauthorized } from '../errors.js';
import { countFailure, failureLimiter, isCountedFailure } from '../failure-limiter.js';
import { ok } from '../respond.js';
import type { AdminHandler, RouteHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';

const loginAnswer = z.object({ jwt: z.string() });
const subjectAnswer = z.object({ subject: z.string() });
const revoked = z.object({ data: z.object({ revoked: z.literal(true) }) });
const ended = z.object({ data: z.object({ ended: z.literal(true) }) });

/** Strapi's words for a wrong current password (users-permissions' changePassword). */
const WRONG_CURRENT_PASSWORD = 'The provided current password is invalid';

/** Codes of the login's second step, passed on from the CMS (cms/src/api/account/lib/login.ts). */
export const TWO_FACTOR_CODES = ['TWO_FACTOR_REQUIRED', 'TWO_FACTOR_INVALID'] as const;

const identifierOf = (req: Request) => {
  const body: unknown = req.body;
  const name = typeof body === 'object' && body !== null ? (body as { username?: unknown }).username : undefined;
  return typeof name === 'string' ? name.slice(0, 255) : '';
};

/** Strapi's refusal of a call, read once: its message and its stable code, if any. */
async function refusalOf(answer: globalThis.Response) {
  const parsed = strapiError.safeParse(await answer.json().catch(() => undefined));
  return {
    message: parsed.success ? parsed.data.error.message : undefined,
    code: parsed.success ? parsed.data.error.details?.code : undefined,
  };
}

const limitsOf = (config: Config) => ({
  limit: config.LOGIN_MAX_FAILURES_PER_USER,
  windowMs: config.LOGIN_WINDOW_MS,
  failed: isCountedFailure,
});
const readJson = () => express.json({ limit: '16kb' });

/** Signing in and out, and the signed-in admin's password. */
export const auth = {
  /** Every login attempt counts, well-formed or not: the limiters run before the body is looked at. */
  loginLimits: ({ cms, config }: RouteDeps): RequestHandler[] => {
    const limits = limitsOf(config);
    return [
      readJson(),
      failureLimiter({
        ...limits,
        limit: config.LOGIN_MAX_FAILURES_PER_IP,
        key: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
        code: 'LOGIN_THROTTLED',
      }),
      // Per account, however the login names it: the CMS says which account a username or an e-mail is.
      failureLimiter({
        ...limits,
        key: async (req) => {
          const identifier = identifierOf(req).trim();
          if (!identifier) return 'name:';
          const { subject } = await cms.request(subjectAnswer, {
            method: 'POST',
            path: '/api/account/login-subject',
            body: { identifier },
          });
          return subject;
        },
        code: 'LOGIN_THROTTLED',
      }),
    ];
  },

  login:
    ({ cms }: RouteDeps): RouteHandler<{ body: z.infer<typeof loginBody> }> =>
    async ({ body: { username, password, code } }, _req, res) => {
      const answer = await cms.fetch('/api/account/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: username, password, code: code || undefined }),
      });
      if (answer.status === 400) {
        const refusal = await refusalOf(answer);
        const twoFactor = TWO_FACTOR_CODES.find((known) => known === refusal.code);
        // Asking for the code is not a failure; a wrong code is, like a wrong password.
        if (twoFactor !== 'TWO_FACTOR_REQUIRED') countFailure(res);
        if (!twoFactor) throw unauthorized('LOGIN_FAILED');
        throw httpError(twoFactor, refusal.message);
      }
      if (!answer.ok) throw cmsUnavailable();
      const { jwt } = loginAnswer.parse(await answer.json());
      res.type('text/plain').send(jwt);
    },

  /** The token check has answered already: the token is good; the admin's screens follow the role. */
  check: (): AdminHandler => ({ admin: { account } }, _req, res) => {
    const { username, role, menuGroups, twoFactorSetupNeeded } = account;
    ok(res, { content: { username, role, menuGroups, twoFactorSetupNeeded } satisfies z.infer<typeof signedInAccount> });
  },

  /** Logout ends the token: Strapi refuses it from now on, though its signature is still in date. */
  logout:
    ({ cms }: RouteDeps): AdminHandler =>
    async ({ admin }, _req, res) => {
      await cms.request(revoked, { method: 'POST', path: '/api/lyceum/logout', token: admin.token });
      ok(res, { message: 'Logged out' });
    },

  /** Log out everywhere: every token of the account ends, this one too. */
  logoutEverywhere:
    ({ cms }: RouteDeps): AdminHandler =>
    async ({ admin }, _req, res) => {
      await cms.request(ended, { method: 'POST', path: '/api/account/sessions/end', token: admin.token });
      ok(res, { message: 'Logged out everywhere' });
    },

  readJson,

  /** Someone holding a stolen token must not be able to guess the current password at leisure. */
  passwordLimits: ({ config }: RouteDeps): RequestHandler[] => [
    failureLimiter({
      ...limitsOf(config),
      key: (_req, res) => `password:${signedInOf(res).account.id}`,
      code: 'PASSWORD_THROTTLED',
    }),
  ],

  changePassword:
    ({ cms }: RouteDeps): AdminHandler<{ body: z.infer<typeof passwordChangeBody> }> =>
    async ({ body: { currentPassword, password }, admin }, _req, res) => {
      // Strapi changes the password, ends every session of the account and logs the change in one transaction.
      const answer = await cms.fetch('/api/auth/change-password', {
        method: 'POST',
        token: admin.token,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentPassword, password, passwordConfirmation: password }),
      });
      if (answer.status === 400) {
        const message = (await refusalOf(answer)).message || 'The password was not changed';
        if (message === WRONG_CURRENT_PASSWORD) {
          countFailure(res);
          throw httpError('PASSWORD_WRONG', 'The current password is wrong', { errors: { currentPassword: 'is wrong' } });
        }
        throw badRequest(message, { errors: { password: message } });
      }
      // The token was ended meanwhile (a logout in another tab).
      if (answer.status === 401 || answer.status === 403) throw unauthorized('TOKEN_INVALID');
      if (!answer.ok) throw cmsUnavailable();
      const { jwt } = loginAnswer.parse(await answer.json());
      // The one that changed the password moves to the new token; every other session has ended.
      ok(res, { message: "Parol o'zgartirildi", content: { token: jwt } });
    },
};
