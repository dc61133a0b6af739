import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { fileUrl, thumbnailUrl } from '../../api/client';
import type { MediaItem, Paged } from '../../api/types';
import { Modal } from '../../ui/Modal';
import { theme } from '../../ui/theme';
import { VideoPlayer } from '../../ui/VideoPlayer';
import { adminRequest, uploadFile } from '../api/client';
import { useAdmin } from '../api/hooks';
import { FileField, IMAGE_ACCEPT } from '../ui/FileField';
import { Button, ErrorText, FieldLabel, Row } from '../ui/kit';
import { confirmAndDelete, FormActions, ListPager } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TilePuzzleLoader } from '../ui/TilePuzzleLoader';
import { GALLERY_MESSAGES, GALLERY_PAGE_SIZE, splitBySize } from './galleryMessages';

type Kind = 'VIDEO_GALLERY' | 'PHOTO_GALLERY';
interface Form {
  type: Kind;
  address: string;
  others: string[];
  definition: string;
}
const emptyForm = (type: Kind): Form => ({ type, address: '', others: [], definition: '' });

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(4, 1fr);
  }
`;
const Tile = styled.li`
  position: relative;
  background: #fff;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  overflow: hidden;
  iframe,
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    border: 0;
    object-fit: cover;
    display: block;
  }
  p {
    margin: 0;
    padding: 0.5rem 0.75rem;
  }
  > button.open {
    padding: 0;
    border: 0;
    background: none;
    width: 100%;
    cursor: pointer;
  }
`;
const DeleteButton = styled.button`
  position: absolute;
  top: 0.4rem;
  right: 0.4rem;
  z-index: 1;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 0;
  background: #a4161a;
  color: #fff;
  font-weight: 700;
  cursor: pointer;
`;

export function GalleryAdmin() {
  const [page, setPage] = useState(0);
  const { data, mutate } = useAdmin<Paged<MediaItem>>(
    `/api/v1/media?page=${page}&size=${GALLERY_PAGE_SIZE}&direction=DESC`,
    (message) => message,
  );
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<MediaItem | null>(null);
  const [form, setForm] = useState<Form>(emptyForm('VIDEO_GALLERY'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const closeCreate = useCallback(() => setCreating(false), []);
  const closeViewer = useCallback(() => setViewing(null), []);

  const addExtras = async (files: File[], input: HTMLInputElement) => {
    const { accepted, skipped } = splitBySize(files);
    for (const _file of skipped) toast.warn(GALLERY_MESSAGES.tooLarge);
    const uploaded: string[] = [];
    for (const [index, file] of accepted.entries()) {
      setProgress(index / accepted.length);
      try {
        uploaded.push(await uploadFile(file, (fraction) => setProgress((index + fraction) / accepted.length)));
        toast.success(GALLERY_MESSAGES.extraUploaded(file.name));
      } catch {
        toast.error(GALLERY_MESSAGES.extraFailed(file.name));
      }
    }
    setProgress(null);
    input.value = '';
    setForm((current) => ({ ...current, others: [...current.others, ...uploaded] }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.definition.trim()) found.definition = GALLERY_MESSAGES.required;
    if (!form.address.trim()) found.address = GALLERY_MESSAGES.required;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { message } = await adminRequest('POST', '/api/v1/media', form);
      toast.success(message ?? 'Saqlandi');
      setCreating(false);
      setForm(emptyForm(form.type));
      await mutate();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const remove = (item: MediaItem) =>
    confirmAndDelete(
      { confirm: GALLERY_MESSAGES.confirmDelete, deleted: GALLERY_MESSAGES.deleted, failed: GALLERY_MESSAGES.deleteFailed },
      () => adminRequest('DELETE', `/api/v1/media/${item.id}`),
      async () => {
        if (data && data.content.length === 1 && page > 0) setPage(page - 1);
        await mutate();
      },
    );

  const pages = data ? Math.ceil(data.totalElements / GALLERY_PAGE_SIZE) : 0;
  return (
    <>
      <PageHeader
        title="Galereya"
        action={
          <Button
            type="button"
            onClick={() => {
              setForm(emptyForm('VIDEO_GALLERY'));
              setErrors({});
              setCreating(true);
            }}
          >
            + Qo'shish
          </Button>
        }
      />
      <Grid data-testid="admin-gallery">
        {data?.content.map((item) => (
          <Tile key={item.id}>
            <DeleteButton type="button" onClick={() => remove(item)} aria-label={`O'chirish: ${item.definition}`}>
              X
            </DeleteButton>
            {item.type === 'VIDEO_GALLERY' ? (
              <VideoPlayer address={item.address} title={item.definition} />
            ) : (
              <button type="button" className="open" onClick={() => setViewing(item)} aria-label={`Ko'rish: ${item.definition}`}>
                <img src={thumbnailUrl(item.address)} alt="" loading="lazy" />
              </button>
            )}
            <p>{item.definition}</p>
          </Tile>
        ))}
      </Grid>
      <ListPager page={page} pages={pages} onChange={setPage} />
      {viewing && (
        <Modal title={viewing.definition} closeLabel="Yopish" onClose={closeViewer} wide>
          <img src={fileUrl(viewing.address)} alt={viewing.definition} style={{ width: '100%', maxHeight: '60vh', objectFit: 'contain' }} />
          <Row>
            {viewing.others.map((name, index) => (
              <img key={name} src={thumbnailUrl(name)} alt={`${viewing.definition} ${index + 2}`} style={{ width: '10rem' }} />
            ))}
          </Row>
        </Modal>
      )}
      {creating && (
        <Modal title="Galereyaga qo'shish" closeLabel="Yopish" onClose={closeCreate}>
          <form onSubmit={save} noValidate>
            <fieldset style={{ border: 0, padding: 0, display: 'flex', gap: '1rem' }}>
              <legend className="visually-hidden">Turi</legend>
              {(['VIDEO_GALLERY', 'PHOTO_GALLERY'] as const).map((kind) => (
                <label key={kind}>
                  <input
                    type="radio"
                    name="kind"
                    checked={form.type === kind}
                    onChange={() => {
                      setForm(emptyForm(kind));
                      setErrors({});
                    }}
                  />{' '}
                  {kind === 'VIDEO_GALLERY' ? 'Video' : 'Photo'}
                </label>
              ))}
            </fieldset>
            {form.type === 'VIDEO_GALLERY' ? (
              <FieldLabel>
                Video manzili
                <input
                  value={form.address}
                  onChange={(event) => setForm({ ...form, address: event.target.value })}
                  aria-invalid={Boolean(errors.address)}
                />
                {errors.address && <ErrorText>{errors.address}</ErrorText>}
              </FieldLabel>
            ) : (
              <>
                <FileField
                  label="Asosiy rasm"
                  value={form.address}
                  onChange={(address) => setForm((current) => ({ ...current, address }))}
                  onProgress={setProgress}
                  failureMessage={GALLERY_MESSAGES.mainFailed}
                  error={errors.address}
                />
                <FieldLabel>
                  Qo'shimcha rasmlar
                  <input
                    type="file"
                    multiple
                    accept={IMAGE_ACCEPT}
                    onChange={(event) => addExtras([...(event.target.files ?? [])], event.target)}
                  />
                </FieldLabel>
                {form.others.length > 0 && <p data-testid="extra-count">{`Qo'shimcha rasmlar: ${form.others.length}`}</p>}
              </>
            )}
            <FieldLabel style={{ marginTop: '0.75rem' }}>
              Izoh
              <textarea
                value={form.definition}
                onChange={(event) => setForm({ ...form, definition: event.target.value })}
                aria-invalid={Boolean(errors.definition)}
              />
              {errors.definition && <ErrorText>{errors.definition}</ErrorText>}
            </FieldLabel>
            <FormActions onCancel={closeCreate} />
          </form>
        </Modal>
      )}
      {progress !== null && <TilePuzzleLoader progress={progress} />}
    </>
  );
}
