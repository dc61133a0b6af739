import { expect, test } from 'vitest';
import { announcementsTexts } from '../messages/announcements';
import {
  announcementFormErrors,
  announcementStatus,
  emptyAnnouncementForm,
  toAnnouncementBody,
  toAnnouncementForm,
} from './announcementForm';

const t = announcementsTexts.en;
const form = {
  textUz: 'Uz',
  textEn: 'En',
  textRu: 'Ru',
  level: 'URGENT' as const,
  startsAt: '2026-12-01T09:00',
  endsAt: '2026-12-01T18:00',
};

test('the form holds Tashkent wall time and sends it with its offset, both ways', () => {
  const body = toAnnouncementBody(form);
  expect(body).toEqual({ ...form, startsAt: '2026-12-01T09:00:00+05:00', endsAt: '2026-12-01T18:00:00+05:00' });
  const item = { id: 'a1', ...form, startsAt: '2026-12-01T04:00:00.000Z', endsAt: '2026-12-01T13:00:00.000Z' };
  expect(toAnnouncementForm(item)).toEqual(form);
  const fresh = emptyAnnouncementForm(new Date('2026-12-01T04:00:00Z'));
  expect([fresh.startsAt, fresh.endsAt, fresh.level]).toEqual(['2026-12-01T09:00', '2026-12-02T09:00', 'INFO']);
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
