import { APPEAL_ABUSE } from '@lyceum/contract';
import type { Request, RequestHandler } from 'express';
import pLimit from 'p-limit';
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
  /** At most APPEAL_ABUSE.atOnce forms read and kept at once: each is held in memory (up to 15 MB) until it is judged. */
  intake: RequestHandler;
}

/**
 * The client as the limits count it: its address, an IPv6 one by its /56 network, which one subscriber usually holds
 * whole (express-rate-limit's rule): a robot that takes a new address of its network for each form is still one.
 */
export const clientOf = (req: Request): string => ipKeyGenerator(req.ip ?? '');

/** Lets `count` requests through at once; the others wait their turn, their bodies unread, until one's answer is sent. */
function atOnce(count: number): RequestHandler {
  const slots = pLimit(count);
  return (_req, res, next) => {
    void slots(
      () =>
        new Promise<void>((release) => {
          res.once('close', release);
          next();
        }),
    );
  };
}

export function appealLimits(): AppealLimits {
  return {
    attempts: rateLimit({
      windowMs: APPEAL_ABUSE.attemptsWindowMs,
      limit: APPEAL_ABUSE.attempts,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: (req) => `ip:${clientOf(req)}`,
      handler: (_req, res, next) => {
        res.set('Retry-After', String(Math.ceil(APPEAL_ABUSE.attemptsWindowMs / 1000)));
        next(httpError('APPEAL_LIMITED'));
      },
    }),
    guesses: failureLimiter({
      limit: APPEAL_ABUSE.statusGuesses,
      windowMs: APPEAL_ABUSE.statusWindowMs,
      key: (req) => `ip:${clientOf(req)}`,
      code: 'APPEAL_STATUS_THROTTLED',
      failed: isCountedFailure,
    }),
    intake: atOnce(APPEAL_ABUSE.atOnce),
  };
}
