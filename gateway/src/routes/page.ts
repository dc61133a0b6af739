import type { PublicRead } from '../cache/public-read.js';
import { Router } from 'express';
import type { RouteDeps } from './deps.js';
import { listTag } from '../cache/tags.js';
import { z } from 'zod';
import { requireAdmin, tokenOf } from '../auth.js';
import { textOf, type Documents } from '../cms/documents.js';
import { CMS } from '../cms/types.js';
import { documentId, lang, optionalText, storedFile } from '../contract/common.js';
import { notFound } from '../errors.js';
import { sanitizeRichText } from '../rich-text.js';
import { SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';
import { findOr404 } from './lookup.js';
import { MENU_GROUPS, menuUrl } from './menu.js';

const richText = z.string().max(1_000_000).optional().default('').transform(sanitizeRichText);

const pageBody = z.object({
  menu: documentId,
  titleUz: optionalText(500),
  titleEn: optionalText(500),
  titleRu: optionalText(500),
  textUz: richText,
  textEn: richText,
  textRu: richText,
  photo: z
    .union([storedFile, z.literal(''), z.null()])
    .optional()
    .transform((photo) => photo || null),
});

const publicQuery = z.object({
  groupName: z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), z.enum(MENU_GROUPS)),
  url: menuUrl,
  lang,
});

/** GET /api/public/page: an active menu item's page text in one language. */
export const publicPage = (documents: Documents): PublicRead<typeof publicQuery> => ({
  query: publicQuery,
  tags: () => [listTag(CMS.menuItem), listTag(CMS.pageText)],
  load: async (query) => {
    const filters = { group: { $eq: query.groupName }, url: { $eq: query.url }, active: { $eq: true } };
    const menu = (await documents.list(CMS.menuItem, query.lang, { filters, size: 1 })).items[0];
    if (!menu) throw notFound('No such page');
    const page = (await documents.list(CMS.pageText, query.lang, { filters: { menuId: { $eq: menu.documentId } }, size: 1 })).items[0];
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
  },
});

export function pageRoutes({ cms, documents, writes, publicReads }: RouteDeps): Router {
  const router = Router();

  publicReads.get('/page', publicPage(documents));

  const admin = Router();
  admin.use(requireAdmin(cms));

  admin.get('/', async (req, res) => {
    const { menu } = parse(z.object({ menu: z.string({ error: 'is required' }) }), req.query);
    const { documentId: menuId } = await findOr404(documents, CMS.menuItem, menu, 'uz', tokenOf(res), 'No such menu item');
    const page = (await documents.list(CMS.pageText, 'all', { filters: { menuId: { $eq: menuId } }, size: 1 }, tokenOf(res))).items[0];
    ok(res, {
      content: page
        ? {
            titleUz: textOf(page, 'uz', 'title'),
            titleEn: textOf(page, 'en', 'title'),
            titleRu: textOf(page, 'ru', 'title'),
            textUz: textOf(page, 'uz', 'text'),
            textEn: textOf(page, 'en', 'text'),
            textRu: textOf(page, 'ru', 'text'),
            menu: menuId,
            photo: page.shared.photo ?? null,
          }
        : null,
    });
  });

  admin.post('/', async (req, res) => {
    const body = parse(pageBody, req.body);
    // The write checks the menu item exists (404) and keeps one text per menu item.
    await writes.save(
      CMS.pageText,
      {
        shared: { menuId: body.menu, photo: body.photo },
        localized: {
          uz: { title: body.titleUz, text: body.textUz },
          en: { title: body.titleEn, text: body.textEn },
          ru: { title: body.titleRu, text: body.textRu },
        },
      },
      tokenOf(res),
    );
    ok(res, { message: SAVED });
  });

  router.use('/api/v1/page', admin);
  return router;
}
