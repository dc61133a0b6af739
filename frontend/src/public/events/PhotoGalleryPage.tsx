import type { ReactElement } from 'react';
import { Island } from '../../islands/Island';
import { photosPage } from './events.page';
import { GalleryShell, useGalleryPage } from './GalleryShell';
import { photoGridIsland } from './PhotoGrid';

export function PhotoGalleryPage(): ReactElement {
  const { page, read, data, error } = useGalleryPage(photosPage);
  return (
    <GalleryShell title="photoGallery" path="photos" page={page} data={data} error={error}>
      <Island def={photoGridIsland} props={{ photos: read }} />
    </GalleryShell>
  );
}
