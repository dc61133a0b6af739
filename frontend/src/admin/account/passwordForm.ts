/** As the gateway asks (gateway/src/routes/auth.ts). */
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads only this many bytes of a password; Strapi refuses longer ones. */
export const MAX_PASSWORD_BYTES = 72;

export interface PasswordForm {
  currentPassword: string;
  password: string;
  confirmation: string;
}

/** The form's own checks, before the server's; field → message. */
export function passwordErrors(form: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  const errors: Partial<Record<keyof PasswordForm, string>> = {};
  if (!form.currentPassword) errors.currentPassword = 'Joriy parolni kiriting';
  if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = `Kamida ${MIN_PASSWORD_LENGTH} ta belgi bo'lsin`;
  else if (new TextEncoder().encode(form.password).length > MAX_PASSWORD_BYTES) errors.password = 'Parol juda uzun';
  else if (form.password === form.currentPassword) errors.password = 'Yangi parol joriy paroldan farq qilsin';
  if (form.confirmation !== form.password) errors.confirmation = 'Parollar mos kelmadi';
  return errors;
}
