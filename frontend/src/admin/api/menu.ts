import type { savedId } from '@lyceum/contract/api/envelope';
import type { adminMenuItem, menuBody, menuToggled } from '@lyceum/contract/api/menu';
import type { adminPage, pageBody } from '@lyceum/contract/api/page';
import type { MenuGroup } from '@lyceum/contract/menu';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

const MENU = '/api/v1/menu';
const PAGE = '/api/v1/page';

export type AdminMenu = z.infer<typeof adminMenuItem>;
/** A menu item's page text as the admin reads it; null while it has none. */
export type AdminPageText = z.infer<typeof adminPage>;

/** The menu items of the five groups, and the page text each may have. */
export const menuApi = {
  group: (group: MenuGroup) => adminRead<AdminMenu[]>(`${MENU}?${query({ group })}`),
  item: (id: string) => adminRead<AdminMenu>(`${MENU}/${encodeURIComponent(id)}`),
  /** Creates a menu item, or updates the one `id` names. */
  save: (body: z.input<typeof menuBody>, id?: string) =>
    adminRequest<z.infer<typeof savedId>>(id ? 'PUT' : 'POST', MENU, id ? { id, ...body } : body),
  toggle: (id: string) => adminRequest<z.infer<typeof menuToggled>>('PUT', `${MENU}/${id}/toggle`),
  pageText: (menu: string) => adminRead<AdminPageText>(`${PAGE}?${query({ menu })}`),
  /** One text per menu item: a save replaces it. */
  savePageText: (body: z.input<typeof pageBody>) => adminRequest('POST', PAGE, body),
};
