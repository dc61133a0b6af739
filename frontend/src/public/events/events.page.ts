import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { publicReads } from '../../api/public';
import type { MediaItem } from '../../api/types';
import { visitorPage, type PageContext } from '../../app/visitorPage';
import { titled } from '../../ssr/pageHeads';

/** /{lang}/events: the way to both galleries. */
export const eventsPage = visitorPage({
  id: 'events',
  path: 'events',
  reads: () => ({}),
  head: import.meta.env.SSR ? titled('events') : undefined,
  component: () => import('./EventsPage').then((module) => module.EventsPage),
});

const galleryReads =
  (type: MediaItem['type']) =>
  ({ page }: PageContext) => ({ items: publicReads.media(type, page, PAGE_SIZES.gallery) });

/** /{lang}/events/videos: a page (`?page=`) of the video gallery. */
export const videosPage = visitorPage({
  id: 'videos',
  path: 'events/videos',
  reads: galleryReads('VIDEO_GALLERY'),
  head: import.meta.env.SSR ? titled('videoGallery', { key: 'events', path: '/events' }) : undefined,
  component: () => import('./VideoGalleryPage').then((module) => module.VideoGalleryPage),
});

/** /{lang}/events/photos: a page (`?page=`) of the photo gallery. */
export const photosPage = visitorPage({
  id: 'photos',
  path: 'events/photos',
  reads: galleryReads('PHOTO_GALLERY'),
  head: import.meta.env.SSR ? titled('photoGallery', { key: 'events', path: '/events' }) : undefined,
  component: () => import('./PhotoGalleryPage').then((module) => module.PhotoGalleryPage),
});
