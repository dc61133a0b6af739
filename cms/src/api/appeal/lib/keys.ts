import crypto from 'node:crypto';
import { refusal } from '../../lyceum/lib/refusal';
import { purposeKey } from '../../../lib/sealing';

/**
 * The reception's keys, from APPEALS_KEY (docs/appeals.md, "Keys"): one seals the personal data (the citizen's
 * fields and files, and what officers write about them), one hashes the receipt codes, one the phone numbers and
 * addresses the limits count. Without it the reception stores and shows nothing.
 */
export function appealKeys() {
  const sealing = purposeKey('APPEALS_KEY', 'appeal-personal-data');
  const codes = purposeKey('APPEALS_KEY', 'appeal-receipt-code');
  const counts = purposeKey('APPEALS_KEY', 'appeal-limit-counts');
  if (!sealing || !codes || !counts) throw refusal('APPEALS_UNAVAILABLE');
  return { sealing, codes, counts };
}

export const keyed = (key: Buffer, value: string) => crypto.createHmac('sha256', key).update(value).digest('base64url');

export const APPEAL = 'api::appeal.appeal';
export const APPEAL_FILE = 'api::appeal.appeal-file';
export const APPEAL_CHECK = 'api::appeal.appeal-check';
export const APPEAL_NOTE = 'api::appeal.appeal-note';
export const APPEAL_LETTER = 'api::appeal.appeal-letter';
export const APPEAL_EVENT = 'api::appeal.appeal-event';

/** Appeals are changed one at a time on PostgreSQL (SQLite writes one at a time anyway): the limits, an answer given once. */
export const APPEALS_LOCK = 0x61707065;
