import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { CmsClient } from './cms/client.js';
import { unauthorized } from './errors.js';

const me = z.object({ id: z.number(), blocked: z.boolean().nullish() });

/** The bearer token of a request, if it carries one. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** Strapi's verdict on a token: the signed-in user, or a 401. */
export async function verifyToken(cms: CmsClient, token: string | undefined): Promise<number> {
  if (!token) throw unauthorized();
  const user = await cms.request(me, { path: '/api/users/me', token });
  if (user.blocked) throw unauthorized('Invalid or expired token');
  return user.id;
}

/** Admin routes: a valid token first, before any input is looked at; kept in res.locals for Strapi. */
export const requireAdmin = (cms: CmsClient) => async (req: Request, res: Response, next: NextFunction) => {
  const token = bearerToken(req);
  res.locals.userId = await verifyToken(cms, token);
  res.locals.token = token;
  next();
};

export const tokenOf = (res: Response): string => res.locals.token as string;
/** The id of the signed-in admin, once requireAdmin has run. */
export const userOf = (res: Response): number => res.locals.userId as number;
