import { LANGS } from '../../i18n/lang';
import type { NamedLink } from '../../api/types';
import { baseApi } from '../api/base';
import { useBaseItems, type BaseItem } from '../api/hooks';
import { CrudModal } from '../crud/CrudModal';
import { useCrud } from '../crud/useCrud';
import { namedColumns } from '../crud/namedColumns';
import { requiredFields } from '../crud/requiredFields';
import { useUiLang } from '../messages/useUiLang';
import { FileField } from '../ui/FileField';
import { DataTable, numberColumn } from '../ui/DataTable';
import { Row } from '../ui/kit';
import { AddButton, rowActionsColumn } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { useUploadProgress } from '../ui/useUploadProgress';

const EMPTY: NamedLink = { uz: '', en: '', ru: '', url: '', photo: '' };

/** Interactive services: table and create/edit modal; every field required. */
export function InteractiveAdmin() {
  const { items, mutate } = useBaseItems<NamedLink>('INTERACTIVE');
  const { crud: t, interactive } = useUiLang().t;
  const fields = [...LANGS.map((lang) => [lang, t.name(lang.toUpperCase())] as const), ['url', interactive.siteAddress] as const];
  const upload = useUploadProgress();
  const crud = useCrud<BaseItem<NamedLink>, NamedLink>({
    empty: EMPTY,
    toForm: (item) => item.data,
    validate: (form) => requiredFields(form, [...LANGS, 'url', 'photo'], t.required),
    save: (form, item) => baseApi.save('INTERACTIVE', form, item?.id),
    refresh: mutate,
    saveTexts: { saved: t.saved, failed: () => t.failed },
    deletion: { run: (item) => baseApi.remove(item.id), texts: { confirm: t.confirmDelete, deleted: t.deleted, failed: t.failed } },
  });

  return (
    <>
      <PageHeader title={interactive.title} action={<AddButton label={interactive.create} onClick={() => crud.open('new')} />} />
      <DataTable
        items={items}
        columns={[
          numberColumn(),
          ...namedColumns<NamedLink>(t, interactive.url),
          rowActionsColumn({ header: t.actions, name: (item) => item.data.uz, onEdit: crud.open, onDelete: crud.remove }),
        ]}
      />
      {crud.editing && (
        <CrudModal title={crud.editing === 'new' ? interactive.create : interactive.edit} onClose={crud.close} onSubmit={crud.submit}>
          <Row>
            {fields.map(([key, label]) => (
              <TextField key={key} label={label} {...crud.field(key)} />
            ))}
          </Row>
          <FileField label={t.logo} onProgress={upload.report} {...crud.field('photo')} />
        </CrudModal>
      )}
      {upload.loader}
    </>
  );
}
