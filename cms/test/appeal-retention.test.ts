import assert from 'node:assert/strict';
import { test } from 'node:test';
import { APPEAL_RETENTION_DAYS } from '@lyceum/contract';
import { appealRetentionDays, erasesAt, pastRetention } from '../src/api/appeal/lib/retention';

test('the retention period is APPEALS_RETENTION_DAYS, whole days from 1 to 36 500, or the default', () => {
  assert.equal(appealRetentionDays({}), APPEAL_RETENTION_DAYS);
  assert.equal(appealRetentionDays({ APPEALS_RETENTION_DAYS: ' ' }), APPEAL_RETENTION_DAYS);
  assert.equal(appealRetentionDays({ APPEALS_RETENTION_DAYS: '365' }), 365);
  assert.equal(appealRetentionDays({ APPEALS_RETENTION_DAYS: '36500' }), 36_500);
  for (const wrong of ['0', '-5', '1.5', '1e3', 'forever', '36501', '999999']) {
    assert.throws(() => appealRetentionDays({ APPEALS_RETENTION_DAYS: wrong }), /APPEALS_RETENTION_DAYS/, wrong);
  }
});

test('a closed appeal outlives its retention the moment its period after closing has passed; an open one never', () => {
  const closedAt = '2026-01-10T10:00:00.000Z';
  assert.equal(erasesAt(closedAt, 30).toISOString(), '2026-02-09T10:00:00.000Z');
  const justBefore = new Date('2026-02-09T09:59:59.999Z');
  const justAfter = new Date('2026-02-09T10:00:00.001Z');
  assert.equal(pastRetention({ status: 'closed', closedAt }, justBefore, 30), false);
  assert.equal(pastRetention({ status: 'closed', closedAt }, justAfter, 30), true);
  assert.equal(pastRetention({ status: 'answered', closedAt: null }, justAfter, 30), false);
  assert.equal(pastRetention({ status: 'in-progress', closedAt }, justAfter, 30), false);
});
