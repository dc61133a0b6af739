import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { thumbnailUrl } from '../../api/client';
import type { Person } from '../../api/types';
import { Modal } from '../../ui/Modal';
import { AdminApiError, adminRequest } from '../api/client';
import { useAdmin } from '../api/hooks';
import { FileField } from '../ui/FileField';
import { Button, Row, Table } from '../ui/kit';
import { FormActions, RowActions, confirmAndDelete } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { TilePuzzleLoader } from '../ui/TilePuzzleLoader';
import { EMPTY_STAFF, staffFormErrors, type StaffForm, type StaffKind } from './staffForm';

export const STAFF_MESSAGES = { saved: 'Success', deleted: 'Deleted', confirm: "O'chirishni tasdiqlang", deleteFailed: 'Xatolik' } as const;

const TEXT_FIELDS = [
  ['fullName', "To'liq ism"],
  ['position', 'Lavozim'],
  ['phone', 'Telefon'],
  ['admission', 'Qabul kuni'],
] as const;

/** Leadership (insert-text/1) or staff (insert-text/2): table and modal form. */
export function StaffAdmin({ type, title }: { type: StaffKind; title: string }) {
  const { data, mutate } = useAdmin<Person[]>(`/api/v1/staff?type=${type}`, () => 'Xatolik');
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const [form, setForm] = useState<StaffForm>(EMPTY_STAFF);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const close = useCallback(() => setEditing(null), []);

  const open = (person: Person | 'new') => {
    setEditing(person);
    setErrors({});
    setForm(person === 'new' ? EMPTY_STAFF : { ...person, admission: person.admission ?? '', number: String(person.number) });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = staffFormErrors(form, type);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const current = editing !== 'new' ? editing : null;
      await adminRequest('POST', '/api/v1/staff', {
        ...form,
        ...(current ? { id: current.id } : {}),
        number: Number(form.number),
        type,
        admission: type === 'LEADER' ? form.admission : '',
      });
      toast.success(STAFF_MESSAGES.saved);
      setEditing(null);
      await mutate();
    } catch (error) {
      toast.error(error instanceof AdminApiError ? (error.cause ?? error.message) : 'Xatolik');
    }
  };

  const remove = (person: Person) =>
    confirmAndDelete(
      { confirm: STAFF_MESSAGES.confirm, deleted: STAFF_MESSAGES.deleted, failed: STAFF_MESSAGES.deleteFailed },
      () => adminRequest('DELETE', `/api/v1/staff/${person.id}`),
      mutate,
    );

  return (
    <>
      <PageHeader
        title={title}
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
            <th scope="col">To'liq ism</th>
            <th scope="col">Lavozim</th>
            <th scope="col">Telefon</th>
            <th scope="col">Qabul kuni</th>
            <th scope="col">Rasm</th>
            <th scope="col">Tartib</th>
            <th scope="col">Amallar</th>
          </tr>
        </thead>
        <tbody>
          {data?.map((person, index) => (
            <tr key={person.id}>
              <td>{index + 1}</td>
              <td>{person.fullName}</td>
              <td>{person.position}</td>
              <td>{person.phone}</td>
              <td>{person.admission}</td>
              <td>{person.photo && <img src={thumbnailUrl(person.photo)} alt={person.fullName} />}</td>
              <td>{person.number}</td>
              <td>
                <RowActions name={person.fullName} onEdit={() => open(person)} onDelete={() => remove(person)} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {editing && (
        <Modal title={editing === 'new' ? `${title}: qo'shish` : `${title}: tahrirlash`} closeLabel="Yopish" onClose={close}>
          <form onSubmit={save} noValidate>
            <Row>
              {TEXT_FIELDS.map(([key, label]) => (
                <TextField
                  key={key}
                  label={label}
                  value={form[key]}
                  disabled={key === 'admission' && type === 'STAFF'}
                  onChange={(value) => setForm({ ...form, [key]: value })}
                  error={errors[key]}
                />
              ))}
              <TextField
                label="Tartib raqami"
                type="number"
                min={1}
                value={form.number}
                onChange={(number) => setForm({ ...form, number })}
                error={errors.number}
              />
            </Row>
            <FileField
              label="Rasm"
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
