import { z } from 'zod';
import { LOCALES } from '../locales.js';
import { MENU_GROUPS } from '../menu.js';
import { ROLES } from '../roles.js';
import { newPassword } from './auth.js';

export const role = z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` });
/** The menu groups whose page texts an author drafts; other roles have none. */
const menuGroups = z.array(z.enum(MENU_GROUPS, { error: `must be one of ${MENU_GROUPS.join(', ')}` })).max(MENU_GROUPS.length);

/**
 * The signed-in person, as the token check answers them; `twoFactorSetupNeeded`: their role requires two-factor login
 * and it is not on yet, so only their own account's routes answer until it is.
 */
export const signedInAccount = z.object({ username: z.string(), role, menuGroups, twoFactorSetupNeeded: z.boolean() });

/** `invited`: the one-time link is out and not used yet; `deactivated`: cannot sign in, every session ended. */
export const MEMBER_STATES = ['invited', 'active', 'deactivated'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];
export const teamMember = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role,
  menuGroups,
  state: z.enum(MEMBER_STATES),
  twoFactor: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

const username = z
  .string({ error: 'is required' })
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(50, 'must be at most 50 characters')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'may hold letters, digits, dots, dashes and underscores only');

/** The language of the letter that carries the link: the admin's who sends it. */
const lang = z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).default('uz');

export const inviteBody = z.object({
  username,
  email: z.email({ error: 'must be an e-mail address' }).max(255),
  role,
  menuGroups: menuGroups.default([]),
  lang,
});
export const memberResetBody = z.object({ lang });
export type InviteBody = z.infer<typeof inviteBody>;

export const memberUpdateBody = z.object({ role, menuGroups: menuGroups.default([]) });
export const memberActiveBody = z.object({ active: z.boolean({ error: 'must be true or false' }) });

/**
 * A one-time link (an invitation, or a password reset): e-mailed when SMTP is set up (`sent`), else answered here,
 * once, to be handed over; it is stored hashed only.
 */
export const oneTimeLink = z.object({ sent: z.boolean(), link: z.string().optional(), expiresAt: z.string() });

/** The person the link names sets their password with it. */
export const invitationAcceptBody = z.object({
  token: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200),
  password: newPassword,
});

/** The roles whose members must have two-factor login on (an administrator's choice). */
export const twoFactorPolicy = z.object({ roles: z.array(role).max(ROLES.length) });
