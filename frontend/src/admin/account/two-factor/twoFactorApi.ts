import type { ErrorCode } from '@lyceum/contract/errors';
import { adminRequest } from '../../api/client';

/** The signed-in admin's two-factor login (gateway/src/routes/two-factor.ts). */
export const TWO_FACTOR_PATH = '/api/auth/two-factor';

export interface TwoFactorState {
  enabled: boolean;
}

/** A new secret and its otpauth:// address; the server keeps it aside until a first code confirms it. */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
}

/** The refusal of a wrong second factor, which the forms show at the code field rather than as a toast. */
export const TWO_FACTOR_INVALID: ErrorCode = 'TWO_FACTOR_INVALID';

export const startSetup = async () => (await adminRequest<TwoFactorSetup>('POST', `${TWO_FACTOR_PATH}/setup`)).content;

/** Turns it on with a first code; the ten recovery codes, which the server never shows again. */
export const enable = async (code: string) =>
  (await adminRequest<{ recoveryCodes: string[] }>('POST', `${TWO_FACTOR_PATH}/enable`, { code })).content.recoveryCodes;

export const disable = (password: string, code: string) => adminRequest('POST', `${TWO_FACTOR_PATH}/disable`, { password, code });
