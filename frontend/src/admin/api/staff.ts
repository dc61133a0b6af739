import type { savedId } from '@lyceum/contract/api/envelope';
import type { adminPerson, personBody } from '@lyceum/contract/api/staff';
import type { PersonType } from '@lyceum/contract/menu';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

const STAFF = '/api/v1/staff';

/** A person as the admin reads it: the Uzbek name and position, and their optional translations. */
export type AdminPerson = z.infer<typeof adminPerson>;

/** The leadership and the staff. */
export const staffApi = {
  list: (type: PersonType) => adminRead<AdminPerson[]>(`${STAFF}?${query({ type })}`),
  /** Creates a person, or (the body with an `id`) updates one. */
  save: (body: z.input<typeof personBody>) => adminRequest<z.infer<typeof savedId>>('POST', STAFF, body),
  remove: (id: string) => adminRequest('DELETE', `${STAFF}/${id}`),
};
