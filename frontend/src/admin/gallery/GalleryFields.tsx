import type { MediaItem } from '../../api/types';
import type { Crud } from '../crud/useCrud';
import { FileField, IMAGE_ACCEPT } from '../ui/FileField';
import { ErrorText, FieldLabel } from '../ui/kit';
import { TextField } from '../ui/TextField';
import { uploadExtras } from './extraImages';
import { emptyGalleryForm, type GalleryForm } from './galleryForm';

interface Props {
  crud: Crud<MediaItem, GalleryForm>;
  onProgress: (fraction: number | null) => void;
}

/** A new gallery item's fields: video or photo, its address or images, and its description. */
export function GalleryFields({ crud, onProgress }: Props) {
  const { form, setForm, errors } = crud;

  const addExtras = async (files: File[], input: HTMLInputElement) => {
    const uploaded = await uploadExtras(files, onProgress);
    input.value = '';
    setForm((current) => ({ ...current, others: [...current.others, ...uploaded] }));
  };

  return (
    <>
      <fieldset style={{ border: 0, padding: 0, display: 'flex', gap: '1rem' }}>
        <legend className="visually-hidden">Turi</legend>
        {(['VIDEO_GALLERY', 'PHOTO_GALLERY'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name="kind" checked={form.type === kind} onChange={() => crud.restart(emptyGalleryForm(kind))} />{' '}
            {kind === 'VIDEO_GALLERY' ? 'Video' : 'Photo'}
          </label>
        ))}
      </fieldset>
      {form.type === 'VIDEO_GALLERY' ? (
        <TextField label="Video manzili" {...crud.field('address')} />
      ) : (
        <>
          <FileField label="Asosiy rasm" onProgress={onProgress} {...crud.field('address')} />
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
    </>
  );
}
