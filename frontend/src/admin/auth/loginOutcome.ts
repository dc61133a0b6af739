/** How a login attempt ended, as the login form acts on it. */
export type LoginOutcome = 'signed-in' | 'wrong-credentials' | 'code-required' | 'code-invalid' | 'throttled';

/**
 * The outcome of a refused `POST /api/auth`, from its status and JSON body. Only the second step's
 * codes and the throttle are told apart: every other refusal reads as wrong credentials, as before
 * two-factor login existed (SPEC.md: wrong credentials toast and reset the form).
 */
export function refusedLogin(status: number, body: unknown): Exclude<LoginOutcome, 'signed-in'> {
  if (status === 429) return 'throttled';
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  if (status === 401 && code === 'TWO_FACTOR_REQUIRED') return 'code-required';
  if (status === 401 && code === 'TWO_FACTOR_INVALID') return 'code-invalid';
  return 'wrong-credentials';
}
