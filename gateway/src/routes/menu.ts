import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import type { AdminHandler } from './api-route.js';

import { textOf, type Doc, type Documents } from '../cms/documents.js';
import type { Writes } from '../cms/writes.js';
import { KIND } from '../cms/types.js';
import type { IdParams, MenuGroup, adminMenuQuery, menuBody, menuUpdateBody, publicMenuQuery } from '@lyceum/contract';
import { SAVED, DELETED, ok } from '../respond.js';
import { findOr404 } from './lookup.js';

export const toAdminMenu = (doc: Doc) => ({
  id: doc.documentId,
  nameUz: textOf(doc, 'uz', 'name'),
  nameRu: textOf(doc, 'ru', 'name'),
  nameEn: textOf(doc, 'en', 'name'),
  url: doc.shared.url as string,
  group: doc.shared.group as MenuGroup,
  active: Boolean(doc.shared.active),
  number: doc.shared.number as number,
});

const BY_NUMBER = ['number:asc', 'createdAt:asc'];

/** The visitors' menu in one language, active items only: the `load` of a cached read. */
export const publicMenu =
  ({ documents }: RouteDeps) =>
  async (query: z.infer<typeof publicMenuQuery>) => {
    const filters: Record<string, unknown> = { active: { $eq: true } };
    if (query.url !== undefined) filters.url = { $eq: query.url };
    if (query.group) filters.group = { $eq: query.group };
    const { items } = await documents.list(KIND['menu-item'], query.lang, { filters, sort: BY_NUMBER });
    return items.map((doc) => ({
      id: doc.documentId,
      name: textOf(doc, query.lang, 'name'),
      url: doc.shared.url,
      groupName: doc.shared.group,
      number: doc.shared.number,
    }));
  };

const find = (documents: Documents, id: unknown, token: string) =>
  findOr404(documents, KIND['menu-item'], id, 'all', token, 'MENU_NOT_FOUND');

const save = (writes: Writes, fields: z.infer<typeof menuBody> & { active: boolean }, token: string, id?: string) =>
  writes.save(
    KIND['menu-item'],
    {
      documentId: id,
      shared: { url: fields.url, group: fields.group, active: fields.active, number: fields.number },
      localized: { uz: { name: fields.nameUz }, en: { name: fields.nameEn }, ru: { name: fields.nameRu } },
    },
    token,
  );

/** The admin's menu, all languages at once. */
export const adminMenu = {
  list:
    ({ documents }: RouteDeps): AdminHandler<{ query: z.infer<typeof adminMenuQuery> }> =>
    async ({ query: { group: only }, admin }, _req, res) => {
      const { items } = await documents.list(
        KIND['menu-item'],
        'all',
        { filters: only ? { group: { $eq: only } } : undefined, sort: BY_NUMBER },
        admin.token,
      );
      ok(res, { content: items.map(toAdminMenu) });
    },

  one:
    ({ documents }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      ok(res, { content: toAdminMenu(await find(documents, params.id, admin.token)) });
    },

  create:
    ({ writes }: RouteDeps): AdminHandler<{ body: z.infer<typeof menuBody> }> =>
    async ({ body, admin }, _req, res) => {
      const id = await save(writes, { ...body, active: body.active ?? true }, admin.token);
      ok(res, { message: SAVED, content: { id } });
    },

  toggle:
    ({ documents, writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const menu = toAdminMenu(await find(documents, params.id, admin.token));
      await save(writes, { ...menu, active: !menu.active }, admin.token, menu.id);
      ok(res, { message: 'Success', content: { id: menu.id, active: !menu.active } });
    },

  update:
    ({ documents, writes }: RouteDeps): AdminHandler<{ body: z.infer<typeof menuUpdateBody> }> =>
    async ({ body: { id, ...fields }, admin }, _req, res) => {
      const current = toAdminMenu(await find(documents, id, admin.token));
      // An update that does not mention `active` leaves the switch as it is.
      await save(writes, { ...fields, active: fields.active ?? current.active }, admin.token, id);
      ok(res, { message: SAVED, content: { id } });
    },

  remove:
    ({ documents, writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const menu = await find(documents, params.id, admin.token);
      await writes.remove(KIND['menu-item'], menu.documentId, admin.token);
      ok(res, { message: DELETED });
    },
};
