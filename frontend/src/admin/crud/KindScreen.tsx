import { KINDS, kindOf, type FieldDeclaration, type ScreenKind } from '@lyceum/contract/kinds';
import { LANG_NAMES } from '../../i18n/lang';
import { editedKindApi } from '../api/edited-kind';
import { useAdmin, useFailureText } from '../api/hooks';
import { useAuth } from '../auth/AuthContext';
import { useMayEdit } from '../auth/useMayEdit';
import { useRefreshReviewQueue } from '../review/reviewApi';
import type { AdminMessages } from '../messages';
import { useUiLang } from '../messages/useUiLang';
import { DataTable } from '../ui/DataTable';
import { FileField } from '../ui/FileField';
import { HistoryLink } from '../ui/HistoryLink';
import { ErrorText, FieldLabel, Row, SwitchLabel } from '../ui/kit';
import { AddButton, ListPager, RowActions } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { Standing, type ItemStanding } from '../ui/Standing';
import { ItemTitle, textIn } from './ItemTitle';
import { useUploadProgress } from '../ui/useUploadProgress';
import { confirmAndDelete } from './confirmAndDelete';
import { CrudModal } from './CrudModal';
import { emptyForm, fieldLabel, formFields, requiredErrors, toBody, toForm, type DeclaredForm, type FormField } from './declaredForm';
import { useCrud } from './useCrud';
import { usePagedList } from './usePagedList';

/** How many documents the list shows at a time. */
const PAGE_SIZE = 20;

/** A listed document as the admin API reads it back: its values by wire name, its id and where it stands. */
type Listed = Record<string, unknown> & ItemStanding & { id: string };

/** A stored value as the list shows it: a choice by its label, a date as it is written in Uzbekistan, a switch in words. */
function shown(declaration: FieldDeclaration, value: unknown, lang: keyof typeof LANG_NAMES, yesNo: [string, string]): string {
  if (declaration.type === 'boolean') return value === false ? yesNo[1] : yesNo[0];
  if (typeof value !== 'string') return '';
  if (declaration.type === 'enumeration') return declaration.labels?.[value]?.[lang] ?? value;
  if (declaration.type === 'date') return value.split('-').reverse().join('.');
  return value;
}

/**
 * A declared kind's admin screen (its `screen` in contract/src/kinds.ts): its documents, the latest version of each
 * with its status, and one form for a new document or an edit, every field made from the declaration; a kind with
 * drafts saves as a draft when asked. Revisions and the trash take it as they take every kind.
 */
export function KindScreen({ kind, section }: { kind: ScreenKind; section: keyof AdminMessages['sections'] }) {
  const ui = useUiLang();
  const { lang, t } = ui;
  const words = t.kindScreen;
  const declared = kindOf(kind);
  const publishes = useAuth().can('content.manage');
  const refreshReviewQueue = useRefreshReviewQueue();
  const mayEdit = useMayEdit();
  const label = declared.label[lang];
  const api = editedKindApi<Listed, { content: Listed[]; totalElements: number; page: number; size: number }, DeclaredForm>(kind, {
    size: PAGE_SIZE,
  });
  const failure = useFailureText();
  const { data, mutate, page, setPage, pages, afterRemove } = usePagedList(api.page, PAGE_SIZE, failure);
  const upload = useUploadProgress();
  const fields = formFields(kind);
  const titleField = declared.localized[0];
  // The Uzbek title where the admin's language has none.
  const titleOf = (item: Listed) => textIn(item, titleField, lang).text;
  // The documents another field may point to (`references`): those of its kind in the list's first page of all.
  const referenced = useAdmin(
    fields.some((field) => field.references)
      ? editedKindApi<Listed, { content: Listed[] }, DeclaredForm>(kind, { size: 100 }).page(0)
      : null,
    failure,
  );

  const crud = useCrud<Listed, DeclaredForm>({
    empty: emptyForm(kind),
    toForm: (item) => toForm(kind, item),
    validate: (form) => requiredErrors(kind, form, t.crud.required),
    // An author's save keeps a draft, submitted for review when they say so (docs/editorial-workflow.md, "Review").
    save: (form, item) => api.save(toBody(publishes ? form : { ...form, draft: true }), item?.id),
    refresh: async () => {
      await Promise.all([mutate(), referenced.mutate(), refreshReviewQueue()]);
    },
  });
  // The confirmation names what it deletes.
  const remove = (item: Listed) =>
    confirmAndDelete(
      lang,
      { confirm: words.confirmDelete(titleOf(item)), deleted: t.crud.deleted },
      () => api.remove(item.id),
      afterRemove,
    );

  const input = (field: FormField) => {
    const { declaration, name } = field;
    const value = crud.form[name];
    const set = (next: string | boolean) => crud.setForm({ ...crud.form, [name]: next });
    const error = crud.errors[name];
    const text = fieldLabel(field, lang, LANG_NAMES);
    if (declaration.type === 'media')
      return (
        <FileField
          key={name}
          label={text}
          value={String(value)}
          accepts={declaration.accepts ?? 'images'}
          onChange={set}
          onProgress={upload.report}
          required={field.required}
          error={error}
        />
      );
    if (declaration.type === 'boolean')
      return (
        <SwitchLabel key={name}>
          <input type="checkbox" checked={value === true} onChange={(event) => set(event.target.checked)} />
          {text}
        </SwitchLabel>
      );
    const common = {
      value: String(value),
      'aria-invalid': Boolean(error),
      required: field.required,
      lang: field.locale,
    };
    return (
      <FieldLabel key={name}>
        {text}
        {declaration.type === 'enumeration' ? (
          <select {...common} onChange={(event) => set(event.target.value)}>
            {declaration.enum.map((choice) => (
              <option key={choice} value={choice}>
                {declaration.labels?.[choice]?.[lang] ?? choice}
              </option>
            ))}
          </select>
        ) : field.references ? (
          <select {...common} onChange={(event) => set(event.target.value)}>
            <option value="">{words.none}</option>
            {(referenced.data?.content ?? [])
              .filter((other) => crud.editing === 'new' || other.id !== crud.editing?.id)
              .map((other) => (
                <option key={other.id} value={other.id}>
                  {titleOf(other)}
                </option>
              ))}
          </select>
        ) : declaration.type === 'text' ? (
          <textarea {...common} rows={3} onChange={(event) => set(event.target.value)} />
        ) : (
          <input
            {...common}
            type={declaration.type === 'date' ? 'date' : 'text'}
            maxLength={'maxLength' in declaration ? declaration.maxLength : undefined}
            onChange={(event) => set(event.target.value)}
          />
        )}
        {error && <ErrorText>{error}</ErrorText>}
      </FieldLabel>
    );
  };

  const fieldsOf = KINDS[kind].fields as Readonly<Record<string, FieldDeclaration>>;
  return (
    <>
      <PageHeader title={t.sections[section]} action={<AddButton label={words.create(label)} onClick={() => crud.open('new')} />} />
      <DataTable
        items={data?.content}
        empty={words.empty}
        columns={[
          { header: '#', cell: (_item, index) => page * PAGE_SIZE + index + 1 },
          {
            header: fieldLabel(fields.find((field) => field.locale === lang)!, lang, LANG_NAMES),
            cell: (item: Listed) => <ItemTitle item={item} field={titleField} />,
          },
          ...(declared.screen?.columns ?? []).map((column) => ({
            header: fieldsOf[column].label?.[lang] ?? column,
            cell: (item: Listed) => shown(fieldsOf[column], item[column], lang, [words.yes, words.no]),
          })),
          { header: t.lists.state, cell: (item: Listed) => <Standing item={item} /> },
          {
            header: t.crud.actions,
            cell: (item: Listed) => (
              <Row>
                <RowActions name={titleOf(item)} onEdit={mayEdit(item) ? () => crud.open(item) : undefined} onDelete={() => void remove(item)} />
                {declared.revisions && <HistoryLink kind={kind} id={item.id} name={titleOf(item)} />}
              </Row>
            ),
          },
        ]}
      />
      <ListPager page={page} pages={pages} onChange={setPage} />
      {crud.editing && (
        <CrudModal title={crud.editing === 'new' ? words.create(label) : t.crud.editing(label)} onClose={crud.close} onSubmit={crud.submit}>
          {fields.map(input)}
          {declared.drafts && (
            <SwitchLabel>
              <input
                type="checkbox"
                checked={crud.form[publishes ? 'draft' : 'review'] === true}
                onChange={(event) => crud.setForm({ ...crud.form, [publishes ? 'draft' : 'review']: event.target.checked })}
              />
              {publishes ? words.draft : t.review.submit}
            </SwitchLabel>
          )}
        </CrudModal>
      )}
      {upload.loader}
    </>
  );
}
