import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { bearerTokenOf, isRevoked } from '../api/revoked-token/revocation';

/**
 * Refuses a bearer token that a logout or a password change has ended, on every Content API
 * route, before Strapi's own authentication accepts its still-valid signature.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const token = ctx.path.startsWith('/api/') ? bearerTokenOf(ctx.request.header.authorization) : undefined;
    if (token && (await isRevoked(strapi, token))) {
      ctx.status = 401;
      ctx.body = { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Token revoked', details: {} } };
      return;
    }
    await next();
  };
