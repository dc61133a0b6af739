import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { altchaPayload } from './altcha';

describe('altchaPayload', () => {
  it('is the payload the server verifies: a solved challenge, base64 of its JSON', async () => {
    const hmacKey = 'a test key';
    const challenge = await createChallenge({ hmacKey, maxnumber: 500, algorithm: 'SHA-256' });
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const payload = altchaPayload({ ...challenge, maxnumber: 500 }, solution!.number);
    expect(await verifySolution(payload, hmacKey)).toBe(true);
    expect(await verifySolution(altchaPayload({ ...challenge, maxnumber: 500 }, solution!.number + 1), hmacKey)).toBe(false);
  });
});
