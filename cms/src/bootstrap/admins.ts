import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { EDITOR_ROLE } from './permissions';

const USER = 'plugin::users-permissions.user';
/** Admin passwords: the gateway's password change asks the same (gateway/src/routes/auth.ts). */
export const MIN_PASSWORD_LENGTH = 12;

/** Long, random, and with the upper case, lower case and digit Strapi's panel insists on. */
function generatePassword(): string {
  return `Ly${crypto.randomBytes(15).toString('base64url')}7a`;
}

function announce(strapi: Core.Strapi, lines: string[]): void {
  const rule = '='.repeat(64);
  strapi.log.warn([rule, ...lines, rule].join('\n'));
}

/**
 * The first lyceum admin (a users-permissions user with the editor role) and the superuser of
 * Strapi's own panel, from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL. Existing accounts are
 * never touched, so changing the variables later does not reset a password.
 */
export async function ensureAdmins(strapi: Core.Strapi): Promise<void> {
  const username = process.env.ADMIN_USERNAME || 'admin';
  const email = process.env.ADMIN_EMAIL || `${username}@lyceum.local`;
  let password = process.env.ADMIN_PASSWORD;
  const generated = !password;
  if (!password) password = generatePassword();
  const requireLongPassword = () => {
    if (password!.length < MIN_PASSWORD_LENGTH) throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  };

  const created: string[] = [];
  const users = strapi.db.query(USER);
  if ((await users.count({})) === 0) {
    requireLongPassword();
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: EDITOR_ROLE } });
    await strapi.plugin('users-permissions').service('user').add({
      username,
      email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
    created.push(`Lyceum admin (/protected): ${username}`);
  }

  const adminUsers = strapi.service('admin::user');
  if (!(await adminUsers.exists())) {
    requireLongPassword();
    const superAdmin = await strapi.service('admin::role').getSuperAdmin();
    await adminUsers.create({
      email,
      firstname: 'Lyceum',
      lastname: 'Superuser',
      password,
      isActive: true,
      roles: superAdmin ? [superAdmin.id] : [],
    });
    created.push(`Strapi panel superuser (/admin): ${email}`);
  }

  if (created.length && generated) {
    announce(strapi, [...created, `Generated password (shown once, set ADMIN_PASSWORD to choose your own): ${password}`]);
  } else if (created.length) {
    strapi.log.info(`${created.join('; ')} (password from ADMIN_PASSWORD)`);
  }
}
