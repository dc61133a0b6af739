import {
  appealFields,
  appealReceipt,
  appealStanding,
  type AppealReceipt,
  type AppealRecord,
  type AppealStanding,
  type AppealStatusBody,
} from '@lyceum/contract';
import { z } from 'zod';
import type { CmsClient } from '../cms/client.js';
import { httpError } from '../errors.js';
import { parse } from '../validate.js';
import { appealFileName, appealFileTypeOf } from './attachments.js';
import type { SolvedCheck } from './proof-of-work.js';

/** A file of the form, as multer holds it. */
export interface FormFile {
  originalname: string;
  buffer: Buffer;
}

const receiptAnswer = z.object({ data: appealReceipt });
const standingAnswer = z.object({ data: appealStanding });

/**
 * The reception's two acts, shared by the API and the pages' own form posts (docs/appeals.md): taking an appeal in
 * (its fields by the contract, the honeypot empty, each file judged by its bytes, then kept by the CMS, which seals
 * it and applies the limits in one transaction), and reading where one stands for the holder of its code.
 */
export class Reception {
  constructor(private readonly cms: CmsClient) {}

  async receive(
    form: unknown,
    files: readonly FormFile[],
    { source, check }: { source: string; check: SolvedCheck },
  ): Promise<AppealReceipt> {
    const fields = parse(appealFields, form);
    if (fields.website !== '') throw httpError('APPEAL_CHECK_FAILED');
    const described: AppealRecord['files'] = [];
    for (const file of files) {
      described.push({ name: appealFileName(file.originalname), mime: await appealFileTypeOf(file.buffer), size: file.buffer.length });
    }
    const record: AppealRecord = {
      name: fields.name,
      phone: fields.phone,
      email: fields.email,
      kind: fields.kind,
      subject: fields.subject,
      text: fields.text,
      lang: fields.lang,
      source,
      check,
      files: described,
    };
    const head = Buffer.from(JSON.stringify(record), 'utf8');
    const { data } = await this.cms.request(receiptAnswer, {
      method: 'POST',
      path: '/api/lyceum/appeals',
      body: Buffer.concat([head, ...files.map((file) => file.buffer)]),
      headers: { 'X-Appeal-Record-Bytes': String(head.length) },
    });
    return data;
  }

  async standing(body: AppealStatusBody): Promise<AppealStanding> {
    const { data } = await this.cms.request(standingAnswer, { method: 'POST', path: '/api/lyceum/appeals/status', body });
    return data;
  }
}
