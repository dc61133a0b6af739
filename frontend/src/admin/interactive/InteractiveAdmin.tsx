import { LANGS } from '../../i18n/lang';
import type { NamedLink } from '../../api/types';
import { baseApi } from '../api/base';
import { useBaseItems, type BaseItem } from '../api/hooks';
import { CrudModal } from '../crud/CrudModal';
import { useCrud } from '../crud/useCrud';
import { namedColumns } from '../crud/namedColumns';
import { requiredFields } from '../crud/requiredFields';
import { uz } from '../messages/uz';
import { FileField } from '../ui/FileField';
import { DataTable, numberColumn } from '../ui/DataTable';
import { Row } from '../ui/kit';
import { AddButton, rowActionsColumn } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { useUploadProgress } from '../ui/useUploadProgress';

const t = uz.crud;
const EMPTY: NamedLink = { uz: '', en: '', ru: '', url: '', photo: '' };
const FIELDS = [...LANGS.map((lang) => [lang, `Nomi (${lang.toUpperCase()})`] as const), ['url', 'Sayt manzili'] as const];

/** Interactive services: table and create/edit modal; every field required. */
export function InteractiveAdmin() {
  const { items, mutate } = useBaseItems<NamedLink>('INTERACTIVE');
  const upload = useUploadProgress();
  const crud = useCrud<BaseItem<NamedLink>, NamedLink>({
    empty: EMPTY,
    toForm: (item) => item.data,
    validate: (form) => requiredFields(form, [...LANGS, 'url', 'photo']),
    save: (form, item) => baseApi.save('INTERACTIVE', form, item?.id),
    refresh: mutate,
    saveTexts: { saved: t.saved, failed: () => t.failed },
    deletion: { run: (item) => baseApi.remove(item.id), texts: { confirm: t.confirmDelete, deleted: t.deleted, failed: t.failed } },
  });

  return (
    <>
      <PageHeader title="Interaktiv xizmatlar" action={<AddButton onClick={() => crud.open('new')} />} />
      <DataTable
        items={items}
        columns={[
          numberColumn(),
          ...namedColumns<NamedLink>('Url'),
          rowActionsColumn({ name: (item) => item.data.uz, onEdit: crud.open, onDelete: crud.remove }),
        ]}
      />
      {crud.editing && (
        <CrudModal
          title={crud.editing === 'new' ? "Interaktiv xizmat qo'shish" : 'Interaktiv xizmatni tahrirlash'}
          onClose={crud.close}
          onSubmit={crud.submit}
        >
          <Row>
            {FIELDS.map(([key, label]) => (
              <TextField key={key} label={label} {...crud.field(key)} />
            ))}
          </Row>
          <FileField label="Logo" onProgress={upload.report} {...crud.field('photo')} />
        </CrudModal>
      )}
      {upload.loader}
    </>
  );
}
