import type { MediaItem } from '../../api/types';
import type { Crud } from '../crud/useCrud';
import { useUiLang } from '../messages/useUiLang';
import { FileField, IMAGE_ACCEPT } from '../ui/FileField';
import { ErrorText, FieldLabel } from '../ui/kit';
import { TextField } from '../ui/TextField';
import { TranslationsFieldset } from '../ui/TranslationsFieldset';
import { uploadExtras } from './extraImages';
import { VIDEO_TRANSLATIONS, emptyGalleryForm, type GalleryForm } from './galleryForm';

interface Props {
  crud: Crud<MediaItem, GalleryForm>;
  onProgress: (fraction: number | null) => void;
}

/** A new gallery item's fields: video or photo, its address or images, and its description. */
export function GalleryFields({ crud, onProgress }: Props) {
  const { form, setForm, errors } = crud;
  const { t } = useUiLang();

  const addExtras = async (files: File[], input: HTMLInputElement) => {
    const uploaded = await uploadExtras(files, onProgress, t.gallery);
    input.value = '';
    setForm((current) => ({ ...current, others: [...current.others, ...uploaded] }));
  };

  return (
    <>
      <fieldset style={{ border: 0, padding: 0, display: 'flex', gap: '1rem' }}>
        <legend className="visually-hidden">{t.gallery.kind}</legend>
        {(['VIDEO_GALLERY', 'PHOTO_GALLERY'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name="kind" checked={form.type === kind} onChange={() => crud.restart(emptyGalleryForm(kind))} />{' '}
            {kind === 'VIDEO_GALLERY' ? t.gallery.video : t.gallery.photo}
          </label>
        ))}
      </fieldset>
      {form.type === 'VIDEO_GALLERY' ? (
        <TextField label={t.gallery.videoAddress} {...crud.field('address')} />
      ) : (
        <>
          <FileField label={t.gallery.mainImage} onProgress={onProgress} {...crud.field('address')} />
          <FieldLabel>
            {t.gallery.extraImages}
            <input
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              onChange={(event) => addExtras([...(event.target.files ?? [])], event.target)}
            />
          </FieldLabel>
          {form.others.length > 0 && <p data-testid="extra-count">{t.gallery.extraCount(form.others.length)}</p>}
        </>
      )}
      <FieldLabel style={{ marginTop: '0.75rem' }}>
        {t.gallery.definition}
        <textarea
          value={form.definition}
          onChange={(event) => setForm({ ...form, definition: event.target.value })}
          aria-invalid={Boolean(errors.definition)}
        />
        {errors.definition && <ErrorText>{errors.definition}</ErrorText>}
      </FieldLabel>
      {form.type === 'VIDEO_GALLERY' && (
        <TranslationsFieldset>
          {VIDEO_TRANSLATIONS.map((key) => (
            <FieldLabel key={key}>
              {t.translations[key]}
              <textarea value={form[key] ?? ''} onChange={(event) => setForm({ ...form, [key]: event.target.value })} />
            </FieldLabel>
          ))}
        </TranslationsFieldset>
      )}
    </>
  );
}
