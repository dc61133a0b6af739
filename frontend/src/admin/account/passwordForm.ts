import type { AccountTexts } from '../messages';
import { uz } from '../messages/uz';

/** As the gateway asks (gateway/src/routes/auth.ts). */
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads only this many bytes of a password; Strapi refuses longer ones. */
export const MAX_PASSWORD_BYTES = 72;

export interface PasswordForm {
  currentPassword: string;
  password: string;
  confirmation: string;
}

/** The form's own checks, before the server's; field → message in the screen's language. */
export function passwordErrors(form: PasswordForm, t: AccountTexts = uz.account): Partial<Record<keyof PasswordForm, string>> {
  const errors: Partial<Record<keyof PasswordForm, string>> = newPasswordErrors(form, t);
  if (!form.currentPassword) errors.currentPassword = t.currentPasswordMissing;
  if (!errors.password && form.password === form.currentPassword) errors.password = t.sameAsCurrent;
  return errors;
}

/** A new password and its repetition (a password change's, an invitation's). */
export function newPasswordErrors(
  form: Pick<PasswordForm, 'password' | 'confirmation'>,
  t: AccountTexts = uz.account,
): Partial<Record<'password' | 'confirmation', string>> {
  const errors: Partial<Record<'password' | 'confirmation', string>> = {};
  if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = t.tooShort(MIN_PASSWORD_LENGTH);
  else if (new TextEncoder().encode(form.password).length > MAX_PASSWORD_BYTES) errors.password = t.tooLong;
  if (form.confirmation !== form.password) errors.confirmation = t.mismatch;
  return errors;
}
