import { useCallback, useState, type FormEvent } from 'react';
import Slider from 'react-slick';
import { toast } from 'react-toastify';
import { fileUrl, thumbnailUrl } from '../../api/client';
import type { CarouselData } from '../../api/types';
import { Modal } from '../../ui/Modal';
import { deleteBaseItem, saveBaseItem, useBaseItems, type BaseItem } from '../api/hooks';
import { FileField } from '../ui/FileField';
import { Button, Card, ErrorText, FieldLabel, Row, Table } from '../ui/kit';
import { FormActions, RowActions, confirmAndDelete } from '../ui/parts';
import { ADMIN_LANGS, LangTabs, type AdminLang } from '../ui/LangTabs';
import { CONFIRM_DELETE, DELETED, REQUIRED } from './messages';

/** SPEC.md section 9: the live preview changes slide every 5 s, loops, and has no thumbnails. */
export const PREVIEW_INTERVAL_MS = 5000;

const EMPTY: CarouselData = { photo: '', quote: { uz: '', en: '', ru: '' } };

/** Carousel validation (SPEC.md section 5): a photo unless one is set, and all three quotes. */
export function carouselErrors(data: CarouselData): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!data.photo) errors.photo = REQUIRED;
  for (const lang of ADMIN_LANGS) if (!data.quote[lang].trim()) errors[lang] = REQUIRED;
  return errors;
}

export function CarouselBlock({ onProgress }: { onProgress: (fraction: number | null) => void }) {
  const { items, mutate } = useBaseItems<CarouselData>('CAROUSEL');
  const [lang, setLang] = useState<AdminLang>('uz');
  const [editing, setEditing] = useState<BaseItem<CarouselData> | 'new' | null>(null);
  const [form, setForm] = useState<CarouselData>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const open = (item: BaseItem<CarouselData> | 'new') => {
    setEditing(item);
    setForm(item === 'new' ? EMPTY : item.data);
    setErrors({});
  };
  const close = useCallback(() => setEditing(null), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = carouselErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { message } = await saveBaseItem('CAROUSEL', form, editing !== 'new' && editing ? editing.id : undefined);
      toast.success(message ?? 'Saqlandi');
      setForm(EMPTY);
      setEditing(null);
      await mutate();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const remove = (id: string) => confirmAndDelete({ confirm: CONFIRM_DELETE, deleted: DELETED }, () => deleteBaseItem(id), mutate);

  return (
    <Card aria-labelledby="carousel-title">
      <Row style={{ justifyContent: 'space-between', alignItems: 'center', marginBottom: '0.75rem' }}>
        <h2 id="carousel-title" style={{ margin: 0 }}>
          Karusel
        </h2>
        <Row>
          <LangTabs value={lang} onChange={setLang} label="Karusel: til" />
          <Button type="button" onClick={() => open('new')}>
            + Qo'shish
          </Button>
        </Row>
      </Row>
      <Table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Iqtibos ({lang.toUpperCase()})</th>
            <th scope="col">Rasm</th>
            <th scope="col">Amallar</th>
          </tr>
        </thead>
        <tbody>
          {items?.map((item, index) => (
            <tr key={item.id}>
              <td>{index + 1}</td>
              <td>{item.data.quote[lang]}</td>
              <td>
                <img src={thumbnailUrl(item.data.photo)} alt={item.data.quote.uz} />
              </td>
              <td>
                <RowActions name={item.data.quote.uz} onEdit={() => open(item)} onDelete={() => remove(item.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {items && items.length > 0 && (
        <section aria-label="Karusel ko'rinishi" style={{ marginTop: '1rem', maxWidth: '40rem' }} data-testid="carousel-preview">
          <Slider autoplay autoplaySpeed={PREVIEW_INTERVAL_MS} infinite dots={false} arrows={false} slidesToShow={1}>
            {items.map((item) => (
              <div key={item.id}>
                <img
                  src={fileUrl(item.data.photo)}
                  alt={item.data.quote[lang]}
                  style={{ width: '100%', aspectRatio: '3 / 1', objectFit: 'cover' }}
                />
              </div>
            ))}
          </Slider>
        </section>
      )}
      {editing && (
        <Modal title={editing === 'new' ? "Karusel: qo'shish" : 'Karusel: tahrirlash'} closeLabel="Yopish" onClose={close}>
          <form onSubmit={save} noValidate>
            <FileField
              label="Rasm"
              value={form.photo}
              onChange={(photo) => setForm((current) => ({ ...current, photo }))}
              onProgress={onProgress}
              error={errors.photo}
            />
            {ADMIN_LANGS.map((code) => (
              <FieldLabel key={code} style={{ marginTop: '0.75rem' }}>
                {`Iqtibos (${code.toUpperCase()})`}
                <textarea
                  value={form.quote[code]}
                  onChange={(event) => setForm({ ...form, quote: { ...form.quote, [code]: event.target.value } })}
                  aria-invalid={Boolean(errors[code])}
                />
                {errors[code] && <ErrorText>{errors[code]}</ErrorText>}
              </FieldLabel>
            ))}
            <FormActions onCancel={close} />
          </form>
        </Modal>
      )}
    </Card>
  );
}
