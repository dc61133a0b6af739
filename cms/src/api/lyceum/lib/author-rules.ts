import type { Core } from '@strapi/strapi';
import { isDraftingKind, type SaveRequest } from '@lyceum/contract';
import { menuGroupsOf } from '../../account/lib/team';
import { SCHEDULE } from '../services/schedule';
import { siteService } from '../../../services';
import { uidOf, type ResolvedKind } from '../services/kinds';
import { authorOf } from './actor';
import { refusal } from './refusal';
import type { Context } from 'koa';

/** The menu group of a page text's menu item (any locale holds the same group). */
async function groupOfMenuItem(strapi: Core.Strapi, menuId: unknown): Promise<string | undefined> {
  if (typeof menuId !== 'string') return undefined;
  const item = await strapi.db.query(uidOf('menu-item')).findOne({ where: { documentId: menuId }, select: ['group'] });
  return item?.group;
}

/** The menu item a saved page text belongs to. */
async function storedMenuId(strapi: Core.Strapi, kind: ResolvedKind, documentId: string): Promise<unknown> {
  return (await strapi.db.query(kind.uid).findOne({ where: { documentId }, select: ['menuId'] }))?.menuId;
}

/** The stored page text of a menu item (a page text's save names its menu item, not its document). */
async function pageTextOf(strapi: Core.Strapi, kind: ResolvedKind, menuId: unknown): Promise<string | undefined> {
  if (typeof menuId !== 'string') return undefined;
  return (await strapi.db.query(kind.uid).findOne({ where: { menuId }, select: ['documentId'] }))?.documentId;
}

/** Whether the document waits to be published at a set time: its draft goes out then, whoever wrote it last. */
const isScheduled = async (strapi: Core.Strapi, kind: ResolvedKind, documentId: string | undefined) =>
  documentId !== undefined && (await strapi.db.query(SCHEDULE).count({ where: { kind: kind.name, itemId: documentId } })) > 0;

/**
 * An author's save (docs/security.md, "Roles"): a draft only, of a drafting kind only, never of a document scheduled to
 * be published (its draft would go out unseen); news, an event or a document of their own only (the account that
 * created it, services/review.ts), and a page text only in the menu groups the author was given. The
 * gateway refuses the same first (gateway/src/routes/table/); here it holds for whoever calls Strapi with an author's
 * token. Answers the Telegram option the save keeps: an author's none (the posting switch is an editor's). Other roles
 * and Strapi's panel save as before.
 */
export async function checkAuthorSave<T>(
  strapi: Core.Strapi,
  ctx: Context,
  kind: ResolvedKind,
  request: SaveRequest,
  telegram: T,
): Promise<T | undefined> {
  const user = authorOf(ctx);
  if (!user) return telegram;
  if (!isDraftingKind(kind.name) || request.draft !== true) throw refusal('FORBIDDEN');
  const target = kind.name === 'page-text' ? (request.documentId ?? (await pageTextOf(strapi, kind, request.shared.menuId))) : request.documentId;
  if (await isScheduled(strapi, kind, target)) throw refusal('FORBIDDEN');
  if (kind.name !== 'page-text') {
    const owner = request.documentId ? await siteService(strapi, 'api::lyceum.review').ownerOf(kind, request.documentId) : user.id;
    if (owner === null || owner !== user.id) throw refusal('FORBIDDEN');
    return undefined;
  }
  const groups: string[] = menuGroupsOf(user);
  // The menu item the save names, and the one the stored page text belongs to; one that cannot be found is in no group.
  const menuIds = [request.shared.menuId];
  if (request.documentId) menuIds.push(await storedMenuId(strapi, kind, request.documentId));
  for (const menuId of menuIds) {
    const group = await groupOfMenuItem(strapi, menuId);
    if (!group || !groups.includes(group)) throw refusal('FORBIDDEN');
  }
  return undefined;
}
