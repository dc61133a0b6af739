import { ANNOUNCEMENT_LEVELS } from '@lyceum/contract/api/announcements';
import styled from 'styled-components';
import { LANGS, LANG_NAMES } from '../../i18n/lang';
import { announcementsApi, ANNOUNCEMENTS_PAGE_SIZE, type AdminAnnouncement } from '../api/announcements';
import { useFailureText } from '../api/hooks';
import { CrudModal } from '../crud/CrudModal';
import { useCrud } from '../crud/useCrud';
import { usePagedList } from '../crud/usePagedList';
import { useUiLang } from '../messages/useUiLang';
import { DataTable, numberColumn } from '../ui/DataTable';
import { ErrorText, FieldLabel, HintText, Row, SwitchLabel } from '../ui/kit';
import { AddButton, ListPager, rowActionsColumn } from '../ui/parts';
import { PageHeader } from '../ui/PageHeader';
import { Pill, type Tone } from '../ui/Pill';
import { formatTashkent, fromTashkentInput } from '../ui/tashkentTime';
import {
  announcementFormErrors,
  announcementStatus,
  emptyAnnouncementForm,
  endOfDayInput,
  ENDINGS,
  TEXT_FIELDS,
  withEnding,
  toAnnouncementBody,
  toAnnouncementForm,
  type AnnouncementForm,
  type AnnouncementStatus,
} from './announcementForm';

/** Each status's tone; the words say the status, the colour only repeats it. */
const STATUS_TONE = { showing: 'good', scheduled: 'info', ended: 'quiet' } as const satisfies Record<AnnouncementStatus, Tone>;

const Level = styled.span<{ $urgent: boolean }>`
  font-weight: ${(p) => (p.$urgent ? 700 : 400)};
  color: ${(p) => (p.$urgent ? '#b00020' : 'inherit')};
`;

/** The end's choices, one under the other, as wide as a field. */
const Endings = styled.fieldset`
  display: grid;
  gap: 0.25rem;
  flex: 1 1 16rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.3rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

/** A time in Tashkent, as a datetime-local field with its hint and refusal. */
function TimeField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldLabel>
      {label}
      <input type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={Boolean(error)} />
      {hint && <HintText>{hint}</HintText>}
      {error && <ErrorText>{error}</ErrorText>}
    </FieldLabel>
  );
}

const Intro = styled.p`
  margin: 0 0 1rem;
  max-width: 60rem;
`;

/** The site-wide banners: a list with each one's status, and a form to add or edit one (times in Tashkent time). */
export function AnnouncementsAdmin() {
  const ui = useUiLang();
  const { crud: common, announcements: t } = ui.t;
  const { data, mutate, page, setPage, pages, afterRemove } = usePagedList(
    announcementsApi.page,
    ANNOUNCEMENTS_PAGE_SIZE,
    useFailureText(),
  );
  const crud = useCrud<AdminAnnouncement, AnnouncementForm>({
    empty: emptyAnnouncementForm(),
    toForm: toAnnouncementForm,
    validate: (form) => announcementFormErrors(form, t, common.required),
    save: (form, item) => announcementsApi.save(toAnnouncementBody(form), item?.id),
    refresh: mutate,
    deletion: {
      run: (item) => announcementsApi.remove(item.id),
      texts: { confirm: t.confirmDelete, deleted: t.deleted },
      after: afterRemove,
    },
  });
  const at = (iso: string) => <time dateTime={iso}>{formatTashkent(iso, ui.lang)}</time>;
  const timeValue = (key: 'startsAt' | 'endsAt') => ({
    value: crud.form[key],
    onChange: (value: string) => crud.setForm({ ...crud.form, [key]: value }),
  });
  const textOf = (item: AdminAnnouncement) => item[ui.lang === 'uz' ? 'textUz' : ui.lang === 'en' ? 'textEn' : 'textRu'];

  return (
    <>
      <PageHeader title={t.title} action={<AddButton label={t.create} onClick={() => crud.open('new')} />} />
      <Intro>{t.intro}</Intro>
      <DataTable
        items={data?.content}
        empty={t.empty}
        columns={[
          numberColumn(),
          { header: t.text(LANG_NAMES[ui.lang]), cell: textOf, content: true },
          { header: t.level, cell: (item) => <Level $urgent={item.level === 'URGENT'}>{t.levels[item.level]}</Level> },
          { header: t.startsAt, cell: (item) => at(item.startsAt) },
          { header: t.endsAt, cell: (item) => at(item.endsAt) },
          {
            header: t.status,
            cell: (item) => {
              const status = announcementStatus(item);
              return (
                <Pill $tone={STATUS_TONE[status]} data-status={status}>
                  {t.statuses[status]}
                </Pill>
              );
            },
          },
          rowActionsColumn({ header: common.actions, name: textOf, onEdit: crud.open, onDelete: crud.remove }),
        ]}
      />
      <ListPager page={page} pages={pages} onChange={setPage} />
      {crud.editing && (
        <CrudModal title={crud.editing === 'new' ? t.create : t.edit} onClose={crud.close} onSubmit={crud.submit}>
          {LANGS.map((lang, index) => {
            const key = TEXT_FIELDS[index];
            const error = crud.errors[key];
            return (
              <FieldLabel key={key}>
                {t.text(LANG_NAMES[lang])}
                <textarea
                  lang={lang}
                  value={crud.form[key]}
                  onChange={(event) => crud.setForm({ ...crud.form, [key]: event.target.value })}
                  aria-invalid={Boolean(error)}
                  rows={3}
                />
                <HintText>{t.textHint}</HintText>
                {error && <ErrorText>{error}</ErrorText>}
              </FieldLabel>
            );
          })}
          <FieldLabel>
            {t.level}
            <select
              value={crud.form.level}
              onChange={(event) => crud.setForm({ ...crud.form, level: event.target.value as AnnouncementForm['level'] })}
            >
              {ANNOUNCEMENT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t.levels[level]}
                </option>
              ))}
            </select>
          </FieldLabel>
          <Row>
            <TimeField label={t.startsAt} hint={t.timesHint} error={crud.errors.startsAt} {...timeValue('startsAt')} />
            <Endings aria-describedby="announcement-times-hint">
              <legend>{t.endsAt}</legend>
              {ENDINGS.map((ending) => (
                <SwitchLabel key={ending}>
                  <input
                    type="radio"
                    name="ending"
                    checked={crud.form.ending === ending}
                    onChange={() => crud.setForm(withEnding(crud.form, ending))}
                  />
                  {ending === 'date'
                    ? t.endings.date
                    : t.endings[ending](formatTashkent(fromTashkentInput(endOfDayInput(ending === 'today' ? 0 : 1)), ui.lang))}
                </SwitchLabel>
              ))}
              {crud.form.ending === 'date' && <TimeField label={t.endsAt} error={crud.errors.endsAt} {...timeValue('endsAt')} />}
              {crud.form.ending !== 'date' && crud.errors.endsAt && <ErrorText>{crud.errors.endsAt}</ErrorText>}
              <HintText id="announcement-times-hint">{t.timesHint}</HintText>
            </Endings>
          </Row>
        </CrudModal>
      )}
    </>
  );
}
