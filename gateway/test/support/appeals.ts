import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import type { AppealChallenge, AppealReceipt } from '@lyceum/contract';
import type { Answer, Stack } from '../harness.js';
import { pdf } from '../office-files.js';

export interface AppealFields {
  name?: string;
  phone?: string;
  email?: string;
  kind?: string;
  subject?: string;
  text?: string;
  consent?: string;
  lang?: string;
  website?: string;
  altcha?: string;
}
export type Attachment = { bytes: Buffer; name: string; type?: string };

let nextPhone = crypto.randomInt(1_000_000, 9_000_000);
/** A phone number no other appeal of this process has, so that the daily limit per number meets only its own test. */
export const newPhone = () => `+998 90 ${String(nextPhone++).padStart(7, '0')}`;

/** The appeal's form, as the page sends it: a valid appeal, with `fields` changed. */
export function appealForm(fields: AppealFields, files: Attachment[] = []): FormData {
  const form = new FormData();
  const all: AppealFields = {
    name: 'Aziza Karimova',
    phone: newPhone(),
    email: '',
    kind: 'question',
    subject: 'Qabul',
    text: 'Hujjatlar qachon qabul qilinadi?',
    consent: 'on',
    lang: 'uz',
    website: '',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) form.append(name, value);
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** Solves a challenge as the browser does (altcha-lib's v1 scheme: the number whose SHA-256 with the salt is the challenge). */
export function solve(challenge: AppealChallenge, tamper = false): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (
      crypto
        .createHash('sha256')
        .update(challenge.salt + number)
        .digest('hex') === challenge.challenge
    ) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number: tamper ? number + 1 : number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('no solution');
}

/** A fresh challenge of the stack's, solved. */
export async function solvedChallenge(stack: Stack, tamper = false): Promise<string> {
  const answer = await stack.call('GET', '/api/public/appeals/challenge', { token: null });
  assert.equal(answer.status, 200, answer.text);
  assert.equal(answer.headers.get('cache-control'), 'no-store');
  return solve(answer.body.content as AppealChallenge, tamper);
}

/** Sends an appeal through the API, with a solved proof of work unless `fields` names its own `altcha`. */
export async function sendAppeal(stack: Stack, fields: AppealFields, files: Attachment[] = [], address?: string): Promise<Answer> {
  const altcha = 'altcha' in fields ? fields.altcha : await solvedChallenge(stack);
  return stack.call('POST', '/api/public/appeals', {
    token: null,
    form: appealForm({ ...fields, altcha }, files),
    headers: address ? { 'X-Forwarded-For': address } : {},
  });
}

/**
 * An appeal whose every personal field and file carries `marker`, sent and taken: its receipt. What stores or exports
 * the site's data is then searched for the marker (`assertNoMarker`): it must never be there in plain text.
 */
export async function markedAppeal(stack: Stack, marker: string, address?: string): Promise<AppealReceipt> {
  const scan = pdf(1500);
  const sent = await sendAppeal(
    stack,
    {
      name: `${marker} name`,
      email: `${marker}@example.uz`,
      subject: `${marker} subject`,
      text: `${marker} text\n`.repeat(20),
    },
    [{ bytes: Buffer.concat([scan.subarray(0, 9), Buffer.from(`%${marker} file\n`), scan.subarray(9)]), name: `${marker}.pdf` }],
    address,
  );
  assert.equal(sent.status, 200, sent.text);
  return sent.body.content as AppealReceipt;
}

/**
 * `bytes` (a dump, an archive's contents) hold no trace of the marked appeal's personal data, in any encoding a store
 * would use: as it is, as UTF-16, or as base64 at any of the three alignments the marker could have in a longer text.
 */
export function assertNoMarker(bytes: Buffer, marker: string, what: string): void {
  const base64 = [0, 1, 2].map((offset) =>
    Buffer.from(
      Buffer.concat([Buffer.alloc(offset), Buffer.from(marker)])
        .toString('base64')
        .slice(4, 40),
    ),
  );
  for (const form of [Buffer.from(marker), Buffer.from(marker, 'utf16le'), ...base64]) {
    assert.ok(!bytes.includes(form), `${what} holds an appeal's personal data in plain text`);
  }
}

/** Strapi's database as a dump shows it: the SQLite file with its write-ahead log, or pg_dump's output. */
export async function databaseDump(env: Record<string, string>): Promise<Buffer> {
  if (env.DATABASE_CLIENT === 'postgres') {
    const { stdout } = await promisify(execFile)('pg_dump', ['--data-only', env.DATABASE_URL], {
      encoding: 'buffer',
      maxBuffer: 512 * 1024 * 1024,
    });
    return stdout;
  }
  const parts = await Promise.all(
    [env.DATABASE_FILENAME, `${env.DATABASE_FILENAME}-wal`].map((file) => fs.readFile(file).catch(() => Buffer.alloc(0))),
  );
  return Buffer.concat(parts);
}
