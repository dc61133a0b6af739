import { KIND_NAMES, ROLES, type Role } from '@lyceum/contract';
import type { Core } from '@strapi/strapi';
import { uidOf } from '../api/lyceum/services/kinds';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

/** The gateway reads only lists (filtered by documentId where it wants one), so `findOne` stays closed. */
const READS = KIND_NAMES.map((name) => `${uidOf(name)}.find`);

const lyceum = (...actions: string[]) => actions.map((action) => `api::lyceum.lyceum.${action}`);
const telegram = (...actions: string[]) => actions.map((action) => `api::telegram-post.telegram.${action}`);
const account = (...actions: string[]) => actions.map((action) => `api::account.account.${action}`);
const inbox = (...actions: string[]) => actions.map((action) => `api::appeal.inbox.${action}`);

/** What every signed-in member does with their own account: the token check, logout, password, two-factor login. */
const OWN_ACCOUNT = [
  ...lyceum('logout'),
  'plugin::users-permissions.auth.changePassword',
  ...account('me', 'endSessions', 'twoFactorSetup', 'twoFactorEnable', 'twoFactorDisable'),
];
/** The reception's inbox (docs/appeals.md): reading, assigning, extending and answering appeals. */
const APPEALS = inbox(
  'list',
  'due',
  'officers',
  'detail',
  'file',
  'exportData',
  'assign',
  'status',
  'note',
  'extend',
  'answer',
  'retry',
  'delivered',
);

/** What every member of the team does: read the content and its state, save (an author's saves are checked further in the save itself), upload, and their own account. */
const MEMBER = [
  ...READS,
  ...lyceum('save', 'schedules', 'revisions', 'reviews', 'review', 'owners'),
  ...telegram('posts'),
  'plugin::upload.content-api.upload',
  ...OWN_ACCOUNT,
];
/** Editors add publishing, deleting, returning drafts under review, the trash, the audit log, restoring revisions and each news item's Telegram post. */
const EDITOR = [
  ...MEMBER,
  ...lyceum('remove', 'trash', 'restore', 'purge', 'audit', 'schedule', 'unschedule', 'revert', 'giveBack'),
  ...telegram('problems', 'retry', 'posting'),
];

/**
 * Exactly these actions per role (the contract's ROLE_PERMISSIONS, in Strapi's terms); anything else a role holds is
 * revoked. The gateway checks the same permissions first (gateway/src/routes/table/).
 */
const GRANTS: Record<Role | 'public' | 'authenticated', string[]> = {
  // What the public contract reads, and which photos it must not show yet. The login is the account API's (two-factor aware), never Strapi's own.
  public: [...READS, ...lyceum('unpublishedFiles')],
  administrator: [
    ...EDITOR,
    ...telegram('settings', 'saveSettings'),
    ...account('team', 'invite', 'updateMember', 'setActive', 'reset', 'twoFactorPolicy', 'setTwoFactorPolicy'),
    ...APPEALS,
    // The director's statistics of the appeals: administrators only.
    ...inbox('statistics'),
  ],
  editor: EDITOR,
  author: MEMBER,
  // The reception sees no content and no draft: their own account and the inbox.
  reception: [...OWN_ACCOUNT, ...APPEALS],
  // Nobody is given this role by the site; it keeps only what a signed-in user needs for itself.
  authenticated: ['plugin::users-permissions.user.me'],
};

const ROLE_NAMES: Record<Role, { name: string; description: string }> = {
  administrator: { name: 'Administrator', description: "Lyceum staff who manage everything: content, the team and the site's settings" },
  editor: { name: 'Editor', description: 'Lyceum staff who create, publish, schedule and delete any content' },
  author: { name: 'Author', description: 'Lyceum staff who draft news, events and documents for an editor to publish' },
  reception: { name: 'Reception', description: "Lyceum staff who read, assign and answer citizens' appeals to the virtual reception" },
};

/** Set once the team's roles are in place: the move from one role is made once, whatever is done to the roles later. */
export const TEAM_ROLES_MARK = { store: { type: 'core', name: 'lyceum' }, key: 'teamRolesSince' } as const;

/**
 * The team's roles. Before roles, every lyceum admin had the one `editor` role with every right: the first start
 * with roles renames that role to `administrator`, so its accounts keep every right, and then adds the new
 * editor and author roles. A role deleted later in Strapi's panel is made again, empty.
 */
async function ensureTeamRoles(strapi: Core.Strapi) {
  const roles = strapi.db.query(ROLE);
  const mark = strapi.store(TEAM_ROLES_MARK.store);
  await strapi.db.transaction(async () => {
    if (!(await mark.get({ key: TEAM_ROLES_MARK.key }))) {
      const earlier = await roles.findOne({ where: { type: 'editor' } });
      const administrator = await roles.findOne({ where: { type: 'administrator' } });
      if (earlier && !administrator)
        await roles.update({ where: { id: earlier.id }, data: { type: 'administrator', ...ROLE_NAMES.administrator } });
      await mark.set({ key: TEAM_ROLES_MARK.key, value: new Date().toISOString() });
    }
    for (const type of ROLES) {
      if (!(await roles.findOne({ where: { type } }))) await roles.create({ data: { type, ...ROLE_NAMES[type] } });
    }
  });
}

export async function ensureRoles(strapi: Core.Strapi): Promise<void> {
  await ensureTeamRoles(strapi);
  const roles = strapi.db.query(ROLE);
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
