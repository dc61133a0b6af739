import type { Core } from '@strapi/strapi';

const USER = 'plugin::users-permissions.user';
/** Admin passwords: the gateway's password change asks the same (gateway/src/routes/auth.ts). */
const MIN_PASSWORD_LENGTH = 12;

/**
 * The superuser of Strapi's own panel can create accounts and change the schema: its credentials are
 * its own (SUPERUSER_EMAIL / SUPERUSER_PASSWORD), never the lyceum admin's, or one leaked password
 * would open both doors. Strapi refuses to start when they are the same.
 */
export function checkSeparateCredentials(env: NodeJS.ProcessEnv = process.env): void {
  if (env.SUPERUSER_PASSWORD && env.SUPERUSER_PASSWORD === env.ADMIN_PASSWORD) {
    throw new Error('SUPERUSER_PASSWORD must differ from ADMIN_PASSWORD: the Strapi panel superuser needs its own password');
  }
}

/**
 * The first lyceum admin (a users-permissions user with the administrator role, from ADMIN_USERNAME /
 * ADMIN_PASSWORD / ADMIN_EMAIL) and the superuser of Strapi's own panel (from SUPERUSER_EMAIL /
 * SUPERUSER_PASSWORD). Existing accounts are never touched, so changing the variables later does not
 * reset a password. A password is never made up here: it would have to be shown somewhere, and logs are kept.
 */
export async function ensureAdmins(strapi: Core.Strapi): Promise<void> {
  checkSeparateCredentials();
  if ((await strapi.db.query(USER).count({})) === 0) await createLyceumAdmin(strapi);
  if (!(await strapi.service('admin::user').exists())) await createSuperuser(strapi);
  // Only a warning: its password comparison (0.2 s, more under load) need not hold Strapi's start after a crash.
  else
    void warnOfSharedPassword(strapi).catch((error: Error) =>
      strapi.log.warn(`The superuser's password was not checked: ${error.message}`),
    );
}

/** Sites set up before the superuser had its own credentials gave it ADMIN_PASSWORD: say so at every start until it is changed. */
async function warnOfSharedPassword(strapi: Core.Strapi) {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) return;
  const superusers: { email: string; password?: string }[] = await strapi.db
    .query('admin::user')
    .findMany({ select: ['email', 'password'], where: { isActive: true } });
  for (const { email, password: hash } of superusers) {
    if (hash && (await strapi.service('admin::auth').validatePassword(password, hash))) {
      strapi.log.warn(`The Strapi panel account ${email} still has ADMIN_PASSWORD as its password: change it in the panel (profile menu).`);
    }
  }
}

const checkLength = (name: string, password: string) => {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`${name} must be at least ${MIN_PASSWORD_LENGTH} characters long`);
};

async function createLyceumAdmin(strapi: Core.Strapi) {
  const username = process.env.ADMIN_USERNAME || 'admin';
  const password = process.env.ADMIN_PASSWORD;
  if (!password) {
    strapi.log.warn(`No lyceum admin yet: set ADMIN_PASSWORD (at least ${MIN_PASSWORD_LENGTH} characters) and restart to create it.`);
    return;
  }
  checkLength('ADMIN_PASSWORD', password);
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'administrator' } });
  await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username,
      email: process.env.ADMIN_EMAIL || `${username}@lyceum.local`,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
    });
  strapi.log.info(`Lyceum admin (/protected) created: ${username} (password from ADMIN_PASSWORD)`);
}

async function createSuperuser(strapi: Core.Strapi) {
  const email = process.env.SUPERUSER_EMAIL;
  const password = process.env.SUPERUSER_PASSWORD;
  if (!email || !password) {
    strapi.log.warn('No Strapi panel superuser yet: set SUPERUSER_EMAIL and SUPERUSER_PASSWORD and restart to create it.');
    return;
  }
  checkLength('SUPERUSER_PASSWORD', password);
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await strapi.service('admin::user').create({
    email,
    firstname: 'Lyceum',
    lastname: 'Superuser',
    password,
    isActive: true,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  strapi.log.info('Strapi panel superuser (/admin) created from SUPERUSER_EMAIL / SUPERUSER_PASSWORD');
}
