import { z } from 'zod';
import { lang, orderNumber, requiredText } from '../common.js';
import { MENU_GROUPS } from '../menu.js';

/** A menu group in any case. */
export const menuGroup = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(MENU_GROUPS, { error: `must be one of ${MENU_GROUPS.join(', ')}` }),
);

/** A stored menu url: with its leading '/', which the admin form adds. */
export const menuUrl = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(255)
  .transform((url) => (url.startsWith('/') ? url : `/${url}`))
  .refine((url) => /^\/[^\s?#]*$/.test(url), 'must be a path without spaces');

/** A menu item as the admin writes it; `groupName` is the older spelling of `group`. */
export const menuBody = z
  .object({
    nameUz: requiredText(255),
    nameRu: requiredText(255),
    nameEn: requiredText(255),
    url: menuUrl,
    group: menuGroup.optional(),
    groupName: menuGroup.optional(),
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
/** An update names its item: any id is taken here, and one that cannot be a document's is unknown (a 404), as in a path. */
export const menuUpdateBody = z.intersection(z.object({ id: z.string({ error: 'is required' }).min(1, 'is required') }), menuBody);

export const adminMenuQuery = z.object({ group: menuGroup.optional() });
export const publicMenuQuery = z.object({ lang, url: z.string().max(255).optional(), group: menuGroup.optional() });

export const publicMenuItem = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  groupName: z.enum(MENU_GROUPS),
  number: z.number().int(),
});

export const adminMenuItem = z.object({
  id: z.string(),
  nameUz: z.string(),
  nameRu: z.string(),
  nameEn: z.string(),
  url: z.string(),
  group: z.enum(MENU_GROUPS),
  active: z.boolean(),
  number: z.number().int(),
});

export const menuToggled = z.object({ id: z.string(), active: z.boolean() });
