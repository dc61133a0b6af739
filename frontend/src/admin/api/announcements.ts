import type { adminAnnouncement, adminAnnouncementPage, announcementBody } from '@lyceum/contract/api/announcements';
import type { savedId } from '@lyceum/contract/api/envelope';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

const ANNOUNCEMENTS = '/api/v1/announcements';

/** A banner as the admin reads it: its texts in every language, its level and its times. */
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;
export type AnnouncementBody = z.input<typeof announcementBody>;

/** Page size of the banners' list. */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** The site-wide banners. */
export const announcementsApi = {
  /** One page of the banners, latest start first. */
  page: (page: number) =>
    adminRead<z.infer<typeof adminAnnouncementPage>>(
      `${ANNOUNCEMENTS}?${query({ page, size: ANNOUNCEMENTS_PAGE_SIZE, direction: 'DESC' })}`,
    ),
  /** Creates a banner, or (with the edited one's `id`) updates it. */
  save: (body: AnnouncementBody, id?: string) =>
    adminRequest<z.infer<typeof savedId>>(id ? 'PUT' : 'POST', ANNOUNCEMENTS, id ? { ...body, id } : body),
  remove: (id: string) => adminRequest('DELETE', `${ANNOUNCEMENTS}/${id}`),
};
