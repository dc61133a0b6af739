import type { savedId } from '@lyceum/contract/api/envelope';
import { KINDS, type EditedKindName } from '@lyceum/contract/kinds';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

/**
 * The admin API of a kind edited in the wizard (news, events), at the address its declaration gives
 * (contract/src/kinds.ts, `routes`): its list a page at a time, one item, a save and a delete. `list` is the rest of
 * the list's query (its page size, its order).
 */
export function editedKindApi<Item, Page, Body extends object>(kind: EditedKindName, list: Record<string, string | number>) {
  const path = KINDS[kind].routes.admin;
  return {
    /** A page of the list; `narrow`, the kind's own narrowing of it (events: `when`). */
    page: (page: number, narrow: Record<string, string> = {}) => adminRead<Page>(`${path}?${query({ page, ...list, ...narrow })}`),
    item: (id: string) => adminRead<Item>(`${path}/${encodeURIComponent(id)}`),
    /** Creates the item, or updates the one `id` names; answers its id. */
    save: (body: Body, id?: string) => adminRequest<z.infer<typeof savedId>>(id ? 'PUT' : 'POST', path, id ? { ...body, id } : body),
    /** To the trash (history/TrashPage.tsx brings it back). */
    remove: (id: string) => adminRequest('DELETE', `${path}/${encodeURIComponent(id)}`),
  };
}
