import { z } from 'zod';
import { documentId, lang, storedFile } from '../common.js';
import { MENU_GROUPS } from '../menu.js';
import { flatRules } from './flat-fields.js';
import { menuUrl } from './menu.js';
import { draftFlag, publicationStatus, storedArticleTexts } from './news.js';

/** A menu item's page text; one per menu item, so saving again replaces it. */
export const pageBody = z.object({
  menu: documentId,
  ...flatRules('page-text'),
  photo: z
    .union([storedFile, z.literal(''), z.null()])
    .optional()
    .transform((photo) => photo || null),
  ...draftFlag,
});

export const adminPageQuery = z.object({ menu: z.string({ error: 'is required' }) });

export const publicPageQuery = z.object({
  groupName: z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), z.enum(MENU_GROUPS)),
  url: menuUrl,
  lang,
});

export const publicPage = z.object({
  groupName: z.enum(MENU_GROUPS),
  url: z.string(),
  name: z.string(),
  title: z.string(),
  text: z.string(),
  photo: z.string().nullable(),
  menu: z.object({ groupName: z.enum(MENU_GROUPS), name: z.string() }),
});

/** The admin's page text of a menu item; null while it has none. */
export const adminPage = z
  .object({
    /** The page text's own id (its revisions and review name it by its menu item's and this). */
    id: z.string(),
    ...storedArticleTexts,
    menu: z.string(),
    photo: z.string().nullable(),
    status: publicationStatus,
    /** When its draft is to be published (scheduled publishing), or null. */
    scheduledAt: z.string().nullable(),
  })
  .nullable();
