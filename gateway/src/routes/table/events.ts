import * as api from '@lyceum/contract';
import { MONTH_READ } from '@lyceum/contract/calendar';
import { listTag } from '../../cache/tags.js';
import { KIND } from '../../cms/types.js';
import { cached, type ApiRoute } from '../api-route.js';
import { events, publicEvents } from '../events.js';
import { editedKindRoutes } from './edited-kinds.js';

const EDITED_EVENTS = editedKindRoutes('event', api.eventWire, events, publicEvents.list);

/**
 * The events calendar: visitors' reads (cached; the lists also made stale by the clock when an event is over) and the
 * admin's events, edited like news (drafts, preview, schedule, revisions, trash).
 */
export const EVENT_ROUTES: readonly ApiRoute[] = [
  EDITED_EVENTS.publicList,
  cached({
    path: `/api/public/events/${MONTH_READ}`,
    summary: 'The events of one language that take any time in a month (Tashkent time; none given: the current month), by start',
    query: api.publicEventMonthQuery,
    answer: { json: api.publicEventMonth },
    tags: () => [listTag(KIND.event)],
    load: publicEvents.month,
  }),
  EDITED_EVENTS.publicItem,
  ...EDITED_EVENTS.admin,
];
