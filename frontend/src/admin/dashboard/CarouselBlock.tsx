import { useState } from 'react';
import Slider from 'react-slick';
import { SliderStyle } from '../../ui/SliderStyle';
import { fileUrl, thumbnailUrl } from '../../api/client';
import type { CarouselData } from '../../api/types';
import { baseApi } from '../api/base';
import { useBaseItems, type BaseItem } from '../api/hooks';
import { CrudModal } from '../crud/CrudModal';
import { useCrud, type FieldErrors } from '../crud/useCrud';
import type { AdminMessages } from '../messages';
import { uz } from '../messages/uz';
import { useUiLang } from '../messages/useUiLang';
import { FileField } from '../ui/FileField';
import { DataTable, numberColumn } from '../ui/DataTable';
import { Card, ErrorText, FieldLabel, Row } from '../ui/kit';
import { AddButton, rowActionsColumn } from '../ui/parts';
import { LANGS, type Lang } from '../../i18n/lang';
import { LangTabs } from '../ui/LangTabs';

/** The live preview changes slide every 5 s and loops, as the home page's carousel does. */
export const PREVIEW_INTERVAL_MS = 5000;

const EMPTY: CarouselData = { photo: '', quote: { uz: '', en: '', ru: '' } };

/** A slide needs a photo and its quote in all three languages (refused in the words of `t`). */
export function carouselErrors(data: CarouselData, t: AdminMessages['crud'] = uz.crud): FieldErrors {
  const errors: FieldErrors = {};
  if (!data.photo) errors.photo = t.required;
  for (const lang of LANGS) if (!data.quote[lang].trim()) errors[lang] = t.required;
  return errors;
}

export function CarouselBlock({ onProgress }: { onProgress: (fraction: number | null) => void }) {
  const { items, mutate } = useBaseItems<CarouselData>('CAROUSEL');
  const [lang, setLang] = useState<Lang>('uz');
  const { crud: t, dashboard } = useUiLang().t;
  const crud = useCrud<BaseItem<CarouselData>, CarouselData>({
    empty: EMPTY,
    toForm: (item) => item.data,
    validate: (form) => carouselErrors(form, t),
    save: (form, item) => baseApi.save('CAROUSEL', form, item?.id),
    refresh: mutate,
    deletion: { run: (item) => baseApi.remove(item.id), texts: { confirm: dashboard.confirmDelete, deleted: t.deleted } },
  });
  const { form, setForm, errors } = crud;

  return (
    <Card aria-labelledby="carousel-title">
      <SliderStyle />
      <Row style={{ justifyContent: 'space-between', alignItems: 'center', marginBottom: '0.75rem' }}>
        <h2 id="carousel-title" style={{ margin: 0 }}>
          {dashboard.carousel}
        </h2>
        <Row>
          <LangTabs value={lang} onChange={setLang} label={dashboard.languageOf(dashboard.carousel)} />
          <AddButton label={t.creating(dashboard.carousel)} onClick={() => crud.open('new')} />
        </Row>
      </Row>
      <DataTable
        items={items}
        columns={[
          numberColumn(),
          { header: dashboard.quote(lang.toUpperCase()), content: true, cell: (item) => item.data.quote[lang] },
          { header: t.photo, content: true, cell: (item) => <img src={thumbnailUrl(item.data.photo)} alt={item.data.quote.uz} /> },
          rowActionsColumn({ header: t.actions, name: (item) => item.data.quote.uz, onEdit: crud.open, onDelete: crud.remove }),
        ]}
      />
      {items && items.length > 0 && (
        <section aria-label={dashboard.carouselPreview} style={{ marginTop: '1rem', maxWidth: '40rem' }} data-testid="carousel-preview">
          <Slider autoplay autoplaySpeed={PREVIEW_INTERVAL_MS} infinite dots={false} arrows={false} slidesToShow={1}>
            {items.map((item) => (
              <div key={item.id}>
                <img
                  data-content
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
          title={crud.editing === 'new' ? t.creating(dashboard.carousel) : t.editing(dashboard.carousel)}
          onClose={crud.close}
          onSubmit={crud.submit}
        >
          <FileField label={t.photo} onProgress={onProgress} {...crud.field('photo')} />
          {LANGS.map((code) => (
            <FieldLabel key={code} style={{ marginTop: '0.75rem' }}>
              {dashboard.quote(code.toUpperCase())}
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
