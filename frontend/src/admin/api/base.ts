import type { baseItem } from '@lyceum/contract/api/base';
import type { savedId } from '@lyceum/contract/api/envelope';
import type { BaseType } from '@lyceum/contract/base-kinds';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

const BASE = '/api/v1/baseInfo';

/** The base items (dashboard blocks, interactive services), each kind's `data` kept as JSON text. */
export const baseApi = {
  list: (type: BaseType) => adminRead<z.infer<typeof baseItem>[]>(`${BASE}?${query({ type })}`),
  /** Creates an item of the kind, or updates the one `id` names. */
  save: (type: BaseType, data: unknown, id?: string) =>
    adminRequest<z.infer<typeof savedId>>(id ? 'PUT' : 'POST', BASE, { ...(id ? { id } : {}), type, data: JSON.stringify(data) }),
  remove: (id: string) => adminRequest('DELETE', `${BASE}/${encodeURIComponent(id)}`),
};
