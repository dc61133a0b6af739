import crypto from 'node:crypto';
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { ReadCache } from '../cache/read-cache.js';
import { FILES_TAG, writeTags } from '../cache/tags.js';
import { KIND, kindNamed } from '../cms/types.js';
import { unauthorized } from '../errors.js';
import { parse } from '../validate.js';

/** Where Strapi announces its changes (cms/src/bootstrap/content-events.ts sends them). */
export const CMS_EVENTS_PATH = '/cms-events';

const change = z.object({
  event: z.string().max(64),
  kind: z.string().max(64).optional(),
  documentId: z.string().max(64).optional(),
});

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Compared in constant time: the answer must not tell how much of a guess was right. */
function holdsSecret(header: string | undefined, secret: string): boolean {
  const [scheme, given] = (header ?? '').split(' ');
  return scheme === 'Bearer' && given !== undefined && crypto.timingSafeEqual(digest(given), digest(secret));
}

/**
 * Strapi's word that content changed outside the gateway (an edit in its own panel): the answers
 * built from it go stale here and, through the shared store, on every instance. Only Strapi, which
 * holds CMS_EVENTS_SECRET, may say so; without the secret configured the route does not exist.
 */
export function cmsEvents(secret: string | undefined, cache: ReadCache): Router {
  const router = express.Router();
  if (!secret) return router;
  const receive: RequestHandler = async (req, res) => {
    if (!holdsSecret(req.get('authorization'), secret)) throw unauthorized('TOKEN_INVALID');
    const { kind, documentId } = parse(change, req.body);
    const type = kind ? kindNamed(kind) : undefined;
    // A file replaced or deleted may be named by any answer; an unknown kind changes nothing visitors see.
    const tags = type
      ? writeTags(type, documentId || undefined)
      : kind
        ? []
        : [...Object.values(KIND).flatMap((each) => writeTags(each)), FILES_TAG];
    if (tags.length) await cache.invalidate(tags);
    res.status(204).end();
  };
  router.post(CMS_EVENTS_PATH, express.json({ limit: '16kb' }), receive);
  return router;
}
