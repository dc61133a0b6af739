import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { issuedBeforeSessionsEnded } from '../api/account/lib/sessions';
import { bearerTokenOf, isRevoked } from '../api/revoked-token/revocation';

/** A token issued before its account ended all sessions (password change, "log out everywhere"). */
async function endedWithItsAccountSessions(strapi: Core.Strapi, token: string): Promise<boolean> {
  const claims = await strapi
    .plugin('users-permissions')
    .service('jwt')
    .verify(token)
    .catch(() => undefined);
  // A token that does not verify is Strapi's own authentication's to refuse.
  return claims ? issuedBeforeSessionsEnded(strapi, claims) : false;
}

/**
 * Refuses a bearer token that a logout, a password change or "log out everywhere" has ended, on
 * every Content API route, before Strapi's own authentication accepts its still-valid signature.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const token = ctx.path.startsWith('/api/') ? bearerTokenOf(ctx.request.header.authorization) : undefined;
    if (token && ((await isRevoked(strapi, token)) || (await endedWithItsAccountSessions(strapi, token)))) {
      ctx.status = 401;
      ctx.body = { data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Token revoked', details: {} } };
      return;
    }
    await next();
  };
