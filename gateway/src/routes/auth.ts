import express, { Router, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { bearerToken, requireAdmin, tokenOf, userOf, verifyToken } from '../auth.js';
import { strapiError, type CmsClient } from '../cms/client.js';
import type { Config } from '../config.js';
import { HttpError, badRequest, cmsUnavailable, unauthorized } from '../errors.js';
import { ok } from '../respond.js';
import { parse } from '../validate.js';

const loginBody = z.object({
  username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(255),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1000),
});
const loginAnswer = z.object({ jwt: z.string() });
const revoked = z.object({ data: z.object({ revoked: z.literal(true) }) });

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

const usernameOf = (req: Request) => {
  const body: unknown = req.body;
  const name = typeof body === 'object' && body !== null ? (body as { username?: unknown }).username : undefined;
  return typeof name === 'string' ? name.trim().toLowerCase() : '';
};

/**
 * Failures only (by default any answer of 400 or more), per the key; a success does not count.
 * Logins count per client address and per username, password changes' wrong guesses per account.
 */
function failureLimiter(
  limit: number,
  windowMs: number,
  key: (req: Request, res: Response) => string,
  message = 'Too many failed login attempts, try again later',
  failed: (res: Response) => boolean = (res) => res.statusCode >= 400,
) {
  return rateLimit({
    windowMs,
    limit,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => !failed(res),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: key,
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
      res.set('Retry-After', String(seconds));
      res.status(429).json({ success: false, message });
    },
  });
}

export function authRoutes(cms: CmsClient, config: Config): Router {
  const router = Router();

  router.post(
    '/api/auth',
    express.json({ limit: '16kb' }),
    failureLimiter(config.LOGIN_MAX_FAILURES_PER_IP, config.LOGIN_WINDOW_MS, (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`),
    failureLimiter(config.LOGIN_MAX_FAILURES_PER_USER, config.LOGIN_WINDOW_MS, (req) => `user:${usernameOf(req)}`),
    async (req, res) => {
      const { username, password } = parse(loginBody, req.body);
      const answer = await cms.fetch('/api/auth/local', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: username, password }),
      });
      // Strapi answers 400 for a wrong password, an unknown user and a blocked one alike.
      if ([400, 401, 403].includes(answer.status)) throw unauthorized(WRONG_CREDENTIALS);
      if (answer.status === 429) throw new HttpError(429, 'Too many requests');
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

  router.put(
    '/api/auth/password',
    express.json({ limit: '16kb' }),
    requireAdmin(cms),
    // Someone holding a stolen token must not be able to guess the current password at leisure.
    failureLimiter(
      config.LOGIN_MAX_FAILURES_PER_USER,
      config.LOGIN_WINDOW_MS,
      (_req, res) => `password:${userOf(res)}`,
      'Too many wrong current passwords, try again later',
      (res) => res.locals.wrongCurrentPassword === true,
    ),
    async (req, res) => {
      const { currentPassword, password } = parse(passwordChange, req.body);
      // Strapi changes the password, ends this token and logs the change in one transaction.
      const answer = await cms.fetch('/api/auth/change-password', {
        method: 'POST',
        token: tokenOf(res),
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ currentPassword, password, passwordConfirmation: password }),
      });
      if (answer.status === 400) {
        const refusal = strapiError.safeParse(await answer.json().catch(() => undefined));
        const message = (refusal.success && refusal.data.error.message) || 'The password was not changed';
        if (message === WRONG_CURRENT_PASSWORD) {
          res.locals.wrongCurrentPassword = true;
          throw badRequest('The current password is wrong', { errors: { currentPassword: 'is wrong' } });
        }
        throw badRequest(message, { errors: { password: message } });
      }
      // The token was ended meanwhile (a logout in another tab).
      if (answer.status === 401 || answer.status === 403) throw unauthorized('Invalid or expired token');
      if (!answer.ok) throw cmsUnavailable();
      const { jwt } = loginAnswer.parse(await answer.json());
      // Other sessions keep their tokens until they expire; the one that changed the password moves to the new token.
      ok(res, { message: "Parol o'zgartirildi", content: { token: jwt } });
    },
  );

  return router;
}
