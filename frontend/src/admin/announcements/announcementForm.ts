import { ANNOUNCEMENT_TEXT_MAX, type AnnouncementLevel } from '@lyceum/contract/api/announcements';
import type { AdminAnnouncement, AnnouncementBody } from '../api/announcements';
import type { FieldErrors } from '../crud/useCrud';
import type { AnnouncementsTexts } from '../messages/announcements';
import { addDays, tashkentDate } from '@lyceum/contract/calendar';
import { fromTashkentInput, tashkentNowInput, toTashkentInput } from '../ui/tashkentTime';

export const TEXT_FIELDS = ['textUz', 'textEn', 'textRu'] as const;

/** How a banner's end is chosen: at the end of today or of tomorrow in Tashkent, or at a date and time of its own. */
export const ENDINGS = ['today', 'tomorrow', 'date'] as const;
export type Ending = (typeof ENDINGS)[number];

/** The form: texts as typed, times as datetime-local values in Tashkent time, and how the end was chosen. */
export interface AnnouncementForm extends Record<(typeof TEXT_FIELDS)[number], string> {
  level: AnnouncementLevel;
  startsAt: string;
  endsAt: string;
  ending: Ending;
}

/** The last minute of the Tashkent day `days` after now's, as a datetime-local value. */
export const endOfDayInput = (days: number, now = new Date()): string => `${addDays(tashkentDate(now.getTime()), days)}T23:59`;

/** The form with its end chosen as `ending`: a day's end sets the time; a date of its own keeps what the field holds. */
export const withEnding = (form: AnnouncementForm, ending: Ending, now = new Date()): AnnouncementForm => ({
  ...form,
  ending,
  endsAt: ending === 'date' ? form.endsAt : endOfDayInput(ending === 'today' ? 0 : 1, now),
});

/** A new banner: information, from now to the end of tomorrow (a notice of a day off is read the day before, and all that day). */
export const emptyAnnouncementForm = (now = new Date()): AnnouncementForm => ({
  textUz: '',
  textEn: '',
  textRu: '',
  level: 'INFO',
  startsAt: tashkentNowInput(now),
  endsAt: endOfDayInput(1, now),
  ending: 'tomorrow',
});

export const toAnnouncementForm = (item: AdminAnnouncement): AnnouncementForm => ({
  textUz: item.textUz,
  textEn: item.textEn,
  textRu: item.textRu,
  level: item.level,
  startsAt: toTashkentInput(item.startsAt),
  endsAt: toTashkentInput(item.endsAt),
  ending: 'date',
});

/** The API's rules, said before the save: every text given and short enough, both times, the end after the start. */
export function announcementFormErrors(form: AnnouncementForm, t: AnnouncementsTexts, required: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of TEXT_FIELDS) {
    const text = form[key].trim();
    if (!text) errors[key] = required;
    else if (text.length > ANNOUNCEMENT_TEXT_MAX) errors[key] = t.tooLong;
  }
  if (!form.startsAt) errors.startsAt = required;
  if (!form.endsAt) errors.endsAt = required;
  else if (form.startsAt && Date.parse(fromTashkentInput(form.endsAt)) <= Date.parse(fromTashkentInput(form.startsAt)))
    errors.endsAt = t.endsBeforeStart;
  return errors;
}

export const toAnnouncementBody = ({ ending: _ending, ...form }: AnnouncementForm): AnnouncementBody => ({
  ...form,
  startsAt: fromTashkentInput(form.startsAt),
  endsAt: fromTashkentInput(form.endsAt),
});

export type AnnouncementStatus = keyof AnnouncementsTexts['statuses'];

/** Where a banner stands now: showing, not yet started, or over. */
export function announcementStatus(item: Pick<AdminAnnouncement, 'startsAt' | 'endsAt'>, now = Date.now()): AnnouncementStatus {
  if (Date.parse(item.endsAt) <= now) return 'ended';
  return Date.parse(item.startsAt) > now ? 'scheduled' : 'showing';
}
