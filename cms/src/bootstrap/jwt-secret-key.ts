import { createSecretKey } from 'node:crypto';
import type { Core } from '@strapi/strapi';

const SECRET = 'plugin::users-permissions.jwtSecret';

/**
 * The lyceum admins' token secret as a key object, made once. Given a string, jsonwebtoken first tries to read it as
 * a PEM public key and only makes the secret key once that has thrown: about 1.4 ms of processor time on every
 * signature checked, and each authenticated request checks one twice (the revoked-token middleware, then Strapi's
 * authentication). Measured on the contract suite, 6 % of Strapi's processor time (docs/performance.md).
 */
export function useJwtSecretKey(strapi: Core.Strapi): void {
  const secret: unknown = strapi.config.get(SECRET);
  if (typeof secret === 'string') strapi.config.set(SECRET, createSecretKey(Buffer.from(secret)));
}
