import crypto from 'node:crypto';
import { APPEAL_ABUSE, type AppealChallenge, type AppealRecord } from '@lyceum/contract';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import { httpError } from '../errors.js';

/** What a solved challenge (or an opened form, started-forms.ts) proves, for the CMS to accept once, until it expires. */
export type SolvedCheck = AppealRecord['check'];

/** Far longer than any solution (a base64 JSON of five short fields). */
const MAX_SOLUTION = 4_000;
const payload = z.object({ signature: z.string().min(1).max(200), salt: z.string().max(200) });

/**
 * The reception's proof of work (ALTCHA, self-hosted: docs/appeals.md, "Abuse"). The browser fetches a challenge,
 * finds the number whose hash it names, and sends the solution with the form; the challenge is signed with a key
 * every gateway instance derives from the same secret, so any instance verifies it, and it expires. That a solution
 * is used once is the CMS's to keep (it stores the signature in the appeal's own transaction).
 */
export class ProofOfWork {
  private readonly key: string;

  constructor(secret: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secret, 'lyceum', 'appeal-proof-of-work', 32)).toString('base64url');
  }

  challenge(now = new Date()): Promise<AppealChallenge> {
    return createChallenge({
      hmacKey: this.key,
      maxnumber: APPEAL_ABUSE.maxNumber,
      expires: new Date(now.getTime() + APPEAL_ABUSE.challengeMs),
    }) as Promise<AppealChallenge>;
  }

  /** The check a solution proves, or APPEAL_CHECK_FAILED: missing, malformed, wrong, signed with another key or expired. */
  async verify(solution: string): Promise<SolvedCheck> {
    const failed = () => httpError('APPEAL_CHECK_FAILED');
    let decoded: z.infer<typeof payload>;
    if (solution.length > MAX_SOLUTION) throw failed();
    try {
      decoded = payload.parse(JSON.parse(Buffer.from(solution, 'base64').toString('utf8')));
    } catch {
      throw failed();
    }
    // The salt carries the expiry the challenge was signed with (`<salt>?expires=<seconds>&`).
    const expires = Number(new URLSearchParams(decoded.salt.split('?')[1] ?? '').get('expires'));
    if (!Number.isFinite(expires) || !(await verifySolution(solution, this.key, true).catch(() => false))) throw failed();
    return { proof: 'work', signature: decoded.signature, expiresAt: new Date(expires * 1000).toISOString() };
  }
}
