import type { RequestHandler } from 'express';
import type { AdminHandler } from './api-route.js';
import { z } from 'zod';
import { signedInOf } from '../auth.js';
import { confirmedCall } from '../cms/confirmed-call.js';
import type { twoFactorDisableBody, twoFactorEnableBody } from '@lyceum/contract';
import { countFailure, failureLimiter, isCountedFailure } from '../failure-limiter.js';
import { ok } from '../respond.js';
import type { RouteDeps } from './deps.js';

const setupAnswer = z.object({ data: z.object({ secret: z.string(), uri: z.string() }) });
const enableAnswer = z.object({ data: z.object({ recoveryCodes: z.array(z.string()).length(10) }) });
const disableAnswer = z.object({ data: z.object({ disabled: z.literal(true) }) });

/** One count of wrong guesses per app, for turning it on and off alike. */
const guessLimiters = new WeakMap<RouteDeps, RequestHandler>();

/** A stolen token must not make the password or the codes guessable at leisure. */
function guessLimiter(deps: RouteDeps): RequestHandler {
  const { config } = deps;
  let limiter = guessLimiters.get(deps);
  if (!limiter) {
    limiter = failureLimiter({
      limit: config.LOGIN_MAX_FAILURES_PER_USER,
      windowMs: config.LOGIN_WINDOW_MS,
      key: (_req, res) => `two-factor:${signedInOf(res).account.id}`,
      code: 'TWO_FACTOR_THROTTLED',
      failed: isCountedFailure,
    });
    guessLimiters.set(deps, limiter);
  }
  return limiter;
}

/**
 * Optional two-factor login (TOTP) for the signed-in admin (docs/security.md): its state, a new
 * secret for the authenticator app, turning it on with a first code (answers the ten recovery
 * codes, shown once) and off with the password and a code.
 */
export const twoFactor = {
  state:
    (): AdminHandler =>
    ({ admin }, _req, res) => {
      ok(res, { content: { enabled: admin.account.twoFactor } });
    },

  setup:
    ({ cms }: RouteDeps): AdminHandler =>
    async ({ admin }, _req, res) => {
      const { data } = await confirmedCall(cms, setupAnswer, '/api/account/two-factor/setup', admin.token);
      // The secret must never be kept by a cache on the way.
      res.set('Cache-Control', 'no-store');
      ok(res, { content: data });
    },

  /** After the token check, before the code is looked at: wrong guesses at turning it on or off are counted. */
  guesses: (deps: RouteDeps): RequestHandler[] => [guessLimiter(deps)],

  enable:
    ({ cms }: RouteDeps): AdminHandler<{ body: z.infer<typeof twoFactorEnableBody> }> =>
    async ({ body, admin }, _req, res) => {
      const { data } = await confirmedCall(cms, enableAnswer, '/api/account/two-factor/enable', admin.token, body, () => countFailure(res));
      res.set('Cache-Control', 'no-store');
      ok(res, { message: 'Two-factor login is on', content: data });
    },

  disable:
    ({ cms }: RouteDeps): AdminHandler<{ body: z.infer<typeof twoFactorDisableBody> }> =>
    async ({ body, admin }, _req, res) => {
      await confirmedCall(cms, disableAnswer, '/api/account/two-factor/disable', admin.token, body, () => countFailure(res));
      ok(res, { message: 'Two-factor login is off' });
    },
};
