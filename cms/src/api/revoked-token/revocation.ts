import crypto from 'node:crypto';

/** Tokens are stored by their hash: a leaked table gives nobody a usable token. */
export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const REVOKED_TOKEN = 'api::revoked-token.revoked-token';
