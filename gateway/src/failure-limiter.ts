import type { Request, Response } from 'express';
import type { ErrorCode } from '@lyceum/contract';
import { rateLimit } from 'express-rate-limit';
import { httpError } from './errors.js';
import { FailureCounts } from './failure-counts.js';

/**
 * Counts failures only (what `failed` says of the answer), per the key; a success does not count.
 * Logins count per client address and per account, password changes' and two-factor changes'
 * wrong guesses per account. The counts are kept in memory bounded by bytes (failure-counts.ts).
 */
export function failureLimiter(options: {
  limit: number;
  windowMs: number;
  key: (req: Request, res: Response) => string | Promise<string>;
  code: ErrorCode;
  failed: (res: Response) => boolean;
}) {
  const { limit, windowMs, key, code, failed } = options;
  return rateLimit({
    windowMs,
    limit,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => !failed(res),
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: key,
    store: new FailureCounts(windowMs),
    handler: (req, res, next) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
      res.set('Retry-After', String(seconds));
      next(httpError(code));
    },
  });
}

/** Marks an answer as a failure the limiter counts (a wrong password or code), as opposed to a refusal of form. */
export const countFailure = (res: Response) => {
  res.locals.countedFailure = true;
};
export const isCountedFailure = (res: Response) => res.locals.countedFailure === true;
