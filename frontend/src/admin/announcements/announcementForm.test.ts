import { expect, test } from 'vitest';
import { announcementsTexts } from '../messages/announcements';
import {
  announcementFormErrors,
  announcementStatus,
  emptyAnnouncementForm,
  toAnnouncementBody,
  toAnnouncementForm,
  withEnding,
} from './announcementForm';

const t = announcementsTexts.en;
const form = {
  textUz: 'Uz',
  textEn: 'En',
  textRu: 'Ru',
  level: 'URGENT' as const,
  startsAt: '2026-12-01T09:00',
  endsAt: '2026-12-01T18:00',
  ending: 'date' as const,
};

test('the form holds Tashkent wall time and sends it with its offset, both ways', () => {
  const { ending: _ending, ...sent } = form;
  const body = toAnnouncementBody(form);
  expect(body).toEqual({ ...sent, startsAt: '2026-12-01T09:00:00+05:00', endsAt: '2026-12-01T18:00:00+05:00' });
  const item = { id: 'a1', ...sent, startsAt: '2026-12-01T04:00:00.000Z', endsAt: '2026-12-01T13:00:00.000Z' };
  expect(toAnnouncementForm(item)).toEqual(form);
});

test("a new banner ends at the end of tomorrow in Tashkent; today's and tomorrow's ends are those of Tashkent's days", () => {
  // 04:00 UTC is 09:00 in Tashkent: a notice of a day off tomorrow stays up all that day, not until 09:01 of it.
  const fresh = emptyAnnouncementForm(new Date('2026-12-01T04:00:00Z'));
  expect([fresh.startsAt, fresh.endsAt, fresh.ending, fresh.level]).toEqual(['2026-12-01T09:00', '2026-12-02T23:59', 'tomorrow', 'INFO']);
  // 20:30 UTC on 1 December is already 01:30 on 2 December in Tashkent: "today" is the 2nd there.
  const lateEvening = new Date('2026-12-01T20:30:00Z');
  expect(withEnding(form, 'today', lateEvening)).toMatchObject({ ending: 'today', endsAt: '2026-12-02T23:59' });
  expect(withEnding(form, 'tomorrow', lateEvening)).toMatchObject({ ending: 'tomorrow', endsAt: '2026-12-03T23:59' });
  expect(withEnding(form, 'date', lateEvening)).toEqual(form);
  expect(toAnnouncementBody(withEnding(form, 'today', lateEvening)).endsAt).toBe('2026-12-02T23:59:00+05:00');
});

test('the rules the API keeps are said before the save', () => {
  expect(announcementFormErrors(form, t, 'Required')).toEqual({});
  expect(announcementFormErrors({ ...form, textEn: '  ', textRu: 'я'.repeat(501) }, t, 'Required')).toEqual({
    textEn: 'Required',
    textRu: t.tooLong,
  });
  expect(announcementFormErrors({ ...form, endsAt: form.startsAt }, t, 'Required')).toEqual({ endsAt: t.endsBeforeStart });
  expect(announcementFormErrors({ ...form, startsAt: '', endsAt: '' }, t, 'Required')).toEqual({
    startsAt: 'Required',
    endsAt: 'Required',
  });
});

test('a banner is showing from its start until its end', () => {
  const item = { startsAt: '2026-12-01T04:00:00.000Z', endsAt: '2026-12-01T13:00:00.000Z' };
  expect(announcementStatus(item, Date.parse('2026-12-01T03:59:59Z'))).toBe('scheduled');
  expect(announcementStatus(item, Date.parse('2026-12-01T04:00:00Z'))).toBe('showing');
  expect(announcementStatus(item, Date.parse('2026-12-01T13:00:00Z'))).toBe('ended');
});
