import crypto from 'node:crypto';
import { APPEAL_ABUSE } from '@lyceum/contract';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { httpError } from '../errors.js';
import type { SolvedCheck } from './proof-of-work.js';

const COOKIE = 'appeal_started';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a browser without JavaScript opened the appeal form (docs/appeals.md, "Abuse"): the page's GET sets a signed
 * cookie with the time and an id of its own, and the form's post is refused when it comes sooner than a person can
 * fill the form, or without it. The id is the post's proof, which the CMS accepts once, as it does a solved challenge:
 * one opened form, one appeal. The page itself stays one cached page for everybody; only the cookie is the visitor's.
 */
export class StartedForms {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secret, 'lyceum', 'appeal-form-started', 32));
  }

  private sign(value: string) {
    return crypto.createHmac('sha256', this.key).update(value).digest('base64url');
  }

  open(req: Request, res: Response, now = Date.now()): void {
    const opened = `${now}.${crypto.randomBytes(16).toString('base64url')}`;
    res.cookie(COOKIE, `${opened}.${this.sign(opened)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: DAY_MS,
    });
  }

  /** The opened form's proof, or APPEAL_TOO_FAST unless it was opened at least the minimum time ago (and within a day). */
  check(req: Request, now = Date.now()): SolvedCheck {
    const [at = '', id = '', signature = ''] = (parseCookies(req.get('cookie') ?? '')[COOKIE] ?? '').split('.');
    const expected = Buffer.from(this.sign(`${at}.${id}`));
    const given = Buffer.from(signature);
    const opened = Number(at);
    const signed = id !== '' && given.length === expected.length && crypto.timingSafeEqual(given, expected);
    if (!signed || !(now - opened >= APPEAL_ABUSE.minFillMs && now - opened <= DAY_MS)) throw httpError('APPEAL_TOO_FAST');
    return { proof: 'form', signature: `form:${id}`, expiresAt: new Date(opened + DAY_MS).toISOString() };
  }
}
