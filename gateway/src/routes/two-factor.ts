import express, { Router } from 'express';
import { z } from 'zod';
import { accountOf, requireAdmin, tokenOf, userOf } from '../auth.js';
import { strapiError, type CmsClient } from '../cms/client.js';
import type { Config } from '../config.js';
import { badRequest, cmsUnavailable, unauthorized } from '../errors.js';
import { countFailure, failureLimiter, isCountedFailure } from '../failure-limiter.js';
import { ok } from '../respond.js';
import { parse } from '../validate.js';

const setupAnswer = z.object({ data: z.object({ secret: z.string(), uri: z.string() }) });
const enableAnswer = z.object({ data: z.object({ recoveryCodes: z.array(z.string()).length(10) }) });
const disableAnswer = z.object({ data: z.object({ disabled: z.literal(true) }) });

const code = z.string({ error: 'is required' }).trim().min(1, 'is required').max(100);
const enableBody = z.object({ code });
const disableBody = z.object({ password: z.string({ error: 'is required' }).min(1, 'is required').max(1000), code });

/**
 * Optional two-factor login (TOTP) for the signed-in admin (docs/security.md): its state, a new
 * secret for the authenticator app, turning it on with a first code (answers the ten recovery
 * codes, shown once) and off with the password and a code.
 */
export function twoFactorRoutes(cms: CmsClient, config: Config): Router {
  const router = Router();
  const json = express.json({ limit: '16kb' });
  // A stolen token must not make the password or the codes guessable at leisure.
  const guesses = failureLimiter({
    limit: config.LOGIN_MAX_FAILURES_PER_USER,
    windowMs: config.LOGIN_WINDOW_MS,
    key: (_req, res) => `two-factor:${userOf(res)}`,
    message: 'Too many wrong codes, try again later',
    failed: isCountedFailure,
  });

  /** Strapi's call for the signed-in admin, its refusals in the contract's terms (a wrong code or password counts). */
  const call = async <S extends z.ZodType>(schema: S, path: string, token: string, body?: unknown, onRefusal?: () => void) => {
    const answer = await cms.fetch(path, {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (answer.status === 401 || answer.status === 403) throw unauthorized('Invalid or expired token');
    if (answer.status === 400) {
      const refusal = strapiError.safeParse(await answer.json().catch(() => undefined));
      const error = refusal.success ? refusal.data.error : undefined;
      const field = error?.details?.field;
      if (error?.details?.code === 'TWO_FACTOR_INVALID' || field === 'password') onRefusal?.();
      throw badRequest(error?.message ?? 'Invalid request', {
        ...(error?.details?.code ? { code: error.details.code } : {}),
        ...(field ? { errors: { [field]: error?.message } } : {}),
      });
    }
    if (!answer.ok) throw cmsUnavailable();
    return schema.parse(await answer.json()) as z.infer<S>;
  };

  router.get('/api/auth/two-factor', requireAdmin(cms), (_req, res) => {
    ok(res, { content: { enabled: accountOf(res).twoFactor } });
  });

  router.post('/api/auth/two-factor/setup', requireAdmin(cms), async (_req, res) => {
    const { data } = await call(setupAnswer, '/api/account/two-factor/setup', tokenOf(res));
    // The secret must never be kept by a cache on the way.
    res.set('Cache-Control', 'no-store');
    ok(res, { content: data });
  });

  router.post('/api/auth/two-factor/enable', json, requireAdmin(cms), guesses, async (req, res) => {
    const body = parse(enableBody, req.body);
    const { data } = await call(enableAnswer, '/api/account/two-factor/enable', tokenOf(res), body, () => countFailure(res));
    res.set('Cache-Control', 'no-store');
    ok(res, { message: 'Two-factor login is on', content: data });
  });

  router.post('/api/auth/two-factor/disable', json, requireAdmin(cms), guesses, async (req, res) => {
    const body = parse(disableBody, req.body);
    await call(disableAnswer, '/api/account/two-factor/disable', tokenOf(res), body, () => countFailure(res));
    ok(res, { message: 'Two-factor login is off' });
  });

  return router;
}

