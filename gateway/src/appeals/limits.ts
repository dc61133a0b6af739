import { APPEAL_ABUSE } from '@lyceum/contract';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { httpError } from '../errors.js';
import { failureLimiter, isCountedFailure } from '../failure-limiter.js';

/**
 * The gateway's own limits on the reception, per client address, shared by the API and the pages' form posts so that
 * alternating between them gains nothing (docs/appeals.md, "Abuse"): every attempt to send an appeal counts, and every
 * wrong number or code asked about. The daily limits per phone number and address are the CMS's, kept with the
 * appeals themselves.
 */
export interface AppealLimits {
  attempts: RequestHandler;
  guesses: RequestHandler;
}

export function appealLimits(): AppealLimits {
  return {
    attempts: rateLimit({
      windowMs: APPEAL_ABUSE.attemptsWindowMs,
      limit: APPEAL_ABUSE.attempts,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
      handler: (_req, res, next) => {
        res.set('Retry-After', String(Math.ceil(APPEAL_ABUSE.attemptsWindowMs / 1000)));
        next(httpError('APPEAL_LIMITED'));
      },
    }),
    guesses: failureLimiter({
      limit: APPEAL_ABUSE.statusGuesses,
      windowMs: APPEAL_ABUSE.statusWindowMs,
      key: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
      code: 'APPEAL_STATUS_THROTTLED',
      failed: isCountedFailure,
    }),
  };
}
