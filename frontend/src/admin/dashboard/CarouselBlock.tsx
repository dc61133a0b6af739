import { useState } from 'react';
import Slider from 'react-slick';
import { SliderStyle } from '../../ui/SliderStyle';
import { fileUrl, thumbnailUrl } from '../../api/client';
import type { CarouselData } from '../../api/types';
import { baseApi } from '../api/base';
import { useBaseItems, type BaseItem } from '../api/hooks';
import { CrudModal } from '../crud/CrudModal';
import { useCrud, type FieldErrors } from '../crud/useCrud';
import { uz } from '../messages/uz';
import { FileField } from '../ui/FileField';
import { DataTable, numberColumn } from '../ui/DataTable';
import { Card, ErrorText, FieldLabel, Row } from '../ui/kit';
import { AddButton, rowActionsColumn } from '../ui/parts';
import { LANGS, type Lang } from '../../i18n/lang';
import { LangTabs } from '../ui/LangTabs';

const t = uz.crud;

/** The live preview changes slide every 5 s and loops, as the home page's carousel does. */
export const PREVIEW_INTERVAL_MS = 5000;

const EMPTY: CarouselData = { photo: '', quote: { uz: '', en: '', ru: '' } };

/** A slide needs a photo and its quote in all three languages. */
export function carouselErrors(data: CarouselData): FieldErrors {
  const errors: FieldErrors = {};
  if (!data.photo) errors.photo = t.required;
  for (const lang of LANGS) if (!data.quote[lang].trim()) errors[lang] = t.required;
  return errors;
}

export function CarouselBlock({ onProgress }: { onProgress: (fraction: number | null) => void }) {
  const { items, mutate } = useBaseItems<CarouselData>('CAROUSEL');
  const [lang, setLang] = useState<Lang>('uz');
  const crud = useCrud<BaseItem<CarouselData>, CarouselData>({
    empty: EMPTY,
    toForm: (item) => item.data,
    validate: carouselErrors,
    save: (form, item) => baseApi.save('CAROUSEL', form, item?.id),
    refresh: mutate,
    deletion: { run: (item) => baseApi.remove(item.id), texts: { confirm: uz.dashboard.confirmDelete, deleted: t.deleted } },
  });
  const { form, setForm, errors } = crud;

  return (
    <Card aria-labelledby="carousel-title">
      <SliderStyle />
      <Row style={{ justifyContent: 'space-between', alignItems: 'center', marginBottom: '0.75rem' }}>
        <h2 id="carousel-title" style={{ margin: 0 }}>
          Karusel
        </h2>
        <Row>
          <LangTabs value={lang} onChange={setLang} label="Karusel: til" />
          <AddButton onClick={() => crud.open('new')} />
        </Row>
      </Row>
      <DataTable
        items={items}
        columns={[
          numberColumn(),
          { header: `Iqtibos (${lang.toUpperCase()})`, cell: (item) => item.data.quote[lang] },
          { header: 'Rasm', cell: (item) => <img src={thumbnailUrl(item.data.photo)} alt={item.data.quote.uz} /> },
          rowActionsColumn({ name: (item) => item.data.quote.uz, onEdit: crud.open, onDelete: crud.remove }),
        ]}
      />
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
      {crud.editing && (
        <CrudModal
          title={crud.editing === 'new' ? t.creating('Karusel') : t.editing('Karusel')}
          onClose={crud.close}
          onSubmit={crud.submit}
        >
          <FileField label="Rasm" onProgress={onProgress} {...crud.field('photo')} />
          {LANGS.map((code) => (
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
        </CrudModal>
      )}
    </Card>
  );
}
