import { z } from 'zod';

export const loginBody = z.object({
  username: z.string({ error: 'is required' }).trim().min(1, 'is required').max(255),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1000),
  /** The second step of a two-factor login: a 6-digit code or a recovery code. */
  code: z.string().trim().max(100).optional(),
});

/** As the CMS asks of the first admin's password (cms/src/bootstrap/admins.ts). */
export const MIN_PASSWORD_LENGTH = 12;
/** bcrypt reads only this many bytes of a password, and Strapi refuses longer ones. */
export const MAX_PASSWORD_BYTES = 72;

/** UTF-8 length, counted here because the package runs in browsers as well as in Node. */
const utf8Bytes = (text: string) => {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
};

/** A password an account is given: a password change, an invitation's. */
export const newPassword = z
  .string({ error: 'is required' })
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .refine((password) => utf8Bytes(password) <= MAX_PASSWORD_BYTES, `must be at most ${MAX_PASSWORD_BYTES} bytes`);

export const passwordChangeBody = z
  .object({
    currentPassword: z.string({ error: 'is required' }).min(1, 'is required').max(1000),
    password: newPassword,
  })
  .refine((body) => body.password !== body.currentPassword, { path: ['password'], message: 'must differ from the current password' });

/** The new token of the one who changed the password; every other session has ended. */
export const passwordChanged = z.object({ token: z.string() });
