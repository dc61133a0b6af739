import type { Context } from 'koa';

/** The signed-in user a write is made by, as the audit log names them. */
export interface Actor {
  id?: number;
  username: string;
}

export function actorOf(ctx: Pick<Context, 'state'>): Actor {
  const user = ctx.state?.user as { id?: number; username?: string } | undefined;
  return { id: user?.id, username: user?.username ?? 'unknown' };
}
