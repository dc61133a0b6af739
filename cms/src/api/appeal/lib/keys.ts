import crypto from 'node:crypto';
import { refusal } from '../../lyceum/lib/refusal';
import { purposeKey, unseal } from '../../../lib/sealing';

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

/** The personal fields, sealed together in an appeal's `sealed` column. */
export interface Personal {
  name: string;
  phone: string;
  email: string;
  subject: string;
  text: string;
}

/** An appeal's personal fields opened (empty where the key cannot open them). */
export const openPersonal = (sealed: string, key: Buffer): Partial<Personal> =>
  JSON.parse(unseal(sealed, key) || '{}') as Partial<Personal>;

/** What officers wrote to the citizen (the extension's reason, the answer), opened, with when. */
export function openReplies(
  appeal: { extendedAt: string | Date | null; sealedReason: string | null; answeredAt: string | Date | null; sealedAnswer: string | null },
  key: Buffer,
) {
  return {
    extension: appeal.extendedAt && appeal.sealedReason ? { reason: unseal(appeal.sealedReason, key), at: iso(appeal.extendedAt) } : null,
    answer: appeal.answeredAt && appeal.sealedAnswer ? { text: unseal(appeal.sealedAnswer, key), at: iso(appeal.answeredAt) } : null,
  };
}

export const iso = (value: string | Date) => new Date(value).toISOString();
