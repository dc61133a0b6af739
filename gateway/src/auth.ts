import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { CmsClient } from './cms/client.js';
import { unauthorized } from './errors.js';

/** The signed-in lyceum admin; Strapi answers it to the editor role only (cms/src/bootstrap/permissions.ts). */
const me = z.object({ data: z.object({ id: z.number(), username: z.string(), twoFactor: z.boolean() }) });
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
  return (await cms.request(me, { path: '/api/account/me', token })).data;
}

/** Admin routes: a valid token first, before any input is looked at; kept in res.locals for Strapi. */
export const requireAdmin = (cms: CmsClient) => async (req: Request, res: Response, next: NextFunction) => {
  const token = bearerToken(req);
  res.locals.user = await verifyToken(cms, token);
  res.locals.token = token;
  next();
};

export const tokenOf = (res: Response): string => res.locals.token as string;
/** The id of the signed-in admin, once requireAdmin has run. */
export const userOf = (res: Response): number => (res.locals.user as SignedIn).id;
/** The signed-in admin's account, once requireAdmin has run. */
export const accountOf = (res: Response): SignedIn => res.locals.user as SignedIn;
