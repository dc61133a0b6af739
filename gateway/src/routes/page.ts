import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import type { AdminHandler } from './api-route.js';

import { textOf, type Documents } from '../cms/documents.js';
import { KIND } from '../cms/types.js';
import type { adminPageQuery, pageBody, publicPageQuery } from '@lyceum/contract';
import { notFound } from '../errors.js';
import { sanitizeRichText } from '../rich-text.js';
import { SAVED, ok } from '../respond.js';
import { flatLocalizedOf, localizedFromFlat } from './flat-localized.js';
import { findOr404 } from './lookup.js';

type PageQuery = z.infer<typeof publicPageQuery>;

/** An active menu item's page in one language: with its published text, or (`preview`) the latest one of the menu item `menuId`. */
async function pageOf(documents: Documents, query: PageQuery, preview?: { menuId: string }) {
  const filters = { group: { $eq: query.groupName }, url: { $eq: query.url }, active: { $eq: true } };
  const menu = (await documents.list(KIND['menu-item'], query.lang, { filters, size: 1 })).items[0];
  if (!menu || (preview && menu.documentId !== preview.menuId)) throw notFound('PAGE_NOT_FOUND');
  const texts = { filters: { menuId: { $eq: menu.documentId } }, size: 1, status: preview ? ('draft' as const) : ('published' as const) };
  const page = (await documents.list(KIND['page-text'], query.lang, texts)).items[0];
  const name = textOf(menu, query.lang, 'name');
  return {
    groupName: query.groupName,
    url: query.url,
    name,
    title: page ? textOf(page, query.lang, 'title') : '',
    text: page ? sanitizeRichText(textOf(page, query.lang, 'text')) : '',
    photo: page?.shared.photo ?? null,
    menu: { groupName: query.groupName, name },
  };
}

/** The visitors' page: the `load` of a cached read. */
export const publicPage =
  ({ documents }: RouteDeps) =>
  (query: PageQuery) =>
    pageOf(documents, query);

/** The page a preview link names (by its menu item), with its latest text. */
export const previewPage =
  ({ documents }: RouteDeps) =>
  (query: PageQuery, _params: Record<string, string>, menuId: string) =>
    pageOf(documents, query, { menuId });

/** The admin's page text of a menu item, all languages at once. */
export const adminPage = {
  one:
    ({ documents, schedules }: RouteDeps): AdminHandler<{ query: z.infer<typeof adminPageQuery> }> =>
    async ({ query: { menu }, admin }, _req, res) => {
      const { documentId: menuId } = await findOr404(documents, KIND['menu-item'], menu, 'uz', admin.token, 'MENU_NOT_FOUND');
      const page = (await documents.list(KIND['page-text'], 'all', { filters: { menuId: { $eq: menuId } }, size: 1 }, admin.token))
        .items[0];
      ok(res, {
        content: page
          ? {
              id: page.documentId,
              ...flatLocalizedOf(KIND['page-text'], page),
              menu: menuId,
              photo: page.shared.photo ?? null,
              status: (await documents.statusOf(KIND['page-text'], [page], admin.token)).get(page.documentId)!.status,
              scheduledAt: (await schedules.of(KIND['page-text'], admin.token)).get(page.documentId) ?? null,
            }
          : null,
      });
    },

  save:
    ({ writes }: RouteDeps): AdminHandler<{ body: z.infer<typeof pageBody> }> =>
    async ({ body, admin }, _req, res) => {
      // The write checks the menu item exists (404) and keeps one text per menu item.
      await writes.save(
        KIND['page-text'],
        {
          draft: body.draft,
          review: body.review,
          shared: { menuId: body.menu, photo: body.photo },
          localized: localizedFromFlat(KIND['page-text'], body),
        },
        admin.token,
      );
      ok(res, { message: SAVED });
    },
};
