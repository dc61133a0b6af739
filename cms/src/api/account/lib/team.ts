import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { INVITATION_DAYS, MENU_GROUPS, ROLES, isRole, type MenuGroup, type Role, type TeamMember } from '@lyceum/contract';
import { oneAtATime } from '../../../lib/one-at-a-time';
import { refusal } from '../../lyceum/lib/refusal';
import { endSessions } from './sessions';
import { USER, type Account } from './users';

const ROLE = 'plugin::users-permissions.role';
/** The advisory lock the team's changes take on PostgreSQL. */
const TEAM_LOCK = 0x7465616d;

/** A team member as the team's screen lists them (contract's teamMember). */
export interface Member extends Account {
  documentId: string;
  inviteTokenHash?: string | null;
  inviteExpiresAt?: string | Date | null;
  menuGroups?: unknown;
}

/** Only an author is given menu groups; what is stored is read back through this, whatever the panel put there. */
export const menuGroupsOf = (account: Pick<Member, 'role' | 'menuGroups'>): MenuGroup[] =>
  account.role?.type === 'author' && Array.isArray(account.menuGroups)
    ? account.menuGroups.filter((group): group is MenuGroup => (MENU_GROUPS as readonly unknown[]).includes(group))
    : [];

export const roleOf = (account: Pick<Account, 'role'>): Role => {
  const type = account.role?.type;
  if (!isRole(type)) throw refusal('TOKEN_INVALID');
  return type;
};

const stateOf = (member: Member): TeamMember['state'] => (member.blocked ? 'deactivated' : member.password ? 'active' : 'invited');

export const memberView = (member: Member): TeamMember => ({
  id: member.documentId,
  username: member.username,
  email: member.email,
  role: roleOf(member),
  menuGroups: menuGroupsOf(member),
  state: stateOf(member),
  twoFactor: Boolean(member.twoFactorSecret),
});

/** SHA-256 is enough for a token of 256 random bits: nothing to guess, so nothing to slow down. */
const hashOf = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** A one-time link's token (answered once, to the gateway), and what the account keeps of it. */
function newLinkToken() {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000);
  return { token, expiresAt, stored: { inviteTokenHash: hashOf(token), inviteExpiresAt: expiresAt } };
}

export interface Issued {
  token: string;
  expiresAt: Date;
  member: TeamMember;
}

export const teamService = (strapi: Core.Strapi) => {
  const users = strapi.db.query(USER);

  const roleId = async (type: Role): Promise<number> => (await strapi.db.query(ROLE).findOne({ where: { type }, select: ['id'] })).id;

  async function findMember(documentId: string): Promise<Member> {
    const member: Member | null = await users.findOne({ where: { documentId }, populate: ['role'] });
    if (!member || !isRole(member.role?.type)) throw refusal('ACCOUNT_NOT_FOUND');
    return member;
  }

  /** Refuses a change that would leave no administrator who can sign in (run inside `serialized`). */
  async function keepAnAdministrator(member: Member) {
    if (member.role?.type !== 'administrator' || member.blocked || !member.password) return;
    const others = await users.count({
      // `blocked` may be unset (an account made in Strapi's panel): not blocked.
      where: {
        role: { type: 'administrator' },
        $or: [{ blocked: false }, { blocked: { $null: true } }],
        password: { $notNull: true },
        id: { $ne: member.id },
      },
    });
    if (others === 0) throw refusal('LAST_ADMINISTRATOR');
  }

  /**
   * The team's changes one at a time, each in a transaction: two administrators demoting each other at once must not
   * both pass the check above. SQLite runs one write at a time anyway.
   */
  const serialized = oneAtATime(strapi, TEAM_LOCK);

  return {
    serialized,

    async list(): Promise<TeamMember[]> {
      const members: Member[] = await users.findMany({
        where: { role: { type: { $in: [...ROLES] } } },
        populate: ['role'],
        orderBy: [{ username: 'asc' }],
      });
      return members.map(memberView);
    },

    /** A new account with no password yet: the link's first use sets it. */
    async invite(body: { username: string; email: string; role: Role; menuGroups: MenuGroup[] }): Promise<Issued> {
      const email = body.email.toLowerCase();
      const taken = await users.count({ where: { $or: [{ username: { $eqi: body.username } }, { email: { $eqi: email } }] } });
      if (taken) throw refusal('ACCOUNT_EXISTS');
      const link = newLinkToken();
      const created: { id: number } = await users.create({
        data: {
          username: body.username,
          email,
          provider: 'local',
          confirmed: true,
          blocked: false,
          password: null,
          role: await roleId(body.role),
          menuGroups: body.role === 'author' ? body.menuGroups : [],
          ...link.stored,
        },
      });
      const member: Member = await users.findOne({ where: { id: created.id }, populate: ['role'] });
      return { token: link.token, expiresAt: link.expiresAt, member: memberView(member) };
    },

    async update(documentId: string, body: { role: Role; menuGroups: MenuGroup[] }): Promise<TeamMember> {
      const member = await findMember(documentId);
      if (body.role !== 'administrator') await keepAnAdministrator(member);
      const menuGroups = body.role === 'author' ? body.menuGroups : [];
      await users.update({ where: { id: member.id }, data: { role: await roleId(body.role), menuGroups } });
      return memberView({ ...member, role: { ...member.role, type: body.role }, menuGroups });
    },

    /**
     * Deactivating ends every session at once (the gateway checks the account at every call) and any link still out:
     * activated again, the account is as it was but for that link.
     */
    async setActive(documentId: string, active: boolean): Promise<TeamMember> {
      const member = await findMember(documentId);
      if (!active) {
        await keepAnAdministrator(member);
        await endSessions(strapi, member.id);
      }
      const noLink = { inviteTokenHash: null, inviteExpiresAt: null };
      await users.update({ where: { id: member.id }, data: { blocked: !active, ...(active ? {} : noLink) } });
      return memberView({ ...member, blocked: !active });
    },

    /**
     * A forgotten password or a lost authenticator: the password and two-factor login are cleared, every session
     * ends, and a new one-time link sets a new password. Not for the last administrator who can sign in.
     */
    async reset(documentId: string): Promise<Issued> {
      const member = await findMember(documentId);
      // Its link could never be used: a deactivated account is activated first.
      if (member.blocked) throw refusal('ACCOUNT_DEACTIVATED');
      await keepAnAdministrator(member);
      const link = newLinkToken();
      await endSessions(strapi, member.id);
      const cleared = {
        password: null,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorRecoveryCodes: null,
        twoFactorLastStep: null,
      };
      await users.update({ where: { id: member.id }, data: { ...cleared, ...link.stored } });
      return { token: link.token, expiresAt: link.expiresAt, member: memberView({ ...member, ...cleared }) };
    },

    /** The link's one use: the password is set and the link ends. Every failure is the same refusal. */
    async accept(token: string, password: string): Promise<Member> {
      const member: Member | null = await users.findOne({ where: { inviteTokenHash: hashOf(token) }, populate: ['role'] });
      const expired = !member?.inviteExpiresAt || new Date(member.inviteExpiresAt).getTime() < Date.now();
      if (!member || expired || member.blocked || !isRole(member.role?.type)) throw refusal('INVITATION_INVALID');
      const hashed: { password: string } = await strapi.plugin('users-permissions').service('user').ensureHashedPasswords({ password });
      await users.update({
        where: { id: member.id },
        data: { password: hashed.password, inviteTokenHash: null, inviteExpiresAt: null },
      });
      return member;
    },
  };
};
