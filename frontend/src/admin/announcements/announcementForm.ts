import { ANNOUNCEMENT_TEXT_MAX, type AnnouncementLevel } from '@lyceum/contract/api/announcements';
import type { AdminAnnouncement, AnnouncementBody } from '../api/announcements';
import type { FieldErrors } from '../crud/useCrud';
import type { AnnouncementsTexts } from '../messages/announcements';
import { fromTashkentInput, tashkentNowInput, toTashkentInput } from '../ui/tashkentTime';

export const TEXT_FIELDS = ['textUz', 'textEn', 'textRu'] as const;

/** The form: texts as typed, times as datetime-local values in Tashkent time. */
export interface AnnouncementForm extends Record<(typeof TEXT_FIELDS)[number], string> {
  level: AnnouncementLevel;
  startsAt: string;
  endsAt: string;
}

const DAY_MS = 24 * 3600_000;

/** A new banner: information, from now for a day. */
export const emptyAnnouncementForm = (now = new Date()): AnnouncementForm => ({
  textUz: '',
  textEn: '',
  textRu: '',
  level: 'INFO',
  startsAt: tashkentNowInput(now),
  endsAt: tashkentNowInput(new Date(now.getTime() + DAY_MS)),
});

export const toAnnouncementForm = (item: AdminAnnouncement): AnnouncementForm => ({
  textUz: item.textUz,
  textEn: item.textEn,
  textRu: item.textRu,
  level: item.level,
  startsAt: toTashkentInput(item.startsAt),
  endsAt: toTashkentInput(item.endsAt),
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

export const toAnnouncementBody = (form: AnnouncementForm): AnnouncementBody => ({
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
