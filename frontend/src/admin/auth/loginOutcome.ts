import type { ErrorCode } from '@lyceum/contract/errors';

/** How a login attempt ended, as the login form acts on it. */
export type LoginOutcome = 'signed-in' | 'wrong-credentials' | 'code-required' | 'code-invalid' | 'throttled';

const BY_CODE: Partial<Record<ErrorCode, Exclude<LoginOutcome, 'signed-in'>>> = {
  TWO_FACTOR_REQUIRED: 'code-required',
  TWO_FACTOR_INVALID: 'code-invalid',
};

/**
 * The outcome of a refused `POST /api/auth`, from its status and JSON body. Only the second step's
 * codes and the throttle are told apart: every other refusal reads as wrong credentials, as it did
 * before two-factor login existed, so that the form says nothing more to someone guessing.
 */
export function refusedLogin(status: number, body: unknown): Exclude<LoginOutcome, 'signed-in'> {
  if (status === 429) return 'throttled';
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  const outcome = status === 401 && typeof code === 'string' ? BY_CODE[code as ErrorCode] : undefined;
  return outcome ?? 'wrong-credentials';
}
