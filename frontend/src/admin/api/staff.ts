import type { savedId } from '@lyceum/contract/api/envelope';
import type { person, personBody } from '@lyceum/contract/api/staff';
import type { PersonType } from '@lyceum/contract/menu';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

const STAFF = '/api/v1/staff';

/** The leadership and the staff. */
export const staffApi = {
  list: (type: PersonType) => adminRead<z.infer<typeof person>[]>(`${STAFF}?${query({ type })}`),
  /** Creates a person, or (the body with an `id`) updates one. */
  save: (body: z.input<typeof personBody>) => adminRequest<z.infer<typeof savedId>>('POST', STAFF, body),
  remove: (id: string) => adminRequest('DELETE', `${STAFF}/${id}`),
};
