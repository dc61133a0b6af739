import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { REVOKED_TOKEN, tokenHash } from '../api/revoked-token/token-hash';

/**
 * Refuses a bearer token that a logout or a password change has ended, on every Content API
 * route, before Strapi's own authentication accepts its still-valid signature.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const header = ctx.request.header.authorization;
    if (ctx.path.startsWith('/api/') && header?.startsWith('Bearer ')) {
      const revoked = await strapi.db.query(REVOKED_TOKEN).findOne({ where: { tokenHash: tokenHash(header.slice(7)) }, select: ['id'] });
      if (revoked) {
        ctx.status = 401;
        ctx.body = { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Token revoked', details: {} } };
        return;
      }
    }
    await next();
  };
