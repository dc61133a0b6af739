import { thumbnailUrl } from '../../api/client';
import type { NamedLink } from '../../api/types';
import { deleteBaseItem, saveBaseItem, useBaseItems, type BaseItem } from '../api/hooks';
import { CrudModal } from '../crud/CrudModal';
import { useCrud } from '../crud/useCrud';
import { requiredFields } from '../crud/requiredFields';
import { uz } from '../messages/uz';
import { FileField } from '../ui/FileField';
import { Row, Table } from '../ui/kit';
import { AddButton, RowActions } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { useUploadProgress } from '../ui/useUploadProgress';

const t = uz.crud;
const EMPTY: NamedLink = { uz: '', en: '', ru: '', url: '', photo: '' };
const FIELDS = [
  ['uz', 'Nomi (UZ)'],
  ['en', 'Nomi (EN)'],
  ['ru', 'Nomi (RU)'],
  ['url', 'Sayt manzili'],
] as const;

/** Interactive services: table and create/edit modal; every field required. */
export function InteractiveAdmin() {
  const { items, mutate } = useBaseItems<NamedLink>('INTERACTIVE');
  const upload = useUploadProgress();
  const crud = useCrud<BaseItem<NamedLink>, NamedLink>({
    empty: EMPTY,
    toForm: (item) => item.data,
    validate: (form) => requiredFields(form, ['uz', 'en', 'ru', 'url', 'photo']),
    save: (form, item) => saveBaseItem('INTERACTIVE', form, item?.id),
    refresh: mutate,
    saveTexts: { saved: t.saved, failed: () => t.failed },
    deletion: { run: (item) => deleteBaseItem(item.id), texts: { confirm: t.confirmDelete, deleted: t.deleted, failed: t.failed } },
  });

  return (
    <>
      <PageHeader title="Interaktiv xizmatlar" action={<AddButton onClick={() => crud.open('new')} />} />
      <Table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">UZ</th>
            <th scope="col">EN</th>
            <th scope="col">RU</th>
            <th scope="col">Url</th>
            <th scope="col">Logo</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items?.map((item, index) => (
            <tr key={item.id}>
              <td>{index + 1}</td>
              <td>{item.data.uz}</td>
              <td>{item.data.en}</td>
              <td>{item.data.ru}</td>
              <td>{item.data.url}</td>
              <td>{item.data.photo && <img src={thumbnailUrl(item.data.photo)} alt={`${item.data.uz} logo`} />}</td>
              <td>
                <RowActions name={item.data.uz} onEdit={() => crud.open(item)} onDelete={() => crud.remove(item)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
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
