import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { appealDeadline, appealDue, appealExtendedDeadline, appealPhone, normalizeAppealCode } from '../src/appeal.js';
import { appealStatusBody } from '../src/api/appeal.js';

describe("the reception's rules", () => {
  test('the deadline: 15 days from the day after receipt, in Tashkent days, a weekend end moved to Monday (docs/appeals.md)', () => {
    const cases: [receivedAt: string, deadline: string, why: string][] = [
      ['2026-12-02T10:00:00+05:00', '2026-12-17T23:59:59.999+05:00', 'a Wednesday: the 15th day after is a Thursday'],
      ['2026-12-01T23:30:00+05:00', '2026-12-16T23:59:59.999+05:00', "late on 1 December in Tashkent (18:30 UTC) is 1 December's"],
      [
        '2026-12-02T00:30:00+05:00',
        '2026-12-17T23:59:59.999+05:00',
        "just after midnight in Tashkent (19:30 UTC the day before) is 2 December's",
      ],
      ['2026-12-04T12:00:00+05:00', '2026-12-21T23:59:59.999+05:00', 'ending on a Saturday: the Monday after'],
      ['2026-12-05T12:00:00+05:00', '2026-12-21T23:59:59.999+05:00', 'ending on a Sunday: the Monday after'],
      ['2026-12-25T09:00:00+05:00', '2027-01-11T23:59:59.999+05:00', 'across the year, ending on a Saturday'],
    ];
    for (const [receivedAt, deadline, why] of cases) {
      assert.equal(appealDeadline(new Date(receivedAt)).toISOString(), new Date(deadline).toISOString(), why);
    }
  });

  test('the extended term: a calendar month from the day of receipt, the short month clamped, a weekend end moved to Monday', () => {
    const cases: [receivedAt: string, deadline: string, why: string][] = [
      ['2026-11-10T09:00:00+05:00', '2026-12-10T23:59:59.999+05:00', 'a Tuesday: 10 December is a Thursday'],
      ['2026-12-02T10:00:00+05:00', '2027-01-04T23:59:59.999+05:00', '2 January 2027 is a Saturday: the Monday after'],
      ['2028-01-31T10:00:00+05:00', '2028-02-29T23:59:59.999+05:00', 'February has no 31st: its last day, in a leap year'],
      ['2026-12-15T20:00:00Z', '2027-01-18T23:59:59.999+05:00', '20:00 UTC is 16 December in Tashkent; 16 January is a Saturday'],
    ];
    for (const [receivedAt, deadline, why] of cases) {
      assert.equal(appealExtendedDeadline(new Date(receivedAt)).toISOString(), new Date(deadline).toISOString(), why);
      assert.ok(appealExtendedDeadline(new Date(receivedAt)) > appealDeadline(new Date(receivedAt)), why);
    }
  });

  test('the marks: overdue past the deadline, nearly due within 3 days of it, only while the appeal is open', () => {
    const now = new Date('2026-12-10T12:00:00Z');
    assert.equal(appealDue('new', '2026-12-10T11:59:59Z', now), 'overdue');
    assert.equal(appealDue('in-progress', '2026-12-13T12:00:00Z', now), 'soon');
    assert.equal(appealDue('new', '2026-12-13T12:00:01Z', now), null);
    assert.equal(appealDue('answered', '2026-12-01T00:00:00Z', now), null);
    assert.equal(appealDue('closed', '2026-12-01T00:00:00Z', now), null);
  });

  test('a phone number as people write it, or null', () => {
    for (const written of ['+998 90 123 45 67', '998901234567', '90 123-45-67', '(90) 123 45 67', '+998-90-123-45-67']) {
      assert.equal(appealPhone(written), '+998901234567', written);
    }
    for (const wrong of ['', '12345', '+7 900 123 45 67', '+998 90 123 45 6', '+998 90 123 45 678', '90 123 45 6a']) {
      assert.equal(appealPhone(wrong), null, wrong);
    }
  });

  test('a code as people copy it', () => {
    assert.equal(normalizeAppealCode(' 7kq2m-x9d4t '), '7KQ2MX9D4T');
    assert.equal(normalizeAppealCode('O1IL0-ABCDE'), '01110ABCDE');
    assert.equal(appealStatusBody.safeParse({ number: '2026-00042', code: '7kq2m x9d4t' }).success, true);
    assert.equal(appealStatusBody.safeParse({ number: '2026-00042', code: '7KQ2M-X9D4U' }).success, false, 'U is no letter of the code');
    assert.equal(appealStatusBody.safeParse({ number: '42', code: '7KQ2M-X9D4T' }).success, false);
  });
});
