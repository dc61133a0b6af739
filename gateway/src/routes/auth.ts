import express, { Router, type Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { z } from 'zod';
import { bearerToken, requireAdmin, tokenOf, userOf, verifyToken } from '../auth.js';
import { strapiError, type CmsClient } from '../cms/client.js';
import type { Config } from '../config.js';
import { HttpError, badRequest, cmsUnavailable, unauthorized } from '../errors.js';
import { countFailure, failureLimiter, isCountedFailure } from '../failure-limiter.js';
import { ok } from '../respond.js';
import { parse } from '../validate.js';

const loginBody = z.object({
  username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(255),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1000),
  /** The second step of a two-factor login: a 6-digit code or a recovery code. */
  code: z.string().trim().max(100).optional(),
});
const loginAnswer = z.object({ jwt: z.string() });
const subjectAnswer = z.object({ subject: z.string() });
const revoked = z.object({ data: z.object({ revoked: z.literal(true) }) });
const ended = z.object({ data: z.object({ ended: z.literal(true) }) });

/** As the CMS asks of the first admin's password (cms/src/bootstrap/admins.ts). */
const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads only this many bytes of a password, and Strapi refuses longer ones. */
const MAX_PASSWORD_BYTES = 72;
const passwordChange = z
  .object({
    currentPassword: z.string({ error: 'is required' }).min(1, 'is required').max(1000),
    password: z
      .string({ error: 'is required' })
      .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .refine((password) => Buffer.byteLength(password) <= MAX_PASSWORD_BYTES, `must be at most ${MAX_PASSWORD_BYTES} bytes`),
  })
  .refine((body) => body.password !== body.currentPassword, { path: ['password'], message: 'must differ from the current password' });
/** Strapi's words for a wrong current password (users-permissions' changePassword). */
const WRONG_CURRENT_PASSWORD = 'The provided current password is invalid';

export const WRONG_CREDENTIALS = 'Username yoki password xato!';
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
  return { message: parsed.success ? parsed.data.error.message : undefined, code: parsed.success ? parsed.data.error.details?.code : undefined };
}

export function authRoutes(cms: CmsClient, config: Config): Router {
  const router = Router();
  const limits = { limit: config.LOGIN_MAX_FAILURES_PER_USER, windowMs: config.LOGIN_WINDOW_MS, failed: isCountedFailure };

  router.post(
    '/api/auth',
    express.json({ limit: '16kb' }),
    failureLimiter({
      ...limits,
      limit: config.LOGIN_MAX_FAILURES_PER_IP,
      key: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
      message: 'Too many failed login attempts, try again later',
    }),
    // Per account, however the login names it: the CMS says which account a username or an e-mail is.
    failureLimiter({
      ...limits,
      key: async (req) => {
        const identifier = identifierOf(req).trim();
        if (!identifier) return 'name:';
        const { subject } = await cms.request(subjectAnswer, { method: 'POST', path: '/api/account/login-subject', body: { identifier } });
        return subject;
      },
      message: 'Too many failed login attempts, try again later',
    }),
    async (req, res) => {
      const { username, password, code } = parse(loginBody, req.body);
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
        if (!twoFactor) throw unauthorized(WRONG_CREDENTIALS);
        throw new HttpError(401, refusal.message ?? 'Enter the code from your authenticator app', { code: twoFactor });
      }
      if (!answer.ok) throw cmsUnavailable();
      const { jwt } = loginAnswer.parse(await answer.json());
      res.type('text/plain').send(jwt);
    },
  );

  router.get('/api/auth', async (req, res) => {
    await verifyToken(cms, bearerToken(req));
    ok(res);
  });

  /** Logout ends the token: Strapi refuses it from now on, though its signature is still in date. */
  router.delete('/api/auth', requireAdmin(cms), async (_req, res) => {
    await cms.request(revoked, { method: 'POST', path: '/api/lyceum/logout', token: tokenOf(res) });
    ok(res, { message: 'Logged out' });
  });

  /** Log out everywhere: every token of the account ends, this one too. */
  router.delete('/api/auth/sessions', requireAdmin(cms), async (_req, res) => {
    await cms.request(ended, { method: 'POST', path: '/api/account/sessions/end', token: tokenOf(res) });
    ok(res, { message: 'Logged out everywhere' });
  });

  router.put(
    '/api/auth/password',
    express.json({ limit: '16kb' }),
    requireAdmin(cms),
    // Someone holding a stolen token must not be able to guess the current password at leisure.
    failureLimiter({
      ...limits,
      key: (_req, res) => `password:${userOf(res)}`,
      message: 'Too many wrong current passwords, try again later',
    }),
    async (req, res) => {
      const { currentPassword, password } = parse(passwordChange, req.body);
      // Strapi changes the password, ends every session of the account and logs the change in one transaction.
      const answer = await cms.fetch('/api/auth/change-password', {
        method: 'POST',
        token: tokenOf(res),
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentPassword, password, passwordConfirmation: password }),
      });
      if (answer.status === 400) {
        const message = (await refusalOf(answer)).message || 'The password was not changed';
        if (message === WRONG_CURRENT_PASSWORD) {
          countFailure(res);
          throw badRequest('The current password is wrong', { errors: { currentPassword: 'is wrong' } });
        }
        throw badRequest(message, { errors: { password: message } });
      }
      // The token was ended meanwhile (a logout in another tab).
      if (answer.status === 401 || answer.status === 403) throw unauthorized('Invalid or expired token');
      if (!answer.ok) throw cmsUnavailable();
      const { jwt } = loginAnswer.parse(await answer.json());
      // The one that changed the password moves to the new token; every other session has ended.
      ok(res, { message: "Parol o'zgartirildi", content: { token: jwt } });
    },
  );

  return router;
}
