import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { actorOf } from '../../lyceum/lib/actor';
import { parsedBody, refusal } from '../../lyceum/lib/refusal';
import type { AuditAction } from '../../lyceum/services/audit';
import { confirmIdentity, logIn, TWO_FACTOR_INVALID } from '../lib/login';
import { endSessions } from '../lib/sessions';
import { acceptedStep, newRecoveryCodes, newSecret } from '../lib/two-factor';
import { findAccount, loginSubject, updateAccount, type Account } from '../lib/users';
import { menuGroupsOf, roleOf, teamService, type Issued } from '../lib/team';
import { INVITATION_DAYS, inviteBody, invitationAcceptBody, memberActiveBody, memberUpdateBody, twoFactorPolicy } from '@lyceum/contract';
import { setTwoFactorRoles, twoFactorRoles } from '../lib/two-factor-policy';

type Body = Record<string, unknown>;

/** A required string field of the body (the gateway has validated it already; Strapi checks again). */
function text(body: unknown, field: string, max = 1000): string {
  const value = (body as Body | undefined)?.[field];
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    throw refusal('INVALID_REQUEST', `${field} is required`);
  }
  return value;
}

const optionalText = (body: unknown, field: string) => {
  const value = (body as Body | undefined)?.[field];
  return typeof value === 'string' && value.length > 0 ? text(body, field, 100) : undefined;
};

/** A one-time link for the gateway to send or show: the token leaves here once and is kept only hashed. */
const issuedLink = ({ token, expiresAt, member }: Issued) => ({ data: { token, expiresAt: expiresAt.toISOString(), member, days: INVITATION_DAYS } });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const audit = (ctx: Context, action: AuditAction, label = actorOf(ctx).username) =>
    strapi.service('api::lyceum.audit').record(actorOf(ctx), { action, kind: 'account', label });
  const team = teamService(strapi);
  /** A change to the team, serialized, with its audit entry in the same transaction. */
  const teamChange = <T extends { member: { username: string } } | { username: string }>(ctx: Context, action: AuditAction, change: () => Promise<T>) =>
    team.serialized(async () => {
      const result = await change();
      await audit(ctx, action, 'member' in result ? result.member.username : result.username);
      return result;
    });

  /** The signed-in account, with its private fields. */
  const signedIn = async (ctx: Context): Promise<Account> => {
    const account = await findAccount(strapi, (ctx.state.user as { id: number }).id);
    if (!account || account.blocked) throw refusal('TOKEN_INVALID');
    return account;
  };

  return {
    async login(ctx: Context) {
      const body = ctx.request.body;
      ctx.body = { jwt: await logIn(strapi, text(body, 'identifier', 255), text(body, 'password'), optionalText(body, 'code')) };
    },

    async loginSubject(ctx: Context) {
      ctx.body = { subject: await loginSubject(strapi, text(ctx.request.body, 'identifier', 255)) };
    },

    async me(ctx: Context) {
      const account = await signedIn(ctx);
      const role = roleOf(account);
      const twoFactor = Boolean(account.twoFactorSecret);
      ctx.body = {
        data: {
          id: account.id,
          username: account.username,
          twoFactor,
          role,
          menuGroups: menuGroupsOf(account),
          twoFactorSetupNeeded: !twoFactor && (await twoFactorRoles(strapi)).includes(role),
        },
      };
    },

    async twoFactorPolicy(ctx: Context) {
      ctx.body = { data: { roles: await twoFactorRoles(strapi) } };
    },

    async setTwoFactorPolicy(ctx: Context) {
      const { roles } = parsedBody(twoFactorPolicy, ctx.request.body);
      const chosen = await strapi.db.transaction(async () => {
        const set = await setTwoFactorRoles(strapi, roles);
        await audit(ctx, 'two-factor-required', set.join(', ') || '-');
        return set;
      });
      ctx.body = { data: { roles: chosen } };
    },

    // The team (administrators only: cms/src/bootstrap/permissions.ts).
    async team(ctx: Context) {
      ctx.body = { data: await team.list() };
    },

    async invite(ctx: Context) {
      const body = parsedBody(inviteBody, ctx.request.body);
      ctx.body = issuedLink(await teamChange(ctx, 'invite', () => team.invite(body)));
    },

    async updateMember(ctx: Context) {
      const body = parsedBody(memberUpdateBody, ctx.request.body);
      ctx.body = { data: await teamChange(ctx, 'role', () => team.update(ctx.params.documentId, body)) };
    },

    async setActive(ctx: Context) {
      const { active } = parsedBody(memberActiveBody, ctx.request.body);
      ctx.body = { data: await teamChange(ctx, active ? 'activate' : 'deactivate', () => team.setActive(ctx.params.documentId, active)) };
    },

    async reset(ctx: Context) {
      ctx.body = issuedLink(await teamChange(ctx, 'reset', () => team.reset(ctx.params.documentId)));
    },

    /** Open without a token: the link is the proof. Answers a token, so the person is signed in at once. */
    async acceptInvitation(ctx: Context) {
      const { token, password } = parsedBody(invitationAcceptBody, ctx.request.body);
      const member = await team.serialized(async () => {
        const accepted = await team.accept(token, password);
        await strapi.service('api::lyceum.audit').record({ id: accepted.id, username: accepted.username }, { action: 'accept', kind: 'account', label: accepted.username });
        return accepted;
      });
      ctx.body = { jwt: strapi.plugin('users-permissions').service('jwt').issue({ id: member.id }) };
    },

    async endSessions(ctx: Context) {
      const account = await signedIn(ctx);
      await strapi.db.transaction(async () => {
        await endSessions(strapi, account.id);
        await audit(ctx, 'sessions');
      });
      ctx.body = { data: { ended: true } };
    },

    /** A new secret, kept aside until the first code from it confirms the app has it. */
    async twoFactorSetup(ctx: Context) {
      const account = await signedIn(ctx);
      if (account.twoFactorSecret) throw refusal('TWO_FACTOR_ALREADY_ON');
      const { secret, uri } = newSecret(account.username);
      await updateAccount(strapi, account.id, { twoFactorPendingSecret: secret });
      ctx.body = { data: { secret, uri } };
    },

    async twoFactorEnable(ctx: Context) {
      const account = await signedIn(ctx);
      const code = text(ctx.request.body, 'code', 100).replace(/\s/g, '');
      if (account.twoFactorSecret) throw refusal('TWO_FACTOR_ALREADY_ON');
      if (!account.twoFactorPendingSecret) throw refusal('TWO_FACTOR_NOT_SET_UP');
      const step = acceptedStep(account.twoFactorPendingSecret, code, null);
      // A 400 (not the code's 401): the session is fine, only the form is refused (gateway/src/routes/two-factor.ts).
      if (step === null) throw new errors.ValidationError('The code is wrong', { code: TWO_FACTOR_INVALID });
      const { codes, hashes } = newRecoveryCodes();
      await strapi.db.transaction(async () => {
        await updateAccount(strapi, account.id, {
          twoFactorSecret: account.twoFactorPendingSecret,
          twoFactorPendingSecret: null,
          twoFactorRecoveryCodes: hashes,
          twoFactorLastStep: step,
        });
        await audit(ctx, 'two-factor-on');
      });
      ctx.body = { data: { recoveryCodes: codes } };
    },

    /** Turning it off asks for both factors: a stolen token alone cannot weaken the account. */
    async twoFactorDisable(ctx: Context) {
      const account = await signedIn(ctx);
      const body = ctx.request.body;
      if (!account.twoFactorSecret) {
        await confirmIdentity(strapi, account, text(body, 'password'), undefined);
        throw refusal('TWO_FACTOR_NOT_ON');
      }
      await confirmIdentity(strapi, account, text(body, 'password'), text(body, 'code', 100));
      await strapi.db.transaction(async () => {
        await updateAccount(strapi, account.id, {
          twoFactorSecret: null,
          twoFactorPendingSecret: null,
          twoFactorRecoveryCodes: null,
          twoFactorLastStep: null,
        });
        await audit(ctx, 'two-factor-off');
      });
      ctx.body = { data: { disabled: true } };
    },
  };
};
