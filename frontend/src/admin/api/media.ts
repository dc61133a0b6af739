import type { savedId } from '@lyceum/contract/api/envelope';
import type { adminMediaPage, mediaBody } from '@lyceum/contract/api/media';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import type { z } from 'zod';
import { adminRequest } from './client';
import { adminRead, query } from './read';

const MEDIA = '/api/v1/media';

/** The photo and video gallery. */
export const mediaApi = {
  /** One page of the gallery, newest first. */
  page: (page: number) =>
    adminRead<z.infer<typeof adminMediaPage>>(`${MEDIA}?${query({ page, size: PAGE_SIZES.adminGallery, direction: 'DESC' })}`),
  add: (body: z.input<typeof mediaBody>) => adminRequest<z.infer<typeof savedId>>('POST', MEDIA, body),
  remove: (id: string) => adminRequest('DELETE', `${MEDIA}/${id}`),
};
