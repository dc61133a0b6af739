import { Router } from 'express';
import type { RouteDeps } from './deps.js';
import { listTag } from '../cache/tags.js';
import { z } from 'zod';
import { requireAdmin, tokenOf } from '../auth.js';
import { textOf, type Doc } from '../cms/documents.js';
import { CMS } from '../cms/types.js';
import { documentId, lang, orderNumber, requiredText } from '../contract/common.js';
import { SAVED, DELETED, ok } from '../respond.js';
import { parse } from '../validate.js';
import { findOr404 } from './lookup.js';

export const MENU_GROUPS = ['info', 'structure', 'news', 'education', 'events', 'activity', 'interactive', 'home'] as const;
const group = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(MENU_GROUPS, { error: `must be one of ${MENU_GROUPS.join(', ')}` }),
);

/** A stored menu url: with its leading '/', as SPEC.md has the admin form add it. */
export const menuUrl = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(255)
  .transform((url) => (url.startsWith('/') ? url : `/${url}`))
  .refine((url) => /^\/[^\s?#]*$/.test(url), 'must be a path without spaces');

const menuFields = z
  .object({
    nameUz: requiredText(255),
    nameRu: requiredText(255),
    nameEn: requiredText(255),
    url: menuUrl,
    group: group.optional(),
    groupName: group.optional(),
    active: z.boolean().optional(),
    number: orderNumber,
  })
  .transform(({ group: own, groupName, ...rest }, ctx) => {
    const chosen = own ?? groupName;
    if (!chosen) {
      ctx.addIssue({ code: 'custom', path: ['group'], message: 'is required' });
      return z.NEVER;
    }
    return { ...rest, group: chosen };
  });
const menuUpdate = z.looseObject({ id: documentId });

const adminList = z.object({ group: group.optional() });
const publicList = z.object({ lang, url: z.string().max(255).optional(), group: group.optional() });

export const toAdminMenu = (doc: Doc) => ({
  id: doc.documentId,
  nameUz: textOf(doc, 'uz', 'name'),
  nameRu: textOf(doc, 'ru', 'name'),
  nameEn: textOf(doc, 'en', 'name'),
  url: doc.shared.url as string,
  group: doc.shared.group as (typeof MENU_GROUPS)[number],
  active: Boolean(doc.shared.active),
  number: doc.shared.number as number,
});

const BY_NUMBER = ['number:asc', 'createdAt:asc'];

export function menuRoutes({ cms, documents, writes, publicReads }: RouteDeps): Router {
  const router = Router();

  publicReads.get('/menu', {
    query: publicList,
    tags: () => [listTag(CMS.menuItem)],
    load: async (query) => {
      const filters: Record<string, unknown> = { active: { $eq: true } };
      if (query.url !== undefined) filters.url = { $eq: query.url };
      if (query.group) filters.group = { $eq: query.group };
      const { items } = await documents.list(CMS.menuItem, query.lang, { filters, sort: BY_NUMBER });
      return items.map((doc) => ({
        id: doc.documentId,
        name: textOf(doc, query.lang, 'name'),
        url: doc.shared.url,
        groupName: doc.shared.group,
        number: doc.shared.number,
      }));
    },
  });

  const admin = Router();
  admin.use(requireAdmin(cms));

  const find = (id: unknown, token: string) => findOr404(documents, CMS.menuItem, id, 'all', token, 'No such menu item');

  const save = (fields: z.infer<typeof menuFields> & { active: boolean }, token: string, id?: string) =>
    writes.save(
      CMS.menuItem,
      {
        documentId: id,
        shared: { url: fields.url, group: fields.group, active: fields.active, number: fields.number },
        localized: { uz: { name: fields.nameUz }, en: { name: fields.nameEn }, ru: { name: fields.nameRu } },
      },
      token,
    );

  admin.get('/', async (req, res) => {
    const { group: only } = parse(adminList, req.query);
    const { items } = await documents.list(
      CMS.menuItem,
      'all',
      { filters: only ? { group: { $eq: only } } : undefined, sort: BY_NUMBER },
      tokenOf(res),
    );
    ok(res, { content: items.map(toAdminMenu) });
  });

  admin.get('/:id', async (req, res) => {
    ok(res, { content: toAdminMenu(await find(req.params.id, tokenOf(res))) });
  });

  admin.post('/', async (req, res) => {
    const fields = parse(menuFields, req.body);
    const id = await save({ ...fields, active: fields.active ?? true }, tokenOf(res));
    ok(res, { message: SAVED, content: { id } });
  });

  admin.put('/:id/toggle', async (req, res) => {
    const menu = toAdminMenu(await find(req.params.id, tokenOf(res)));
    await save({ ...menu, active: !menu.active }, tokenOf(res), menu.id);
    ok(res, { message: 'Success', content: { id: menu.id, active: !menu.active } });
  });

  admin.put('/', async (req, res) => {
    const { id } = parse(menuUpdate, req.body);
    const current = toAdminMenu(await find(id, tokenOf(res)));
    const fields = parse(menuFields, req.body);
    // An update that does not mention `active` leaves the switch as it is.
    await save({ ...fields, active: fields.active ?? current.active }, tokenOf(res), id);
    ok(res, { message: SAVED, content: { id } });
  });

  admin.delete('/:id', async (req, res) => {
    const menu = await find(req.params.id, tokenOf(res));
    await writes.remove(CMS.menuItem, menu.documentId, tokenOf(res));
    ok(res, { message: DELETED });
  });

  router.use('/api/v1/menu', admin);
  return router;
}
