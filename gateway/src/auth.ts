import { can, role as roleSchema, signedInAccount, type Permission } from '@lyceum/contract';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { CmsClient } from './cms/client.js';
import { HttpError, httpError, unauthorized } from './errors.js';

/** The signed-in member of the team; Strapi answers it to the team's roles only (cms/src/bootstrap/permissions.ts). */
const me = z.object({
  data: signedInAccount.extend({ id: z.number(), twoFactor: z.boolean(), role: roleSchema }),
});
export type SignedIn = z.infer<typeof me>['data'];

/** The bearer token of a request, if it carries one. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/**
 * Strapi's verdict on a token: the signed-in lyceum admin, or a 401 (an ended or expired token, a
 * blocked account, or a Strapi user who is not a lyceum admin).
 */
export async function verifyToken(cms: CmsClient, token: string | undefined): Promise<SignedIn> {
  if (!token) throw unauthorized();
  try {
    return (await cms.request(me, { path: '/api/account/me', token })).data;
  } catch (error) {
    // A valid token of a Strapi user outside the team: nothing here is theirs.
    throw error instanceof HttpError && error.code === 'FORBIDDEN' ? unauthorized('NOT_ALLOWED') : error;
  }
}

/** The signed-in admin of a request: their token, which every call to Strapi on their behalf carries, and their account. */
export interface SignedInAdmin {
  token: string;
  account: SignedIn;
}

/**
 * Admin routes: a valid token first, before any input is looked at, then the role's permission (a 403) and, where the
 * role requires it, two-factor login turned on (a 403 but on the account's own routes); the signed-in admin is kept in
 * res.locals for the route layer (routes/mount.ts).
 */
export const requirePermission = (cms: CmsClient, permission: Permission) => async (req: Request, res: Response, next: NextFunction) => {
  const token = bearerToken(req);
  const admin: SignedInAdmin = { account: await verifyToken(cms, token), token: token! };
  checkPermission(admin.account, permission);
  res.locals.admin = admin;
  next();
};

/** The 403 of an account whose role lacks the permission, or requires two-factor login before it is on. */
export function checkPermission(account: SignedIn, permission: Permission): void {
  if (!can(account.role, permission)) throw httpError('FORBIDDEN');
  // Until two-factor login is on, the account's own routes alone answer (where it is turned on).
  if (account.twoFactorSetupNeeded && permission !== 'account') throw httpError('TWO_FACTOR_SETUP_REQUIRED');
}

/** The signed-in admin, once requirePermission has run: the route layer hands it to handlers, and limiters key by it. */
export const signedInOf = (res: Response): SignedInAdmin => res.locals.admin as SignedInAdmin;
