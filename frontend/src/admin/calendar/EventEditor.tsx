import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AdminApiError } from '../api/client';
import { eventsApi } from '../api/events';
import { useAdmin, useFailureText } from '../api/hooks';
import { EditedKindWizard, useStoreAndLeave, type WizardSave } from '../crud/EditedKindWizard';
import { useUiLang } from '../messages/useUiLang';
import { FileField } from '../ui/FileField';
import { ErrorText, FieldLabel, HintText, Row, SwitchLabel } from '../ui/kit';
import { LanguageStep } from '../ui/LanguageStep';
import { TextField } from '../ui/TextField';
import { useKeptDraft } from '../ui/useKeptDraft';
import { useUploadProgress } from '../ui/useUploadProgress';
import { EMPTY_EVENT, eventBody, eventFormErrors, eventFormOf, formFieldOf, withAllDay, type EventForm } from './eventForm';

const LIST = '/protected/calendar';

/** The 4-step event wizard (Uzbek, English, Russian, then its photo, times and link with the saves); with an id it edits. */
export function EventEditor() {
  const { id } = useParams();
  const ui = useUiLang();
  const { t } = ui;
  const texts = t.calendar;
  const existing = useAdmin(id ? eventsApi.item(id) : null, useFailureText());
  const { form, setForm, offer, saved } = useKeptDraft<EventForm>(
    `event:${id ?? 'new'}`,
    existing.data ? eventFormOf(existing.data) : EMPTY_EVENT,
    !id || Boolean(existing.data),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const upload = useUploadProgress();
  const timesHintId = useId();
  const storeAndLeave = useStoreAndLeave(LIST, saved, id);
  const fields = [{ name: 'place', label: texts.place }] as const;

  /** The fields the API refused, marked in the admin's language (its own words are English). */
  const markRefused = (refused: Record<string, string>) => {
    const said: Record<string, string> = {
      end: form.allDay ? texts.endBeforeStart : texts.endNotAfterStart,
      registrationUrl: texts.badUrl,
    };
    setErrors(Object.fromEntries(Object.keys(refused).map((field) => [formFieldOf(field), said[formFieldOf(field)] ?? texts.refused])));
  };

  /** The spec's save publishes at once; a draft keeps what visitors see as it was. Resolves to the event's id once stored. */
  const validate = () => {
    const found = eventFormErrors(form, { ...texts, required: t.crud.required });
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const save: WizardSave = async (as, then, stayAt) => {
    if (!validate()) return null;
    const write = async () => {
      try {
        return await eventsApi.save(eventBody(form, as), id);
      } catch (error) {
        if (error instanceof AdminApiError && error.errors) markRefused(error.errors);
        throw error;
      }
    };
    return storeAndLeave(as, write, then, stayAt);
  };

  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const time = form.allDay
    ? { type: 'date', start: texts.startDate, end: texts.endDate }
    : { type: 'datetime-local', start: texts.startTime, end: texts.endTime };

  return (
    <EditedKindWizard
      kind="event"
      id={id}
      title={id ? texts.edit : texts.create}
      list={{ to: LIST, label: texts.list }}
      existing={existing}
      offer={offer}
      save={save}
      validate={validate}
      errors={errors}
      languageFields={fields}
      loader={upload.loader}
      languageStep={(step) => (
        <LanguageStep
          prefix="event-text"
          step={step}
          form={form}
          setForm={setForm}
          richText={{ name: 'description', label: texts.description }}
          fields={fields}
          errors={errors}
        />
      )}
      lastStep={
        <div style={{ display: 'grid', gap: '1rem' }}>
          <FileField
            label={t.crud.photo}
            value={form.photo}
            onChange={(photo) => set('photo', photo)}
            onProgress={upload.report}
            error={errors.photo}
          />
          <SwitchLabel>
            <input
              type="checkbox"
              role="switch"
              checked={form.allDay}
              onChange={(event) => setForm((current) => withAllDay(current, event.target.checked))}
            />
            {texts.allDay}
          </SwitchLabel>
          <Row>
            {(['start', 'end'] as const).map((key) => (
              <FieldLabel key={`${key}-${time.type}`}>
                {time[key]}
                <input
                  type={time.type}
                  value={form[key]}
                  onChange={(event) => set(key, event.target.value)}
                  aria-invalid={Boolean(errors[key])}
                  aria-describedby={timesHintId}
                />
                {errors[key] && <ErrorText>{errors[key]}</ErrorText>}
              </FieldLabel>
            ))}
          </Row>
          <HintText id={timesHintId}>{texts.timesHint}</HintText>
          <TextField
            type="url"
            inputMode="url"
            autoComplete="off"
            label={texts.registrationUrl}
            value={form.registrationUrl}
            onChange={(url) => set('registrationUrl', url)}
            hint={texts.registrationHint}
            error={errors.registrationUrl}
          />
        </div>
      }
    />
  );
}
