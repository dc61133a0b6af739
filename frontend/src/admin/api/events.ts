import type { AdminEvent, adminEventPage, eventBody } from '@lyceum/contract/api/events';
import type { z } from 'zod';
import { editedKindApi } from './edited-kind';

/** How many events the admin's list shows at a time. */
export const EVENT_PAGE_SIZE = 20;

export type { AdminEvent };
/** What a save of an event sends (PUT adds its id). */
export type EventBody = z.input<typeof eventBody>;

/** The calendar's events in the admin API (the kind `event`), its list as the API orders it. */
export const eventsApi = editedKindApi<AdminEvent, z.infer<typeof adminEventPage>, EventBody>('event', { size: EVENT_PAGE_SIZE });
