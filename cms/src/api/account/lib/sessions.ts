import type { Core } from '@strapi/strapi';
import { USER, updateAccount } from './users';

/** The issue time a token carries, to the millisecond (cms/src/extensions/users-permissions adds it). */
export const ISSUED_AT_MS = 'iatMs';

type Claims = { id?: number; iat?: number; [ISSUED_AT_MS]?: number };

/**
 * Ends every token of the account issued until now: a password change and "log out everywhere".
 * Tokens issued after it (the one a password change answers with) are valid.
 */
export async function endSessions(strapi: Core.Strapi, userId: number): Promise<void> {
  await updateAccount(strapi, userId, { sessionsValidFrom: new Date() });
}

/** Whether a token that verified was issued before its account last ended its sessions. */
export async function issuedBeforeSessionsEnded(strapi: Core.Strapi, claims: Claims): Promise<boolean> {
  if (typeof claims.id !== 'number') return false;
  const account: { sessionsValidFrom?: string | number | Date | null } | null = await strapi.db
    .query(USER)
    .findOne({ where: { id: claims.id }, select: ['sessionsValidFrom'] });
  if (!account?.sessionsValidFrom) return false;
  // Tokens issued before this code ran carry only the second.
  const issuedAt = claims[ISSUED_AT_MS] ?? (claims.iat ?? 0) * 1000;
  return issuedAt < new Date(account.sessionsValidFrom).getTime();
}
