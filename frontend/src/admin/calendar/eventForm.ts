import type { AdminEvent, EventBody } from '../api/events';
import type { AdminMessages } from '../messages';
import { uz } from '../messages/uz';
import { LANG_STEPS, type LangKey } from '../ui/langSteps';
import { fromTashkentDate, fromTashkentInput, toTashkentInput } from '../ui/tashkentTime';
import type { SaveAs } from '../ui/PublicationField';

/** An event's texts in each language, as the wizard's language steps keep them. */
export type EventTexts = Record<`${'title' | 'description' | 'place'}${LangKey}`, string>;

/**
 * The wizard's fields: the event's, its start and end as the inputs show them in Tashkent wall time: a
 * datetime-local value (`2026-12-01T09:00`), or for an all-day event a date (`2026-12-01`, the first and the last day).
 */
export type EventForm = EventTexts &
  Pick<AdminEvent, 'photo' | 'allDay' | 'registrationUrl'> & {
    start: string;
    end: string;
  };

export const EMPTY_EVENT: EventForm = {
  titleUz: '',
  titleEn: '',
  titleRu: '',
  descriptionUz: '',
  descriptionEn: '',
  descriptionRu: '',
  placeUz: '',
  placeEn: '',
  placeRu: '',
  photo: '',
  allDay: false,
  start: '',
  end: '',
  registrationUrl: '',
};

/** The API's bounds (contract/src/api/events.ts), written here so that the admin's bundle carries no zod. */
export const EVENT_LIMITS = { title: 500, place: 255, registrationUrl: 2000 } as const;
/** What the API takes as a registration link (besides an address the URL parser reads). */
const WEB_URL = /^https?:\/\/[^\s]+$/i;

const DATE = /^\d{4}-\d\d-\d\d$/;
const WALL_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d$/;

/** The stored event as the wizard shows it. */
export function eventFormOf(event: AdminEvent): EventForm {
  const shown = (iso: string) => (event.allDay ? toTashkentInput(iso).slice(0, 10) : toTashkentInput(iso));
  const { id: _id, status: _status, scheduledAt: _scheduledAt, startsAt, endsAt, ...fields } = event;
  return { ...fields, start: shown(startsAt), end: shown(endsAt) };
}

/**
 * The "All day" switch: dates keep the days of the times typed, and times the span of the dates (from the first day's
 * start to the last day's end), so that switching back and forth loses no day.
 */
export function withAllDay(form: EventForm, allDay: boolean): EventForm {
  if (allDay === form.allDay) return form;
  if (allDay) return { ...form, allDay, start: form.start.slice(0, 10), end: form.end.slice(0, 10) };
  return { ...form, allDay, start: form.start && `${form.start}T00:00`, end: form.end && `${form.end}T23:59` };
}

type Texts = Pick<AdminMessages['calendar'], 'tooLong' | 'badUrl' | 'badTime' | 'endBeforeStart' | 'endNotAfterStart'> & {
  required: string;
};

/**
 * The rules the API holds the wizard's fields to, checked before it is asked: the three titles, the places' and the
 * link's lengths, a full start and end with the end after the start (an all-day event may end on its first day), and
 * a link that is empty or an http(s) address. Keyed by the form's field.
 */
export function eventFormErrors(form: EventForm, t: Texts = { ...uz.calendar, required: uz.crud.required }): Record<string, string> {
  const errors: Record<string, string> = {};
  const limit = (key: keyof EventForm, max: number, required: boolean) => {
    const value = String(form[key]).trim();
    if (required && !value) errors[key] = t.required;
    else if (value.length > max) errors[key] = t.tooLong(max);
  };
  for (const { key } of LANG_STEPS) {
    limit(`title${key}`, EVENT_LIMITS.title, true);
    limit(`place${key}`, EVENT_LIMITS.place, false);
  }

  const shape = form.allDay ? DATE : WALL_TIME;
  for (const key of ['start', 'end'] as const) {
    if (!form[key]) errors[key] = t.required;
    else if (!shape.test(form[key])) errors[key] = t.badTime;
  }
  // Both the same shape: their text orders as their time does.
  if (!errors.start && !errors.end) {
    if (form.allDay ? form.end < form.start : form.end <= form.start) errors.end = form.allDay ? t.endBeforeStart : t.endNotAfterStart;
  }

  const url = form.registrationUrl.trim();
  if (url.length > EVENT_LIMITS.registrationUrl) errors.registrationUrl = t.tooLong(EVENT_LIMITS.registrationUrl);
  else if (url && !(WEB_URL.test(url) && URL.canParse(url))) errors.registrationUrl = t.badUrl;
  return errors;
}

/** The form's field a refusal of the API names (`endsAt` is the end input). */
export const formFieldOf = (apiField: string): string => ({ startsAt: 'start', endsAt: 'end' })[apiField] ?? apiField;

/**
 * What a save sends (`as`: a draft, submitted for review or not), once eventFormErrors found nothing: Tashkent wall time with its offset (+05:00), an all-day
 * event's first and last day as their midnights there.
 */
export function eventBody(form: EventForm, { draft, review = false }: SaveAs): EventBody {
  const { start, end, ...fields } = form;
  const instant = form.allDay ? fromTashkentDate : fromTashkentInput;
  return { ...fields, registrationUrl: form.registrationUrl.trim(), startsAt: instant(start), endsAt: instant(end), draft, review };
}
