import type { loginBody, passwordChangeBody } from '@lyceum/contract/api/auth';
import type { signedInAccount } from '@lyceum/contract/api/team';
import type { recoveryCodes, twoFactorSetup, twoFactorState } from '@lyceum/contract/api/two-factor';
import type { ErrorCode } from '@lyceum/contract/errors';
import type { z } from 'zod';
import { adminRequest, rotateToken } from './client';
import { adminRead } from './read';

const AUTH = '/api/auth';
const TWO_FACTOR = `${AUTH}/two-factor`;

export type Credentials = z.input<typeof loginBody>;
export type SignedInAccount = z.infer<typeof signedInAccount>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** The refusal of a wrong second factor, which the forms show at the code field rather than as a toast. */
export const TWO_FACTOR_INVALID: ErrorCode = 'TWO_FACTOR_INVALID';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The admin's session. Logging in, checking and ending a token go past the client's 401 handling: a refused
 * login or a stale stored token is an answer to act on here, not a session that has just ended.
 */
export const sessionApi = {
  /** Who the token signs in, with their role; null where the server says it is no longer good. Rejects when unreached. */
  check: async (token: string): Promise<SignedInAccount | null> => {
    const response = await fetch(AUTH, { headers: bearer(token) });
    return response.ok ? ((await response.json()) as { content: SignedInAccount }).content : null;
  },
  /** The token, or the refusal's status and JSON body (auth/loginOutcome.ts reads them). */
  logIn: async (credentials: Credentials): Promise<{ token: string } | { status: number; refusal: unknown }> => {
    const response = await fetch(AUTH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (!response.ok) return { status: response.status, refusal: await response.json().catch(() => null) };
    return { token: await response.text() };
  },
  /** Ends this token on the server; the page signs out whatever it answers. */
  logOut: (token: string) => void fetch(AUTH, { method: 'DELETE', headers: bearer(token) }).catch(() => {}),
  /** Ends every token of the account, this one too. */
  logOutEverywhere: () => adminRequest('DELETE', `${AUTH}/sessions`),
  /** The session goes on with the new token the answer brings; every other one ends. */
  changePassword: (body: z.input<typeof passwordChangeBody>) => rotateToken('PUT', `${AUTH}/password`, body),
};

/** The signed-in admin's two-factor login (gateway/src/routes/two-factor.ts). */
export const twoFactorApi = {
  state: adminRead<z.infer<typeof twoFactorState>>(TWO_FACTOR),
  /** A new secret and its otpauth:// address; the server keeps it aside until a first code confirms it. */
  startSetup: async () => (await adminRequest<TwoFactorSetup>('POST', `${TWO_FACTOR}/setup`)).content,
  /** Turns it on with a first code; the ten recovery codes, which the server never shows again. */
  enable: async (code: string) =>
    (await adminRequest<z.infer<typeof recoveryCodes>>('POST', `${TWO_FACTOR}/enable`, { code })).content.recoveryCodes,
  disable: (password: string, code: string) => adminRequest('POST', `${TWO_FACTOR}/disable`, { password, code }),
};
