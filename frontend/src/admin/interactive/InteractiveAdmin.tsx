import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { thumbnailUrl } from '../../api/client';
import type { NamedLink } from '../../api/types';
import { Modal } from '../../ui/Modal';
import { deleteBaseItem, saveBaseItem, useBaseItems, type BaseItem } from '../api/hooks';
import { FileField } from '../ui/FileField';
import { Actions, Button, ErrorText, FieldLabel, IconButton, Row, Table } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
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

  const remove = async (id: string) => {
    if (!window.confirm(INTERACTIVE_MESSAGES.confirm)) return;
    try {
      await deleteBaseItem(id);
      toast.success(INTERACTIVE_MESSAGES.deleted);
      await mutate();
    } catch {
      toast.error(INTERACTIVE_MESSAGES.failed);
    }
  };

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
                <Row>
                  <IconButton type="button" onClick={() => open(item)} aria-label={`Tahrirlash: ${item.data.uz}`}>
                    ✎
                  </IconButton>
                  <IconButton type="button" onClick={() => remove(item.id)} aria-label={`O'chirish: ${item.data.uz}`}>
                    ✕
                  </IconButton>
                </Row>
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
                <FieldLabel key={key}>
                  {label}
                  <input
                    value={form[key]}
                    onChange={(event) => setForm({ ...form, [key]: event.target.value })}
                    aria-invalid={Boolean(errors[key])}
                  />
                  {errors[key] && <ErrorText>{errors[key]}</ErrorText>}
                </FieldLabel>
              ))}
            </Row>
            <FileField
              label="Logo"
              value={form.photo}
              onChange={(photo) => setForm((current) => ({ ...current, photo }))}
              onProgress={setProgress}
            />
            {errors.photo && <ErrorText>{errors.photo}</ErrorText>}
            <Actions>
              <Button type="button" $variant="secondary" onClick={close}>
                Bekor qilish
              </Button>
              <Button type="submit">Saqlash</Button>
            </Actions>
          </form>
        </Modal>
      )}
      {progress !== null && <TilePuzzleLoader progress={progress} />}
    </>
  );
}
