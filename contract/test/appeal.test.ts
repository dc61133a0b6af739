import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { appealDeadline, appealPhone, normalizeAppealCode } from '../src/appeal.js';
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
