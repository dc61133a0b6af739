import * as api from '@lyceum/contract';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { z } from 'zod';
import { HttpError } from '../errors.js';
import { countFailure, failureLimiter, isCountedFailure } from '../failure-limiter.js';
import { linkLetter } from '../mail/team-mail.js';
import { siteOrigin } from '../request-host.js';
import { ok } from '../respond.js';
import type { AdminHandler, RouteHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';

const members = z.object({ data: api.teamMember.array() });
const member = z.object({ data: api.teamMember });
/** A one-time link's token, answered once by the CMS (cms/src/api/account/lib/team.ts). */
const issued = z.object({ data: z.object({ token: z.string(), expiresAt: z.string(), days: z.number(), member: api.teamMember }) });
const accepted = z.object({ jwt: z.string() });
const policy = z.object({ data: api.twoFactorPolicy });

/** Where the link opens: the admin's page that reads the token from the fragment, which no server or log sees. */
const linkOf = (req: Request, publicUrl: string | undefined, token: string) => `${siteOrigin(req, publicUrl)}/protected/invite#${token}`;

type Issued = z.infer<typeof issued>['data'];
type MemberPath = { params: api.IdParams };

/**
 * Hands a one-time link over: by e-mail where a mail server is set up, else (or when the mail server refuses it) in
 * the answer, once. The link is never logged.
 */
const handOver =
  ({ config, mailer }: RouteDeps) =>
  async (req: Request, purpose: 'invite' | 'reset', lang: api.Locale, { token, expiresAt, days, member: to }: Issued) => {
    const link = linkOf(req, config.PUBLIC_URL, token);
    if (mailer) {
      try {
        await mailer.send(linkLetter(purpose, lang, to, link, days));
        return { sent: true, expiresAt } satisfies z.infer<typeof api.oneTimeLink>;
      } catch (error) {
        req.log.warn({ err: { message: (error as Error).message } }, 'The one-time link could not be e-mailed; it is shown to the admin instead');
      }
    }
    return { sent: false, link, expiresAt } satisfies z.infer<typeof api.oneTimeLink>;
  };

/** A wrong, used or expired link counts as a failure per client address, as a wrong password does. */
const isRefusedLink = (error: unknown) => error instanceof HttpError && error.code === 'INVITATION_INVALID';

/** A member's address in the CMS's team routes, and one of its sub-resources (`/active`, `/reset`). */
const memberPath = (id: string, suffix = '') => `/api/account/team/${encodeURIComponent(id)}${suffix}`;

/** A change of one member (`suffix`: which) that answers the member as it now is. */
const memberChange =
  <B>(suffix: string) =>
  ({ cms }: RouteDeps): AdminHandler<MemberPath & { body: B }> =>
  async ({ admin, params, body }, _req, res) => {
    const path = memberPath(params.id, suffix);
    ok(res, { message: 'Saqlandi', content: (await cms.request(member, { method: 'PUT', path, token: admin.token, body })).data });
  };

/** The team's accounts (administrators only) and the one-time links that open them (docs/security.md, "Roles"). */
export const adminTeam = {
  list:
    ({ cms }: RouteDeps): AdminHandler =>
    async ({ admin }, _req, res) => {
      ok(res, { content: (await cms.request(members, { path: '/api/account/team', token: admin.token })).data });
    },

  invite:
    (deps: RouteDeps): AdminHandler<{ body: api.InviteBody }> =>
    async ({ admin, body }, req, res) => {
      const { lang, ...account } = body;
      const answer = await deps.cms.request(issued, { method: 'POST', path: '/api/account/team', token: admin.token, body: account });
      ok(res, { message: 'Taklif yaratildi', content: await handOver(deps)(req, 'invite', lang, answer.data) });
    },

  update: memberChange<z.infer<typeof api.memberUpdateBody>>(''),

  setActive: memberChange<z.infer<typeof api.memberActiveBody>>('/active'),

  reset:
    (deps: RouteDeps): AdminHandler<MemberPath & { body: z.infer<typeof api.memberResetBody> }> =>
    async ({ admin, params, body }, req, res) => {
      const path = memberPath(params.id, '/reset');
      const answer = await deps.cms.request(issued, { method: 'POST', path, token: admin.token, body: {} });
      ok(res, { message: 'Parol tiklandi', content: await handOver(deps)(req, 'reset', body.lang, answer.data) });
    },

  twoFactorPolicy:
    ({ cms }: RouteDeps): AdminHandler =>
    async ({ admin }, _req, res) => {
      ok(res, { content: (await cms.request(policy, { path: '/api/account/team/two-factor', token: admin.token })).data });
    },

  setTwoFactorPolicy:
    ({ cms }: RouteDeps): AdminHandler<{ body: z.infer<typeof api.twoFactorPolicy> }> =>
    async ({ admin, body }, _req, res) => {
      const path = '/api/account/team/two-factor';
      ok(res, { message: 'Saqlandi', content: (await cms.request(policy, { method: 'PUT', path, token: admin.token, body })).data });
    },

  /** Guessing links is limited per client address, like logins. */
  acceptLimits: ({ config }: RouteDeps): RequestHandler[] => [
    failureLimiter({
      limit: config.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: config.LOGIN_WINDOW_MS,
      failed: isCountedFailure,
      key: (req) => `invitation:${ipKeyGenerator(req.ip ?? '')}`,
      code: 'INVITATION_THROTTLED',
    }),
  ],

  /** The link's one use sets the password and signs the person in: answers their token. */
  accept:
    ({ cms }: RouteDeps): RouteHandler<{ body: z.infer<typeof api.invitationAcceptBody> }> =>
    async ({ body }, _req, res) => {
      try {
        const { jwt } = await cms.request(accepted, { method: 'POST', path: '/api/account/invitation/accept', body });
        ok(res, { message: "Parol o'rnatildi", content: { token: jwt } });
      } catch (error) {
        if (isRefusedLink(error)) countFailure(res);
        throw error;
      }
    },
};
