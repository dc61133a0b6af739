import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { thumbnailUrl } from '../../api/client';
import type { NamedLink } from '../../api/types';
import { Modal } from '../../ui/Modal';
import { deleteBaseItem, saveBaseItem, useBaseItems, type BaseItem } from '../api/hooks';
import { FileField } from '../ui/FileField';
import { Button, Row, Table } from '../ui/kit';
import { FormActions, RowActions, confirmAndDelete } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { TilePuzzleLoader } from '../ui/TilePuzzleLoader';

export const INTERACTIVE_MESSAGES = {
  saved: 'Saqlandi',
  failed: 'Xatolik',
  confirm: "O'chirishni tasdiqlang",
  deleted: "O'chirildi",
} as const;
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
  const [editing, setEditing] = useState<BaseItem<NamedLink> | 'new' | null>(null);
  const [form, setForm] = useState<NamedLink>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const close = useCallback(() => setEditing(null), []);

  const open = (item: BaseItem<NamedLink> | 'new') => {
    setEditing(item);
    setForm(item === 'new' ? EMPTY : item.data);
    setErrors({});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      (['uz', 'en', 'ru', 'url', 'photo'] as const).filter((key) => !form[key].trim()).map((key) => [key, 'Majburiy maydon']),
    );
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await saveBaseItem('INTERACTIVE', form, editing !== 'new' && editing ? editing.id : undefined);
      toast.success(INTERACTIVE_MESSAGES.saved);
      setEditing(null);
      await mutate();
    } catch {
      toast.error(INTERACTIVE_MESSAGES.failed);
    }
  };

  const remove = (id: string) =>
    confirmAndDelete(
      { confirm: INTERACTIVE_MESSAGES.confirm, deleted: INTERACTIVE_MESSAGES.deleted, failed: INTERACTIVE_MESSAGES.failed },
      () => deleteBaseItem(id),
      mutate,
    );

  return (
    <>
      <PageHeader
        title="Interaktiv xizmatlar"
        action={
          <Button type="button" onClick={() => open('new')}>
            + Qo'shish
          </Button>
        }
      />
      <Table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">UZ</th>
            <th scope="col">EN</th>
            <th scope="col">RU</th>
            <th scope="col">Url</th>
            <th scope="col">Logo</th>
            <th scope="col">Amallar</th>
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
                <RowActions name={item.data.uz} onEdit={() => open(item)} onDelete={() => remove(item.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && (
        <Modal
          title={editing === 'new' ? "Interaktiv xizmat qo'shish" : 'Interaktiv xizmatni tahrirlash'}
          closeLabel="Yopish"
          onClose={close}
        >
          <form onSubmit={save} noValidate>
            <Row>
              {FIELDS.map(([key, label]) => (
                <TextField
                  key={key}
                  label={label}
                  value={form[key]}
                  onChange={(value) => setForm({ ...form, [key]: value })}
                  error={errors[key]}
                />
              ))}
            </Row>
            <FileField
              label="Logo"
              value={form.photo}
              onChange={(photo) => setForm((current) => ({ ...current, photo }))}
              onProgress={setProgress}
              error={errors.photo}
            />
            <FormActions onCancel={close} />
          </form>
        </Modal>
      )}
      {progress !== null && <TilePuzzleLoader progress={progress} />}
    </>
  );
}
