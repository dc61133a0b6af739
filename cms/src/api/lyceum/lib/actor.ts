import type { Context } from 'koa';

/** The signed-in user a write is made by, as the audit log names them. */
export interface Actor {
  id?: number;
  username: string;
}

type User = { id?: number; username?: string | null; email?: string; role?: { type?: string } | null; menuGroups?: unknown };
type State = { user?: User; auth?: { strategy?: { name?: string } } };

/** Whether the request was made in Strapi's own panel (its admin strategy), not by a lyceum admin. */
export const isPanelRequest = (ctx: Pick<Context, 'state'>) => (ctx.state as State | undefined)?.auth?.strategy?.name === 'admin';

/** The signed-in author (docs/security.md, "Roles"), whose saves and reviews are narrowed to their own; none for another role or the panel. */
export function authorOf(ctx: Pick<Context, 'state'>): User | undefined {
  const user = (ctx.state as State | undefined)?.user;
  return !isPanelRequest(ctx) && user?.role?.type === 'author' ? user : undefined;
}

/**
 * A lyceum admin by their username and id; a panel user (who has no lyceum account, and often no
 * username) by their username or else their e-mail.
 */
export function actorOf(ctx: Pick<Context, 'state'>): Actor {
  const user = (ctx.state as State | undefined)?.user;
  if (isPanelRequest(ctx)) return { username: user?.username || user?.email || 'panel' };
  return { id: user?.id, username: user?.username ?? 'unknown' };
}
