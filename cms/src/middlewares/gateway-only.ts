import crypto from 'node:crypto';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { unpublishedFiles } from '../api/lyceum/lib/unpublished-files';

/** The header the gateway proves itself with (gateway/src/cms/client.ts); docs/security.md, "Drafts at Strapi". */
export const GATEWAY_HEADER = 'x-lyceum-gateway';
/** How long the list of draft-only files is kept when no document write empties it first. */
const FILES_TTL_MS = 10_000;
/** Document actions that change nothing, and so leave the list of draft-only files as it is. */
const READS = new Set(['findOne', 'findFirst', 'findMany', 'count']);

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return secret.length > 0 && a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** Names of every file stored for photos only drafts use, refreshed after each document write. */
function draftOnlyFiles(strapi: Core.Strapi): () => Promise<Set<string>> {
  let cached: { at: number; names: Promise<Set<string>> } | null = null;
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!READS.has(context.action)) cached = null;
    return result;
  });
  return () => {
    if (!cached || Date.now() - cached.at > FILES_TTL_MS) {
      const names = unpublishedFiles(strapi).then((files) => new Set(files.flatMap((file) => file.files)));
      cached = { at: Date.now(), names };
      names.catch(() => (cached = null));
    }
    return cached.names;
  };
}

const fileNameOf = (urlPath: string) => {
  try {
    return path.posix.basename(decodeURIComponent(urlPath));
  } catch {
    return null;
  }
};

const refuse = (ctx: Context, status: 403 | 404) => {
  ctx.status = status;
  const [name, message] = status === 403 ? ['ForbiddenError', 'Forbidden'] : ['NotFoundError', 'Not Found'];
  ctx.body = { data: null, error: { status, name, message, details: {} } };
};

/**
 * Drafts are the gateway's to show (to the signed-in admin, in a preview link), never Strapi's to anyone who reaches
 * its port: a content-API read of drafts (`status` other than published, or v4's `publicationState`), the list of
 * draft-only files, those files under /uploads/, and the reception's routes (docs/appeals.md) are refused unless the request carries CMS_GATEWAY_SECRET, which
 * only the gateway has. Writes are untouched: they keep the person's token and Strapi's permissions. Without the
 * secret set, every such request is refused (closed, not open).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const secret = process.env.CMS_GATEWAY_SECRET ?? '';
  if (!secret) strapi.log.warn('CMS_GATEWAY_SECRET is not set: drafts and their photos are refused to every caller, the gateway too');
  const draftFiles = draftOnlyFiles(strapi);
  return async (ctx: Context, next: Next) => {
    if (sameSecret(ctx.get(GATEWAY_HEADER), secret)) return next();
    // As Strapi's router matches them: without regard to case.
    const route = ctx.path.toLowerCase();
    if (route.startsWith('/api/')) {
      const { status, publicationState } = ctx.query as Record<string, unknown>;
      if (
        route === '/api/lyceum/unpublished-files' ||
        // The reception's routes: the citizen's take no token (the gateway checks the proof of work and the limits), and the
        // inbox's, which take the officer's, open personal data to nobody but the gateway's callers.
        route.startsWith('/api/lyceum/appeals') ||
        (status !== undefined && status !== 'published') ||
        publicationState !== undefined
      ) {
        return refuse(ctx, 403);
      }
    } else if (ctx.path.startsWith('/uploads/')) {
      // As the static server will read it: decoded once (a %2E must not slip a name past the list).
      const name = fileNameOf(ctx.path);
      if (name === null || (await draftFiles()).has(name)) return refuse(ctx, 404);
    }
    return next();
  };
};
