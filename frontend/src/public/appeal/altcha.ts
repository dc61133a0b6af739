import type { AppealChallenge } from '@lyceum/contract/api/appeal';
import { solveChallenge } from 'altcha-lib/v1';
import { getJson } from '../../api/client';

/** The solved challenge as the API takes it (`altcha`): ALTCHA's v1 payload, base64 of its JSON. */
export const altchaPayload = ({ algorithm, challenge, salt, signature }: AppealChallenge, number: number): string =>
  btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));

/**
 * A fresh challenge of the API, solved: the proof of work the appeal is sent with. Each is good for one appeal.
 * Each try of the search awaits the browser's own hash, off the main thread, so the page answers meanwhile.
 */
export async function solvedChallenge(signal: AbortSignal): Promise<string> {
  const challenge = await getJson<AppealChallenge>('/api/public/appeals/challenge');
  signal.throwIfAborted();
  const { promise, controller } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await promise;
  if (!solution) throw new Error(signal.aborted ? 'No longer wanted' : 'The challenge has no solution');
  return altchaPayload(challenge, solution.number);
}
