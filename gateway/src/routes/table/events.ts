import * as api from '@lyceum/contract';
import { MONTH_READ } from '@lyceum/contract/calendar';
import { FILES_TAG, itemTag, listTag } from '../../cache/tags.js';
import { KIND } from '../../cms/types.js';
import { cached, handled, type ApiRoute } from '../api-route.js';
import { adminEvents, publicEvents } from '../events.js';
import { done, saved } from './success.js';

/**
 * The events calendar: visitors' reads (cached; the lists also made stale by the clock when an event is over) and the
 * admin's events, edited like news (drafts, preview, schedule, revisions, trash).
 */
export const EVENT_ROUTES: readonly ApiRoute[] = [
  cached({
    path: '/api/public/events',
    summary: 'Events in one language: coming ones (not yet over), soonest first, or past ones, latest first',
    query: api.publicEventListQuery,
    answer: { json: api.publicEventPage },
    tags: () => [listTag(KIND.event)],
    load: publicEvents.list,
  }),
  cached({
    path: `/api/public/events/${MONTH_READ}`,
    summary: 'The events of one language that take any time in a month (Tashkent time; none given: the current month), by start',
    query: api.publicEventMonthQuery,
    answer: { json: api.publicEventMonth },
    tags: () => [listTag(KIND.event)],
    load: publicEvents.month,
  }),
  cached({
    path: '/api/public/events/:id',
    summary: 'One event in one language',
    refuses: ['EVENT_NOT_FOUND'],
    query: api.publicEventQuery,
    answer: { json: api.publicEvent },
    tags: (_query, params) => [itemTag(KIND.event, params.id), FILES_TAG],
    load: publicEvents.item,
    preview: { kind: 'event', load: publicEvents.preview },
  }),

  handled({
    method: 'get',
    path: '/api/v1/events',
    auth: 'admin',
    summary: 'Events, all languages: the latest version of each (a draft, if it has one) and its status, latest start first',
    query: api.paging,
    answer: { json: api.adminEventPage },
    handle: adminEvents.list,
  }),
  handled({
    method: 'get',
    path: '/api/v1/events/:id',
    params: api.idParams,
    auth: 'admin',
    summary: 'One event',
    refuses: ['EVENT_NOT_FOUND'],
    answer: { json: api.adminEvent },
    handle: adminEvents.one,
  }),
  handled({
    method: 'post',
    path: '/api/v1/events',
    auth: 'admin',
    summary: 'Create an event: published at once, or kept a draft with `draft: true`',
    body: api.eventBody,
    answer: saved,
    handle: adminEvents.create,
  }),
  handled({
    method: 'put',
    path: '/api/v1/events',
    auth: 'admin',
    summary: 'Update an event: published at once, or kept a draft with `draft: true` (visitors keep the published version)',
    refuses: ['EVENT_NOT_FOUND'],
    body: api.eventUpdateBody,
    answer: saved,
    handle: adminEvents.update,
  }),
  handled({
    method: 'delete',
    path: '/api/v1/events/:id',
    params: api.idParams,
    auth: 'admin',
    summary: 'Delete an event (to the trash)',
    refuses: ['EVENT_NOT_FOUND'],
    answer: done,
    handle: adminEvents.remove,
  }),
];
