import type { Core } from '@strapi/strapi';
import type { Actor } from '../lib/actor';

export const AUDIT_ENTRY = 'api::audit-entry.audit-entry';

export type AuditAction =
  | 'create'
  | 'update'
  | 'draft'
  /** A draft submitted for review with its save, and one an editor returned with a comment. */
  | 'submit'
  | 'return'
  | 'publish'
  | 'unpublish'
  | 'schedule'
  | 'unschedule'
  | 'delete'
  | 'restore'
  | 'revert'
  | 'purge'
  | 'upload'
  | 'password'
  | 'sessions'
  | 'two-factor-on'
  | 'two-factor-off'
  /** The team's accounts (api/account/lib/team.ts): the label names the account acted on. */
  | 'invite'
  | 'role'
  | 'deactivate'
  | 'activate'
  | 'reset'
  | 'accept'
  /** The roles that must use two-factor login: the label names them (roles, not secrets). */
  | 'two-factor-required'
  /** A change of settings (Telegram's): the label names the fields changed, never their values. */
  | 'settings';

export interface AuditRecord {
  action: AuditAction;
  kind: string;
  itemId?: string;
  label?: string;
}

export interface AuditQuery {
  kind?: string;
  page: number;
  size: number;
}

/**
 * The audit log: who wrote what, to which item, when. It names items and people only; request
 * bodies are never stored, so no password or token can end up here.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Inside a write's transaction the entry commits or rolls back with the write. */
  async record(actor: Actor, entry: AuditRecord): Promise<void> {
    await strapi.db.query(AUDIT_ENTRY).create({
      data: { ...entry, label: entry.label?.slice(0, 255) ?? '', actor: actor.username, actorId: actor.id ?? null },
    });
  },

  /** Newest first. */
  async list({ kind, page, size }: AuditQuery) {
    const where = kind ? { kind } : {};
    const [items, total] = await Promise.all([
      strapi.db.query(AUDIT_ENTRY).findMany({
        where,
        select: ['documentId', 'action', 'kind', 'itemId', 'label', 'actor', 'createdAt'],
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        offset: page * size,
        limit: size,
      }),
      strapi.db.query(AUDIT_ENTRY).count({ where }),
    ]);
    return { items, total };
  },
});
