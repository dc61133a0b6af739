import { PAGE_SIZES } from '@lyceum/contract/sizes';
import type { ComponentType } from 'react';
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

/** /{lang}/events/{videos|photos}: a page (`?page=`) of one gallery. */
const galleryPage = (
  id: 'videos' | 'photos',
  type: MediaItem['type'],
  title: 'videoGallery' | 'photoGallery',
  component: () => Promise<ComponentType>,
) =>
  visitorPage({
    id,
    path: `events/${id}`,
    reads: ({ lang, page }: PageContext) => ({ items: publicReads.media(lang, type, page, PAGE_SIZES.gallery) }),
    head: import.meta.env.SSR
      ? (ctx, data, reads) => {
          // A photo gallery's largest paint is its first thumbnail: fetched with the head, not when the grid is parsed.
          const first = type === 'PHOTO_GALLERY' ? data.content(reads.items)?.content[0] : undefined;
          return { ...titled(title, { key: 'events', path: '/events' })(ctx), ...(first && { largest: { thumbnail: first.address } }) };
        }
      : undefined,
    component,
  });

export const videosPage = galleryPage('videos', 'VIDEO_GALLERY', 'videoGallery', () =>
  import('./VideoGalleryPage').then((module) => module.VideoGalleryPage),
);
export const photosPage = galleryPage('photos', 'PHOTO_GALLERY', 'photoGallery', () =>
  import('./PhotoGalleryPage').then((module) => module.PhotoGalleryPage),
);
