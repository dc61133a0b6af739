import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { PreviewTokens } from './tokens.js';

/**
 * A preview page hands its token to the browser for the photos it shows: a cookie sent only to /api/attachment,
 * so that a draft's photo shows to the link's holder (and to no one else) until the token expires.
 */
const NAME = 'lyceum_preview';
const PATH = '/api/attachment';

export function givePreviewCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(NAME, token, { path: PATH, httpOnly: true, sameSite: 'lax', secure: req.secure, expires: expiresAt });
}

/** Whether the request carries a genuine, unexpired preview token. */
export function hasPreviewCookie(req: Request, previews: PreviewTokens): boolean {
  const token = parse(req.get('cookie') ?? '')[NAME];
  return previews.verify(token) !== null;
}
