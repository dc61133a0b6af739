import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Account } from './users';

/** How the code is made: what every authenticator app expects (RFC 6238 defaults). */
const PERIOD_SECONDS = 30;
const ISSUER = 'Lyceum';
const RECOVERY_CODES = 10;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret, and the otpauth:// address an authenticator app reads from its QR code. */
export function newSecret(username: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, username).toString() };
}

/**
 * The time step a 6-digit code belongs to (this one, or one either side for a clock that drifts),
 * or null when it is wrong. A code is refused when its step is not after `lastStep`: a code seen
 * once (over a shoulder, in a proxy's log) cannot be used again.
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null | undefined): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep != null && step <= lastStep ? null : step;
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Recovery codes carry about 50 random bits each: a plain hash keeps a leaked table from being usable. */
const hashRecoveryCode = (code: string) => crypto.createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Ten one-time codes for a lost phone, as shown once to the admin, and their hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export type SecondFactor = { step: number } | { recoveryCodes: string[] };

/**
 * Checks a second factor of an account with two-factor login on: a current 6-digit code, or one of
 * its recovery codes. Answers what to store (the step used, or the codes left), or null if wrong.
 */
export function checkSecondFactor(account: Account, code: string): SecondFactor | null {
  if (!account.twoFactorSecret) return null;
  const step = acceptedStep(account.twoFactorSecret, code.replace(/\s/g, ''), account.twoFactorLastStep);
  if (step !== null) return { step };
  const codes = account.twoFactorRecoveryCodes ?? [];
  const hash = hashRecoveryCode(code);
  if (normalizeRecoveryCode(code).length !== 10 || !codes.includes(hash)) return null;
  return { recoveryCodes: codes.filter((kept) => kept !== hash) };
}

/** What to write to the account once a second factor was used. */
export const spent = (factor: SecondFactor): Partial<Account> =>
  'step' in factor ? { twoFactorLastStep: factor.step } : { twoFactorRecoveryCodes: factor.recoveryCodes };
