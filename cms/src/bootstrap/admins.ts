import type { Core } from '@strapi/strapi';
import { EDITOR_ROLE } from './permissions';

const USER = 'plugin::users-permissions.user';
/** Admin passwords: the gateway's password change asks the same (gateway/src/routes/auth.ts). */
const MIN_PASSWORD_LENGTH = 12;

/**
 * The first lyceum admin (a users-permissions user with the editor role) and the superuser of
 * Strapi's own panel, from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL. Existing accounts are
 * never touched, so changing the variables later does not reset a password.
 */
export async function ensureAdmins(strapi: Core.Strapi): Promise<void> {
  const username = process.env.ADMIN_USERNAME || 'admin';
  const email = process.env.ADMIN_EMAIL || `${username}@lyceum.local`;
  const password = process.env.ADMIN_PASSWORD;
  const users = strapi.db.query(USER);
  const adminUsers = strapi.service('admin::user');
  const needsLyceumAdmin = (await users.count({})) === 0;
  const needsSuperuser = !(await adminUsers.exists());
  if (!needsLyceumAdmin && !needsSuperuser) return;
  // A password is never made up here: it would have to be shown somewhere, and logs are kept.
  if (!password) {
    const missing = [needsLyceumAdmin && 'lyceum admin', needsSuperuser && 'Strapi panel superuser'].filter(Boolean).join(' and ');
    strapi.log.warn(`No ${missing} yet: set ADMIN_PASSWORD (at least ${MIN_PASSWORD_LENGTH} characters) and restart to create it.`);
    return;
  }
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);

  const created: string[] = [];
  if (needsLyceumAdmin) {
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
  if (needsSuperuser) {
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
  strapi.log.info(`${created.join('; ')} (password from ADMIN_PASSWORD)`);
}
