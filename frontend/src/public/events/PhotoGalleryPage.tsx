import type { MediaItem } from '../../api/types';
import { Island } from '../../islands/Island';
import { GalleryShell, useGalleryPage } from './GalleryShell';
import { photoGridIsland } from './PhotoGrid';

export function PhotoGalleryPage() {
  const { page, data, error } = useGalleryPage('PHOTO_GALLERY');
  const photos: MediaItem[] = data?.content ?? [];
  return (
    <GalleryShell title="photoGallery" path="photos" page={page} data={data} error={error}>
      <Island def={photoGridIsland} props={{ photos }} />
    </GalleryShell>
  );
}
