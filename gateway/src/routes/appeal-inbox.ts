import { buffer } from 'node:stream/consumers';
import * as api from '@lyceum/contract';
import type { Request, Response } from 'express';
import pLimit from 'p-limit';
import yazl from 'yazl';
import { z } from 'zod';
import { statisticsCsv } from '../appeals/statistics-csv.js';
import type { CmsClient } from '../cms/client.js';
import { appealLetter } from '../mail/appeal-mail.js';
import { httpError } from '../errors.js';
import { siteOrigin } from '../request-host.js';
import { ok, SAVED } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';

const INBOX = '/api/lyceum/appeals/inbox';
const detailAnswer = z.object({ data: api.appealDetail });
const actedAnswer = z.object({ data: api.appealActed });
const fileAnswer = z.object({ data: z.object({ name: z.string(), mime: z.string(), bytes: z.string() }) });
const exportAnswer = z.object({ data: api.appealExport });
const statisticsAnswer = z.object({ data: api.appealStatistics });

type Number_ = { params: z.infer<typeof api.appealParams> };

/** A path part that cannot name what it stands for names nothing: its own 404, and never a `.` or `..` for fetch to fold. */
const named = (value: string, shape: RegExp, code: 'APPEAL_UNKNOWN' | 'APPEAL_FILE_UNKNOWN' | 'APPEAL_LETTER_UNKNOWN') => {
  if (!shape.test(value)) throw httpError(code);
  return value;
};
const appealPath = (number: string, suffix = '') => `${INBOX}/${named(number, api.APPEAL_NUMBER, 'APPEAL_UNKNOWN')}${suffix}`;
const letterPath = (number: string, letter: string, suffix = '') =>
  appealPath(number, `/letters/${named(letter, /^\d{1,9}$/, 'APPEAL_LETTER_UNKNOWN')}${suffix}`);

/** Nothing the inbox answers is kept by a cache: it is personal data, for the signed-in officer only. */
const private_ = (res: Response) => res.set('Cache-Control', 'no-store');

/**
 * Why a letter was not sent, as it is kept and shown beside it: the mail server's reply code and enhanced status
 * (`550 5.1.1`), or the connection's error code, never the server's words, which may quote the address or the letter.
 */
function failureOf(error: unknown): string {
  const { responseCode, response, code } = (error ?? {}) as { responseCode?: unknown; response?: unknown; code?: unknown };
  if (typeof responseCode === 'number') {
    const status = typeof response === 'string' ? /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(response)?.[0] : undefined;
    return `The mail server refused the letter (${[responseCode, status].filter(Boolean).join(' ')})`;
  }
  if (typeof code === 'string' && /^[A-Z_]{2,20}$/.test(code)) return `The mail server could not take the letter (${code})`;
  return 'The letter could not be sent';
}

/**
 * Hands a letter to the mail server and records what it made of it; without a mail server (SMTP_URL unset) the letter
 * is recorded as failed, to be sent again once one is set up (docs/appeals.md, "Letters").
 */
async function deliver({ cms, mailer, config }: RouteDeps, req: Request, token: string, acted: z.infer<typeof api.appealActed>) {
  const { letter } = acted;
  if (!letter) return acted.detail;
  let outcome: z.infer<typeof api.appealDelivery>;
  if (!mailer) outcome = { sent: false, error: 'No mail server is set up (SMTP_URL)' };
  else {
    try {
      await mailer.send(appealLetter(letter, siteOrigin(req, config.PUBLIC_URL)));
      outcome = { sent: true, error: null };
    } catch (error) {
      outcome = { sent: false, error: failureOf(error) };
      req.log.warn({ appeal: letter.number, reason: outcome.error }, 'A letter about an appeal could not be e-mailed');
    }
  }
  try {
    return (await cms.request(detailAnswer, { method: 'PUT', path: letterPath(letter.number, letter.id), token, body: outcome })).data;
  } catch (error) {
    // The act is done (and the letter perhaps sent): the officer sees the appeal with its letter still `sending`, to retry later.
    req.log.warn({ appeal: letter.number, err: { message: (error as Error)?.message } }, "A letter's delivery could not be recorded");
    return acted.detail;
  }
}

/** An act that may write to the citizen: the CMS records it and hands back the letter, which is then e-mailed. */
async function actAndDeliver(deps: RouteDeps, req: Request, token: string, path: string, body: unknown) {
  const { data } = await deps.cms.request(actedAnswer, { method: 'POST', path, token, body });
  return deliver(deps, req, token, data);
}

/** A change of one appeal that answers it as it now is. */
const change =
  <B>(method: 'PUT' | 'POST', suffix: string, message: string) =>
  ({ cms }: RouteDeps): AdminHandler<Number_ & { body: B }> =>
  async ({ admin, params, body }, _req, res) => {
    private_(res);
    const path = appealPath(params.number, suffix);
    ok(res, { message, content: (await cms.request(detailAnswer, { method, path, token: admin.token, body })).data });
  };

/** A change that writes to the citizen (the answer, the extended term): its letter e-mailed where they gave an address. */
const toCitizen =
  <B>(suffix: string, message: string) =>
  (deps: RouteDeps): AdminHandler<Number_ & { body: B }> =>
  async ({ admin, params, body }, req, res) => {
    private_(res);
    ok(res, { message, content: await actAndDeliver(deps, req, admin.token, appealPath(params.number, suffix), body) });
  };

/** A read of the inbox, answered as the CMS gives it. */
async function read<S extends z.ZodType>(cms: CmsClient, res: Response, schema: S, path: string, token: string, query?: object) {
  private_(res);
  const answer = await cms.request(z.object({ data: schema }), { path, token, query: query as Record<string, unknown> | undefined });
  ok(res, { content: (answer as { data: z.infer<S> }).data });
}

/**
 * A file's name inside the export: its place first (two files may share a name), nothing that climbs out of the folder
 * or hides its type (a control or bidi character), cut whole characters at a time, and the type its bytes were judged
 * to be as its extension.
 */
function exportedName(position: number, name: string, mime: keyof typeof api.APPEAL_FILE_TYPES): string {
  const extension = api.APPEAL_FILE_TYPES[mime];
  const base = Array.from(name.replace(/\.[^.]*$/, '').replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]/gu, '_'))
    .slice(0, 100)
    .join('');
  return `files/${position + 1}-${base || 'file'}.${extension}`;
}
/** Exports at once in each gateway process: each holds up to three 5 MB files several times over until it is sent. */
const inExportSlot = pLimit(2);

/**
 * The export for the citizen (docs/appeals.md, "Export"): `appeal.json` with their data, each file beside it under
 * `files/`, named in the JSON.
 */
async function exportZip(exported: api.AppealExport): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date(exported.exportedAt);
  const files = exported.files.map(({ content, ...file }) => {
    const path = exportedName(file.position, file.name, file.mime);
    zip.addBuffer(Buffer.from(content, 'base64'), path, { mtime });
    return { ...file, path };
  });
  zip.addBuffer(Buffer.from(`${JSON.stringify({ ...exported, files }, null, 2)}\n`), 'appeal.json', { mtime });
  zip.end();
  return buffer(zip.outputStream);
}

/** The reception's inbox (docs/appeals.md, "The inbox"): every call carries the officer's token to the CMS, which records who read and did what. */
export const appealInbox = {
  list:
    ({ cms }: RouteDeps): AdminHandler<{ query: api.InboxQuery }> =>
    ({ admin, query }, _req, res) =>
      read(cms, res, api.inboxPage, INBOX, admin.token, query),
  due:
    ({ cms }: RouteDeps): AdminHandler =>
    ({ admin }, _req, res) =>
      read(cms, res, api.appealDueCounts, `${INBOX}/due`, admin.token),
  officers:
    ({ cms }: RouteDeps): AdminHandler =>
    ({ admin }, _req, res) =>
      read(cms, res, api.appealOfficer.array(), `${INBOX}/officers`, admin.token),
  /** The CMS records the read in the appeal's history. */
  detail:
    ({ cms }: RouteDeps): AdminHandler<Number_> =>
    ({ admin, params }, _req, res) =>
      read(cms, res, api.appealDetail, appealPath(params.number), admin.token),

  /** A file of the appeal, as an attachment (never shown in the page: it is the citizen's, unchecked beyond its type). */
  file:
    ({ cms }: RouteDeps): AdminHandler<{ params: z.infer<typeof api.appealFileParams> }> =>
    async ({ admin, params }, _req, res) => {
      const path = appealPath(params.number, `/files/${named(params.position, /^[0-2]$/, 'APPEAL_FILE_UNKNOWN')}`);
      const { data } = await cms.request(fileAnswer, { path, token: admin.token });
      private_(res);
      res.attachment(data.name).type(data.mime).send(Buffer.from(data.bytes, 'base64'));
    },

  /** Everything the lyceum holds of the appeal, for the citizen who asks for it: a ZIP; the CMS records the export. */
  exportData:
    ({ cms }: RouteDeps): AdminHandler<Number_> =>
    async ({ admin, params }, _req, res) => {
      const path = appealPath(params.number, '/export');
      const { data, zip } = await inExportSlot(async () => {
        const answer = await cms.request(exportAnswer, { path, token: admin.token });
        return { data: answer.data, zip: await exportZip(answer.data) };
      });
      private_(res);
      res.attachment(`appeal-${data.number}.zip`).type('application/zip').send(zip);
    },

  /** The director's figures for a year (administrators only). */
  statistics:
    ({ cms }: RouteDeps): AdminHandler<{ query: z.infer<typeof api.appealStatisticsQuery> }> =>
    ({ admin, query }, _req, res) =>
      read(cms, res, api.appealStatistics, `${INBOX}/statistics`, admin.token, query),
  /** The same figures as CSV, headed in the admin's language. */
  statisticsCsv:
    ({ cms }: RouteDeps): AdminHandler<{ query: z.infer<typeof api.appealStatisticsCsvQuery> }> =>
    async ({ admin, query }, _req, res) => {
      const { year, lang } = query;
      const { data } = await cms.request(statisticsAnswer, { path: `${INBOX}/statistics`, token: admin.token, query: { year } });
      private_(res);
      res.attachment(`appeals-${data.year}.csv`).type('text/csv; charset=utf-8').send(statisticsCsv(data, lang));
    },

  assign: change<z.infer<typeof api.appealAssigneeBody>>('PUT', '/assignee', SAVED),
  setStatus: change<z.infer<typeof api.appealStatusChange>>('PUT', '/status', SAVED),
  note: change<z.infer<typeof api.appealNoteBody>>('POST', '/notes', SAVED),
  extend: toCitizen<z.infer<typeof api.appealExtensionBody>>('/extension', 'Muddat uzaytirildi'),
  answer: toCitizen<z.infer<typeof api.appealAnswerBody>>('/answer', 'Javob yuborildi'),

  retry:
    (deps: RouteDeps): AdminHandler<{ params: z.infer<typeof api.appealLetterParams> }> =>
    async ({ admin, params }, req, res) => {
      private_(res);
      const path = letterPath(params.number, params.letter, '/retry');
      ok(res, { message: 'Qayta yuborildi', content: await actAndDeliver(deps, req, admin.token, path, {}) });
    },
};
