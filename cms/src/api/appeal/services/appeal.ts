import crypto from 'node:crypto';
import {
  APPEAL_ABUSE,
  APPEAL_CODE_ALPHABET,
  APPEAL_CODE_LENGTH,
  appealDeadline,
  tashkentDate,
  type AppealRecord,
  type AppealStanding,
  type AppealStatusBody,
} from '@lyceum/contract';
import type { Core } from '@strapi/strapi';
import { refusal } from '../../lyceum/lib/refusal';
import { lockFor } from '../../../lib/one-at-a-time';
import { seal, sealBytes } from '../../../lib/sealing';
import { appealRetentionDays, pastRetention } from '../lib/retention';
import { APPEAL, APPEAL_CHECK, APPEAL_FILE, APPEALS_LOCK, appealKeys, iso, keyed, openReplies, type Personal } from '../lib/keys';

interface StoredAppeal {
  id: number;
  number: string;
  codeHash: string;
  kind: AppealStanding['kind'];
  status: AppealStanding['status'];
  receivedAt: string | Date;
  deadline: string | Date;
  extendedAt: string | Date | null;
  sealedReason: string | null;
  answeredAt: string | Date | null;
  sealedAnswer: string | null;
  closedAt: string | Date | null;
  erasedAt: string | Date | null;
}

/** Ten characters of Crockford's base32, drawn without bias. */
const newCode = () =>
  Array.from({ length: APPEAL_CODE_LENGTH }, () => APPEAL_CODE_ALPHABET[crypto.randomInt(APPEAL_CODE_ALPHABET.length)]).join('');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Keeps an appeal and its files in one transaction, once the limits allow it: its proof (a solved challenge, or an
   * opened form) accepted once, at most so many appeals per phone number and per address in a day (fewer without a
   * solved challenge). Answers the receipt; the code is known to nobody else, since only its keyed hash is kept.
   */
  async receive(record: AppealRecord, files: Buffer[]) {
    const { sealing, codes, counts } = appealKeys();
    const now = new Date();
    const since = new Date(now.getTime() - APPEAL_ABUSE.windowMs);
    const phoneKey = keyed(counts, `phone:${record.phone}`);
    const sourceKey = keyed(counts, `source:${record.source}`);
    const checked = record.check.proof === 'work';
    const code = newCode();
    const deadline = appealDeadline(now);
    return strapi.db.transaction(async ({ trx }) => {
      await lockFor(strapi, trx, APPEALS_LOCK);
      await strapi.db.query(APPEAL_CHECK).deleteMany({ where: { expiresAt: { $lt: now } } });
      const used = await strapi.db.query(APPEAL_CHECK).findOne({ where: { signature: record.check.signature } });
      if (used) throw refusal(checked ? 'APPEAL_CHECK_FAILED' : 'APPEAL_TOO_FAST');
      await strapi.db.query(APPEAL_CHECK).create({ data: { signature: record.check.signature, expiresAt: record.check.expiresAt } });
      const byPhone = await strapi.db.query(APPEAL).count({ where: { phoneKey, receivedAt: { $gt: since } } });
      const bySource = await strapi.db.query(APPEAL).count({ where: { sourceKey, receivedAt: { $gt: since } } });
      const unchecked = checked
        ? 0
        : await strapi.db.query(APPEAL).count({ where: { sourceKey, checked: false, receivedAt: { $gt: since } } });
      if (byPhone >= APPEAL_ABUSE.perPhone || bySource >= APPEAL_ABUSE.perAddress || unchecked >= APPEAL_ABUSE.perAddressUnchecked) {
        throw refusal('APPEAL_LIMITED');
      }
      const personal: Personal = {
        name: record.name,
        phone: record.phone,
        email: record.email,
        subject: record.subject,
        text: record.text,
      };
      const row = (await strapi.db.query(APPEAL).create({
        data: {
          number: `pending-${crypto.randomUUID()}`,
          codeHash: 'pending',
          kind: record.kind,
          status: 'new',
          lang: record.lang,
          receivedAt: now,
          deadline,
          sealed: seal(JSON.stringify(personal), sealing),
          fileCount: files.length,
          mailable: record.email !== '',
          checked,
          phoneKey,
          sourceKey,
        },
      })) as { id: number };
      // The number is the appeal's place among all, so it is known only once the row is.
      const number = `${tashkentDate(now).slice(0, 4)}-${String(row.id).padStart(5, '0')}`;
      await strapi.db.query(APPEAL).update({ where: { id: row.id }, data: { number, codeHash: keyed(codes, `${number}:${code}`) } });
      for (const [position, file] of record.files.entries()) {
        await strapi.db.query(APPEAL_FILE).create({
          data: {
            appealId: row.id,
            position,
            mime: file.mime,
            size: file.size,
            sealedName: seal(file.name, sealing),
            sealedBytes: sealBytes(files[position], sealing).toString('base64'),
          },
        });
      }
      return { number, code: `${code.slice(0, 5)}-${code.slice(5)}`, receivedAt: now.toISOString(), deadline: deadline.toISOString() };
    });
  },

  /** Where an appeal stands, for the holder of its number and code; the same refusal for a wrong number or code. */
  async standing({ number, code }: AppealStatusBody): Promise<AppealStanding> {
    const { codes, sealing } = appealKeys();
    const found = (await strapi.db.query(APPEAL).findOne({ where: { number } })) as StoredAppeal | null;
    const expected = Buffer.from(found?.codeHash ?? keyed(codes, 'no appeal'));
    const given = Buffer.from(keyed(codes, `${number}:${code}`));
    if (!found || expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) throw refusal('APPEAL_NOT_FOUND');
    // Past its retention the appeal is no longer the citizen's to read, even before the hourly erasure reaches it.
    if (found.erasedAt || pastRetention(found, new Date(), appealRetentionDays())) throw refusal('APPEAL_NOT_FOUND');
    return {
      number: found.number,
      kind: found.kind,
      status: found.status,
      receivedAt: iso(found.receivedAt),
      deadline: iso(found.deadline),
      ...openReplies(found, sealing),
    };
  },
});
