import { thumbnailUrl } from '../../api/client';
import { AdminApiError } from '../api/client';
import { useAdmin } from '../api/hooks';
import { staffApi, type AdminPerson } from '../api/staff';
import { CrudModal } from '../crud/CrudModal';
import { useCrud } from '../crud/useCrud';
import type { AdminMessages } from '../messages';
import { useUiLang } from '../messages/useUiLang';
import { FileField } from '../ui/FileField';
import { DataTable, numberColumn, type Column } from '../ui/DataTable';
import { Row } from '../ui/kit';
import { AddButton, rowActionsColumn } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { TranslationsFieldset } from '../ui/TranslationsFieldset';
import { useUploadProgress } from '../ui/useUploadProgress';
import { EMPTY_STAFF, STAFF_TRANSLATIONS, staffFormErrors, type StaffForm, type StaffKind } from './staffForm';

const TEXT_FIELDS = ['fullName', 'position', 'phone', 'admission'] as const;

/** A refused save says why in the lyceum's words (`cause`) when the server gives them; no answer at all is 'Xatolik'. */
const refusalOf = (t: AdminMessages['crud']) => (error: unknown) =>
  error instanceof AdminApiError && error.status !== 0 ? (error.cause ?? error.message) : t.failed;

/** Leadership (insert-text/1) or staff (insert-text/2): table and modal form. */
export function StaffAdmin({ type }: { type: StaffKind }) {
  const { t: all } = useUiLang();
  const { crud: t, staff, admission } = all;
  const title = staff.title[type];
  const { data, mutate } = useAdmin(staffApi.list(type), () => t.failed);
  const upload = useUploadProgress();
  const crud = useCrud<AdminPerson, StaffForm>({
    empty: EMPTY_STAFF,
    toForm: (person) => ({ ...person, admission: person.admission ?? '', number: String(person.number) }),
    validate: (form) => staffFormErrors(form, type, t),
    save: (form, person) =>
      staffApi.save({
        ...form,
        ...(person ? { id: person.id } : {}),
        number: Number(form.number),
        type,
        admission: type === 'LEADER' ? form.admission : '',
      }),
    refresh: mutate,
    saveTexts: { saved: t.success, failed: refusalOf(t) },
    deletion: {
      run: (person) => staffApi.remove(person.id),
      texts: { confirm: t.confirmDelete, deleted: staff.deleted, failed: t.failed },
    },
  });

  return (
    <>
      <PageHeader title={title} action={<AddButton label={t.creating(title)} onClick={() => crud.open('new')} />} />
      <DataTable
        items={data}
        columns={[
          numberColumn(),
          ...TEXT_FIELDS.map((key): Column<AdminPerson> => ({ header: staff[key], content: true, cell: (person) => person[key] })),
          {
            header: t.photo,
            content: true,
            cell: (person) => person.photo && <img src={thumbnailUrl(person.photo)} alt={person.fullName} />,
          },
          { header: t.order, cell: (person) => person.number },
          rowActionsColumn({ header: t.actions, name: (person) => person.fullName, onEdit: crud.open, onDelete: crud.remove }),
        ]}
      />
      {crud.editing && (
        <CrudModal title={crud.editing === 'new' ? t.creating(title) : t.editing(title)} onClose={crud.close} onSubmit={crud.submit}>
          <Row>
            {TEXT_FIELDS.map((key) => {
              // The reception day is the leadership's only (docs/content-model.md, "People"): on the staff form it stays,
              // disabled, and says why.
              const leadershipOnly = key === 'admission' && type === 'STAFF';
              return (
                <TextField
                  key={key}
                  label={staff[key]}
                  disabled={leadershipOnly}
                  hint={leadershipOnly && admission.leadershipOnly}
                  {...crud.field(key)}
                />
              );
            })}
            <TextField label={t.orderNumber} type="number" min={1} {...crud.field('number')} />
          </Row>
          <TranslationsFieldset>
            {STAFF_TRANSLATIONS.map((key) => (
              <TextField key={key} label={all.translations[key]} {...crud.field(key)} />
            ))}
          </TranslationsFieldset>
          <FileField label={t.photo} onProgress={upload.report} {...crud.field('photo')} />
        </CrudModal>
      )}
      {upload.loader}
    </>
  );
}
