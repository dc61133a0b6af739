import { z } from 'zod';

const code = z.string({ error: 'is required' }).trim().min(1, 'is required').max(100);
export const twoFactorEnableBody = z.object({ code });
export const twoFactorDisableBody = z.object({ password: z.string({ error: 'is required' }).min(1, 'is required').max(1000), code });

export const twoFactorState = z.object({ enabled: z.boolean() });
/** The secret for the authenticator app, and the same as an otpauth:// address for a QR code. */
export const twoFactorSetup = z.object({ secret: z.string(), uri: z.string() });
/** Shown once: each logs in once instead of a code. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(10) });
