import { KIND_NAMES } from '@lyceum/contract';
import type { Core } from '@strapi/strapi';
import { uidOf } from '../api/lyceum/services/kinds';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

/** The gateway reads only lists (filtered by documentId where it wants one), so `findOne` stays closed. */
const READS = KIND_NAMES.map((name) => `${uidOf(name)}.find`);

/** Exactly these actions per role; anything else a role holds is revoked. */
const GRANTS: Record<string, string[]> = {
  // What the public contract reads, and which photos it must not show yet. The login is the account API's (two-factor aware), never Strapi's own.
  public: [...READS, 'api::lyceum.lyceum.unpublishedFiles'],
  // Lyceum admins: reads, the atomic write routes, the trash and audit log, scheduled publishing, revisions, uploads, and their own account.
  editor: [
    ...READS,
    'api::lyceum.lyceum.save',
    'api::lyceum.lyceum.remove',
    'api::lyceum.lyceum.logout',
    'api::lyceum.lyceum.trash',
    'api::lyceum.lyceum.restore',
    'api::lyceum.lyceum.purge',
    'api::lyceum.lyceum.audit',
    'api::lyceum.lyceum.schedules',
    'api::lyceum.lyceum.schedule',
    'api::lyceum.lyceum.unschedule',
    'api::lyceum.lyceum.revisions',
    'api::lyceum.lyceum.revert',
    'api::telegram-post.telegram.settings',
    'api::telegram-post.telegram.saveSettings',
    'api::telegram-post.telegram.posts',
    'api::telegram-post.telegram.problems',
    'api::telegram-post.telegram.retry',
    'api::telegram-post.telegram.posting',
    'plugin::users-permissions.auth.changePassword',
    'plugin::upload.content-api.upload',
    'api::account.account.me',
    'api::account.account.endSessions',
    'api::account.account.twoFactorSetup',
    'api::account.account.twoFactorEnable',
    'api::account.account.twoFactorDisable',
  ],
  // Nobody is given this role by the site; it keeps only what a signed-in user needs for itself.
  authenticated: ['plugin::users-permissions.user.me'],
};

export const EDITOR_ROLE = 'editor';

export async function ensureRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query(ROLE);
  if (!(await roles.findOne({ where: { type: EDITOR_ROLE } }))) {
    await roles.create({ data: { name: 'Editor', description: 'Lyceum staff who manage the site content', type: EDITOR_ROLE } });
  }
  const permissions = strapi.db.query(PERMISSION);
  for (const [type, actions] of Object.entries(GRANTS)) {
    const role = await roles.findOne({ where: { type } });
    if (!role) continue;
    const held = await permissions.findMany({ where: { role: role.id } });
    const heldActions = new Set(held.map((permission: { action: string }) => permission.action));
    const stale = held.filter((permission: { action: string }) => !actions.includes(permission.action));
    if (stale.length) await permissions.deleteMany({ where: { id: { $in: stale.map((p: { id: number }) => p.id) } } });
    for (const action of actions.filter((a) => !heldActions.has(a))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
  // Accounts are made by the site's operators, never by sign-up.
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}
