import type { Core } from '@strapi/strapi';
import { isDraftingKind, type SaveRequest } from '@lyceum/contract';
import { menuGroupsOf } from '../../account/lib/team';
import { uidOf, type ResolvedKind } from '../services/kinds';
import { isPanelRequest } from './actor';
import { refusal } from './refusal';
import type { Context } from 'koa';

type User = { role?: { type?: string } | null; menuGroups?: unknown };

/** The menu group of a page text's menu item (any locale holds the same group). */
async function groupOfMenuItem(strapi: Core.Strapi, menuId: unknown): Promise<string | undefined> {
  if (typeof menuId !== 'string') return undefined;
  const item = await strapi.db.query(uidOf('menu-item')).findOne({ where: { documentId: menuId }, select: ['group'] });
  return item?.group;
}

/** The menu item a saved page text already belongs to, when the save names its document. */
async function storedMenuId(strapi: Core.Strapi, kind: ResolvedKind, documentId: string | undefined): Promise<unknown> {
  if (!documentId) return undefined;
  return (await strapi.db.query(kind.uid).findOne({ where: { documentId }, select: ['menuId'] }))?.menuId;
}

/**
 * An author's save (docs/security.md, "Roles"): a draft only, of a drafting kind only, and a page text only in the
 * menu groups the author was given. The gateway refuses the same first (gateway/src/routes/table/); here it holds
 * for whoever calls Strapi with an author's token. Other roles and Strapi's panel save as before.
 */
export async function checkAuthorSave(strapi: Core.Strapi, ctx: Context, kind: ResolvedKind, request: SaveRequest): Promise<void> {
  const user = (ctx.state as { user?: User }).user;
  if (isPanelRequest(ctx) || user?.role?.type !== 'author') return;
  if (!isDraftingKind(kind.name) || request.draft !== true) throw refusal('FORBIDDEN');
  if (kind.name !== 'page-text') return;
  const groups: string[] = menuGroupsOf(user);
  for (const menuId of [request.shared.menuId, await storedMenuId(strapi, kind, request.documentId)]) {
    if (menuId === undefined) continue;
    const group = await groupOfMenuItem(strapi, menuId);
    if (group && !groups.includes(group)) throw refusal('FORBIDDEN');
  }
}
