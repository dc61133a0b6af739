import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

const REVOKED_TOKEN = 'api::revoked-token.revoked-token';

/** Tokens are stored by their hash: a leaked table gives nobody a usable token. */
const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The token of an Authorization header, read as leniently as users-permissions reads it (any case, any spacing). */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return /^bearer\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
}

export async function isRevoked(strapi: Core.Strapi, token: string): Promise<boolean> {
  return Boolean(await strapi.db.query(REVOKED_TOKEN).findOne({ where: { tokenHash: tokenHash(token) }, select: ['id'] }));
}

/** Ends a token that is still in date; it is kept until it would have expired anyway. */
export async function revokeToken(strapi: Core.Strapi, token: string): Promise<void> {
  const { exp } = (await strapi
    .plugin('users-permissions')
    .service('jwt')
    .verify(token)
    .catch(() => {
      // Not a users-permissions token (an API token made in the panel, say): there is no session to end.
      throw new errors.UnauthorizedError('Not a session token');
    })) as { exp?: number };
  const revoked = strapi.db.query(REVOKED_TOKEN);
  // Expired tokens are refused by their signature's date anyway: their rows can go.
  await revoked.deleteMany({ where: { expiresAt: { $lt: new Date() } } });
  await revoked.create({ data: { tokenHash: tokenHash(token), expiresAt: new Date((exp ?? Date.now() / 1000 + 86_400) * 1000) } });
}
