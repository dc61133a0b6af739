import type { InviteBody, TeamMember, oneTimeLink, memberUpdateBody, twoFactorPolicy } from '@lyceum/contract/api/team';
import type { Role } from '@lyceum/contract/roles';
import type { z } from 'zod';
import { AdminApiError, adminRequest, type Refusal } from '../api/client';
import { adminRead } from '../api/read';

export type OneTimeLink = z.infer<typeof oneTimeLink>;
type TwoFactorPolicy = z.infer<typeof twoFactorPolicy>;
const TEAM = '/api/v1/team';
const memberPath = (id: string) => `${TEAM}/${encodeURIComponent(id)}`;

/** The team's accounts (gateway/src/routes/team.ts), an administrator's. */
export const teamApi = {
  list: adminRead<TeamMember[]>(TEAM),
  invite: async (body: z.input<z.ZodType<InviteBody>>) => (await adminRequest<OneTimeLink>('POST', TEAM, body)).content,
  update: (id: string, body: z.input<typeof memberUpdateBody>) => adminRequest<TeamMember>('PUT', memberPath(id), body),
  setActive: (id: string, active: boolean) => adminRequest<TeamMember>('PUT', `${memberPath(id)}/active`, { active }),
  reset: async (id: string, lang: string) => (await adminRequest<OneTimeLink>('POST', `${memberPath(id)}/reset`, { lang })).content,
  twoFactorPolicy: adminRead<TwoFactorPolicy>(`${TEAM}/two-factor`),
  setTwoFactorPolicy: (roles: Role[]) => adminRequest<TwoFactorPolicy>('PUT', `${TEAM}/two-factor`, { roles }),
};

/**
 * The one-time link's use: sets the password; answers the token it signs in with. Past the client's 401 handling:
 * nobody is signed in yet.
 */
export async function acceptInvitation(token: string, password: string): Promise<string> {
  const response = await fetch('/api/auth/invitation', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, password }),
  }).catch((error: Error) => {
    throw new AdminApiError(0, error.message);
  });
  const envelope = (await response.json().catch(() => null)) as (Refusal & { content?: { token: string } }) | null;
  if (!response.ok || !envelope?.content) throw new AdminApiError(response.status, `HTTP ${response.status}`, envelope);
  return envelope.content.token;
}
