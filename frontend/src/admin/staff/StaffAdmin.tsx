import { thumbnailUrl } from '../../api/client';
import type { Person } from '../../api/types';
import { AdminApiError } from '../api/client';
import { useAdmin } from '../api/hooks';
import { staffApi } from '../api/staff';
import { CrudModal } from '../crud/CrudModal';
import { useCrud } from '../crud/useCrud';
import { uz } from '../messages/uz';
import { FileField } from '../ui/FileField';
import { DataTable, numberColumn, type Column } from '../ui/DataTable';
import { Row } from '../ui/kit';
import { AddButton, rowActionsColumn } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { useUploadProgress } from '../ui/useUploadProgress';
import { EMPTY_STAFF, staffFormErrors, type StaffForm, type StaffKind } from './staffForm';

const t = uz.crud;

const TEXT_FIELDS = [
  ['fullName', "To'liq ism"],
  ['position', 'Lavozim'],
  ['phone', 'Telefon'],
  ['admission', 'Qabul kuni'],
] as const;

/** A refused save says why in the lyceum's words (`cause`) when the server gives them; no answer at all is 'Xatolik'. */
const refusalOf = (error: unknown) => (error instanceof AdminApiError && error.status !== 0 ? (error.cause ?? error.message) : t.failed);

/** Leadership (insert-text/1) or staff (insert-text/2): table and modal form. */
export function StaffAdmin({ type, title }: { type: StaffKind; title: string }) {
  const { data, mutate } = useAdmin(staffApi.list(type), () => t.failed);
  const upload = useUploadProgress();
  const crud = useCrud<Person, StaffForm>({
    empty: EMPTY_STAFF,
    toForm: (person) => ({ ...person, admission: person.admission ?? '', number: String(person.number) }),
    validate: (form) => staffFormErrors(form, type),
    save: (form, person) =>
      staffApi.save({
        ...form,
        ...(person ? { id: person.id } : {}),
        number: Number(form.number),
        type,
        admission: type === 'LEADER' ? form.admission : '',
      }),
    refresh: mutate,
    saveTexts: { saved: t.success, failed: refusalOf },
    deletion: {
      run: (person) => staffApi.remove(person.id),
      texts: { confirm: t.confirmDelete, deleted: uz.staff.deleted, failed: t.failed },
    },
  });

  return (
    <>
      <PageHeader title={title} action={<AddButton onClick={() => crud.open('new')} />} />
      <DataTable
        items={data}
        columns={[
          numberColumn(),
          ...TEXT_FIELDS.map(([key, label]): Column<Person> => ({ header: label, cell: (person) => person[key] })),
          { header: 'Rasm', cell: (person) => person.photo && <img src={thumbnailUrl(person.photo)} alt={person.fullName} /> },
          { header: 'Tartib', cell: (person) => person.number },
          rowActionsColumn({ name: (person) => person.fullName, onEdit: crud.open, onDelete: crud.remove }),
        ]}
      />
      {crud.editing && (
        <CrudModal title={crud.editing === 'new' ? t.creating(title) : t.editing(title)} onClose={crud.close} onSubmit={crud.submit}>
          <Row>
            {TEXT_FIELDS.map(([key, label]) => (
              <TextField key={key} label={label} disabled={key === 'admission' && type === 'STAFF'} {...crud.field(key)} />
            ))}
            <TextField label="Tartib raqami" type="number" min={1} {...crud.field('number')} />
          </Row>
          <FileField label="Rasm" onProgress={upload.report} {...crud.field('photo')} />
        </CrudModal>
      )}
      {upload.loader}
    </>
  );
}
