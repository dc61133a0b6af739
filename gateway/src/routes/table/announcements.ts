import * as api from '@lyceum/contract';
import { cached, handled, type ApiRoute } from '../api-route.js';
import { ANNOUNCEMENT_TAG, adminAnnouncements, publicAnnouncements } from '../announcements.js';
import { done, saved } from './success.js';

/** The site-wide banners: the visitors' read (every visitor page renders it) and the admin's list and writes. */
export const ANNOUNCEMENT_ROUTES: readonly ApiRoute[] = [
  cached({
    path: '/api/public/announcements',
    summary: 'The banners showing now in one language, urgent ones first; stale by itself at the next start or end',
    query: api.publicAnnouncementsQuery,
    answer: { json: api.publicAnnouncement.array() },
    tags: () => [ANNOUNCEMENT_TAG],
    load: publicAnnouncements,
  }),
  handled({
    method: 'get',
    path: '/api/v1/announcements',
    auth: 'content.read',
    summary: 'Banners, all languages, latest start first',
    query: api.adminAnnouncementsQuery,
    answer: { json: api.adminAnnouncementPage },
    handle: adminAnnouncements.list,
  }),
  handled({
    method: 'get',
    path: '/api/v1/announcements/:id',
    params: api.idParams,
    auth: 'content.read',
    summary: 'One banner',
    refuses: ['ANNOUNCEMENT_NOT_FOUND'],
    answer: { json: api.adminAnnouncement },
    handle: adminAnnouncements.one,
  }),
  handled({
    method: 'post',
    path: '/api/v1/announcements',
    auth: 'content.manage',
    summary: 'Create a banner: shown on every visitor page from its start until its end',
    body: api.announcementBody,
    answer: saved,
    handle: adminAnnouncements.create,
  }),
  handled({
    method: 'put',
    path: '/api/v1/announcements',
    auth: 'content.manage',
    summary: 'Update a banner (visitors who closed it see it again)',
    refuses: ['ANNOUNCEMENT_NOT_FOUND'],
    body: api.announcementUpdateBody,
    answer: saved,
    handle: adminAnnouncements.update,
  }),
  handled({
    method: 'delete',
    path: '/api/v1/announcements/:id',
    params: api.idParams,
    auth: 'content.manage',
    summary: 'Delete a banner (to the trash)',
    refuses: ['ANNOUNCEMENT_NOT_FOUND'],
    answer: done,
    handle: adminAnnouncements.remove,
  }),
];
