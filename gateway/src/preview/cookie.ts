import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { PreviewSubject, PreviewTokens } from './tokens.js';

/**
 * A preview page hands its token to the browser for the photos it shows: a cookie sent only to /api/attachment,
 * so that the previewed item's draft photo shows to the link's holder (and to no one else) until the token expires.
 * It names that one item: another draft's photo stays hidden from its holder (preview-photos.ts).
 */
const NAME = 'lyceum_preview';
const PATH = '/api/attachment';

export function givePreviewCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(NAME, token, { path: PATH, httpOnly: true, sameSite: 'lax', secure: req.secure, expires: expiresAt });
}

/** The item the request's preview cookie names, when it carries a genuine, unexpired token; null otherwise. */
export function previewCookieSubject(req: Request, previews: PreviewTokens): PreviewSubject | null {
  return previews.verify(parse(req.get('cookie') ?? '')[NAME]);
}
