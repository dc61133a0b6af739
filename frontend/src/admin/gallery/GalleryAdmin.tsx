import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useCallback, useState } from 'react';
import { fileUrl, thumbnailUrl } from '../../api/client';
import type { MediaItem } from '../../api/types';
import { Modal } from '../../ui/Modal';
import { useFailureText } from '../api/hooks';
import { mediaApi } from '../api/media';
import { CrudModal } from '../crud/CrudModal';
import { useCrud } from '../crud/useCrud';
import { usePagedList } from '../crud/usePagedList';
import { useUiLang } from '../messages/useUiLang';
import { Row } from '../ui/kit';
import { AddButton, ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { useUploadProgress } from '../ui/useUploadProgress';
import { GalleryFields } from './GalleryFields';
import { GalleryGrid } from './GalleryGrid';
import { emptyGalleryForm, galleryFormErrors, type GalleryForm } from './galleryForm';

/** The photo and video gallery: tiles newest first, a viewer for photos, adding and deleting items. */
export function GalleryAdmin() {
  const { crud: common, gallery: t } = useUiLang().t;
  const { data, mutate, page, setPage, pages, afterRemove } = usePagedList(mediaApi.page, PAGE_SIZES.adminGallery, useFailureText());
  const upload = useUploadProgress();
  const crud = useCrud<MediaItem, GalleryForm>({
    empty: emptyGalleryForm('VIDEO_GALLERY'),
    validate: (form) => galleryFormErrors(form, common.required),
    save: mediaApi.add,
    refresh: mutate,
    deletion: {
      run: (item) => mediaApi.remove(item.id),
      texts: { confirm: t.confirmDelete, deleted: t.deleted, failed: t.deleteFailed },
      after: afterRemove,
    },
  });
  const [viewing, setViewing] = useState<MediaItem | null>(null);
  const closeViewer = useCallback(() => setViewing(null), []);

  return (
    <>
      <PageHeader title={t.title} action={<AddButton label={t.add} onClick={() => crud.open('new')} />} />
      <GalleryGrid items={data?.content} onOpen={setViewing} onDelete={crud.remove} />
      <ListPager page={page} pages={pages} onChange={setPage} />
      {viewing && (
        <Modal title={viewing.definition} closeLabel={common.close} onClose={closeViewer} wide>
          <img
            data-content
            src={fileUrl(viewing.address)}
            alt={viewing.definition}
            style={{ width: '100%', maxHeight: '60vh', objectFit: 'contain' }}
          />
          <Row data-content>
            {viewing.others.map((name, index) => (
              <img key={name} src={thumbnailUrl(name)} alt={`${viewing.definition} ${index + 2}`} style={{ width: '10rem' }} />
            ))}
          </Row>
        </Modal>
      )}
      {crud.editing && (
        <CrudModal title={t.add} onClose={crud.close} onSubmit={crud.submit}>
          <GalleryFields crud={crud} onProgress={upload.report} />
        </CrudModal>
      )}
      {upload.loader}
    </>
  );
}
