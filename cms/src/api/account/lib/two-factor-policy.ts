import type { Core } from '@strapi/strapi';
import { ROLES, type Role } from '@lyceum/contract';

const STORE = { type: 'core', name: 'lyceum' } as const;
const KEY = 'twoFactorRoles';

/** The roles whose members must turn two-factor login on before anything but their own account answers them. */
export async function twoFactorRoles(strapi: Core.Strapi): Promise<Role[]> {
  const stored: unknown = await strapi.store(STORE).get({ key: KEY });
  return Array.isArray(stored) ? ROLES.filter((role) => stored.includes(role)) : [];
}

export async function setTwoFactorRoles(strapi: Core.Strapi, roles: readonly Role[]): Promise<Role[]> {
  const chosen = ROLES.filter((role) => roles.includes(role));
  await strapi.store(STORE).set({ key: KEY, value: chosen });
  return chosen;
}
