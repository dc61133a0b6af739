import * as api from '@lyceum/contract';
import { handled, type ApiRoute } from '../api-route.js';
import { auth } from '../auth.js';
import { adminTeam } from '../team.js';

const member = { json: api.teamMember };
const link = { json: api.oneTimeLink };

/** The editorial team (docs/security.md, "Roles"): the administrators' screen, and the one-time link's use. */
export const TEAM_ROUTES: readonly ApiRoute[] = [
  handled({
    method: 'get',
    path: '/api/v1/team',
    auth: 'team',
    summary: 'The team: every account with its role, state and whether two-factor login is on',
    answer: { json: api.teamMember.array() },
    handle: adminTeam.list,
  }),
  handled({
    method: 'post',
    path: '/api/v1/team',
    auth: 'team',
    summary:
      'Invite a person: a new account without a password, and a one-time link that sets it (e-mailed when SMTP is set up, ' +
      'else answered once to hand over); the link is stored hashed and expires',
    refuses: ['ACCOUNT_EXISTS'],
    body: api.inviteBody,
    answer: link,
    handle: adminTeam.invite,
  }),
  // Ahead of /api/v1/team/:id, which would take its name for an id.
  handled({
    method: 'get',
    path: '/api/v1/team/two-factor',
    auth: 'team',
    summary: 'The roles whose members must have two-factor login on',
    answer: { json: api.twoFactorPolicy },
    handle: adminTeam.twoFactorPolicy,
  }),
  handled({
    method: 'put',
    path: '/api/v1/team/two-factor',
    auth: 'team',
    summary:
      "Require two-factor login for roles: a member of one without it is answered only by their own account's routes " +
      '(403 `TWO_FACTOR_SETUP_REQUIRED`) until they turn it on',
    body: api.twoFactorPolicy,
    answer: { json: api.twoFactorPolicy },
    handle: adminTeam.setTwoFactorPolicy,
  }),
  handled({
    method: 'put',
    path: '/api/v1/team/:id',
    params: api.idParams,
    auth: 'team',
    summary: "Change an account's role (and an author's menu groups); the last administrator keeps the role",
    refuses: ['ACCOUNT_NOT_FOUND', 'LAST_ADMINISTRATOR'],
    body: api.memberUpdateBody,
    answer: member,
    handle: adminTeam.update,
  }),
  handled({
    method: 'put',
    path: '/api/v1/team/:id/active',
    params: api.idParams,
    auth: 'team',
    summary: 'Deactivate an account (every session of it ends at once) or activate it again; not the last administrator',
    refuses: ['ACCOUNT_NOT_FOUND', 'LAST_ADMINISTRATOR'],
    body: api.memberActiveBody,
    answer: member,
    handle: adminTeam.setActive,
  }),
  handled({
    method: 'post',
    path: '/api/v1/team/:id/reset',
    params: api.idParams,
    auth: 'team',
    summary:
      "Reset an account's password and two-factor login: every session ends, and a new one-time link sets a new password; " +
      'not the last administrator, nor a deactivated account',
    refuses: ['ACCOUNT_NOT_FOUND', 'LAST_ADMINISTRATOR', 'ACCOUNT_DEACTIVATED'],
    body: api.memberResetBody,
    answer: link,
    handle: adminTeam.reset,
  }),
  handled({
    method: 'post',
    path: '/api/auth/invitation',
    auth: 'public',
    summary: "Use a one-time link: set the account's password; answers the token, signed in",
    refuses: ['INVITATION_INVALID', 'INVITATION_THROTTLED'],
    body: api.invitationAcceptBody,
    answer: { json: api.passwordChanged },
    before: (deps) => [auth.readJson(), ...adminTeam.acceptLimits(deps)],
    handle: adminTeam.accept,
  }),
];
