import type { AdminEvent, adminEventPage, eventBody } from '@lyceum/contract/api/events';
import type { savedId } from '@lyceum/contract/api/envelope';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

/** The calendar's events in the admin API; the kind is `event` (revisions, previews and schedules say so). */
const EVENTS = '/api/v1/events';

/** How many events the admin's list shows at a time. */
export const EVENT_PAGE_SIZE = 20;

export type { AdminEvent };
/** What a save of an event sends (PUT adds its id). */
export type EventBody = z.input<typeof eventBody>;

export const eventsApi = {
  /** One page of the list, as the API orders it. */
  page: (page: number) => adminRead<z.infer<typeof adminEventPage>>(`${EVENTS}?${query({ page, size: EVENT_PAGE_SIZE })}`),
  item: (id: string) => adminRead<AdminEvent>(`${EVENTS}/${encodeURIComponent(id)}`),
  /** Creates the event, or updates the one `id` names; answers its id. */
  save: (body: EventBody, id?: string) => adminRequest<z.infer<typeof savedId>>(id ? 'PUT' : 'POST', EVENTS, id ? { ...body, id } : body),
  /** To the trash (history/TrashPage.tsx brings it back). */
  remove: (id: string) => adminRequest('DELETE', `${EVENTS}/${encodeURIComponent(id)}`),
};
