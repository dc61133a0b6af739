import * as api from '@lyceum/contract';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { CmsClient } from '../cms/client.js';
import { appealLetter } from '../mail/appeal-mail.js';
import { ok, SAVED } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';

const INBOX = '/api/lyceum/appeals/inbox';
const detailAnswer = z.object({ data: api.appealDetail });
const actedAnswer = z.object({ data: api.appealActed });
const fileAnswer = z.object({ data: z.object({ name: z.string(), mime: z.string(), bytes: z.string() }) });

type Number_ = { params: z.infer<typeof api.appealParams> };
const appealPath = (number: string, suffix = '') => `${INBOX}/${encodeURIComponent(number)}${suffix}`;

/** Nothing the inbox answers is kept by a cache: it is personal data, for the signed-in officer only. */
const private_ = (res: Response) => res.set('Cache-Control', 'no-store');

/** The mail server's refusal without the addresses it may quote (it is kept and shown beside the letter). */
const withoutAddresses = (message: string) => message.replace(/[^\s<>"'()]+@[^\s<>"'()]+/g, '<address>').slice(0, 250);

/**
 * Hands a letter to the mail server and records what it made of it; without a mail server (SMTP_URL unset) the letter
 * is recorded as failed, to be sent again once one is set up (docs/appeals.md, "Letters").
 */
async function deliver({ cms, mailer, config }: RouteDeps, req: Request, token: string, letter: api.AppealLetterToSend) {
  let outcome: z.infer<typeof api.appealDelivery>;
  if (!mailer) outcome = { sent: false, error: 'No mail server is set up (SMTP_URL)' };
  else {
    try {
      await mailer.send(appealLetter(letter, config.PUBLIC_URL ?? `${req.protocol}://${req.get('host')}`));
      outcome = { sent: true, error: null };
    } catch (error) {
      req.log.warn({ err: { message: withoutAddresses((error as Error).message) } }, 'A letter about an appeal could not be e-mailed');
      outcome = { sent: false, error: withoutAddresses((error as Error).message) || 'The mail server refused the letter' };
    }
  }
  const path = appealPath(letter.number, `/letters/${encodeURIComponent(letter.id)}`);
  return (await cms.request(detailAnswer, { method: 'PUT', path, token, body: outcome })).data;
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
    const path = appealPath(params.number, suffix);
    const { data } = await deps.cms.request(actedAnswer, { method: 'POST', path, token: admin.token, body });
    ok(res, { message, content: data.letter ? await deliver(deps, req, admin.token, data.letter) : data.detail });
  };

/** A read of the inbox, answered as the CMS gives it. */
async function read<S extends z.ZodType>(cms: CmsClient, res: Response, schema: S, path: string, token: string, query?: object) {
  private_(res);
  const answer = await cms.request(z.object({ data: schema }), { path, token, query: query as Record<string, unknown> | undefined });
  ok(res, { content: (answer as { data: z.infer<S> }).data });
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
      const { data } = await cms.request(fileAnswer, {
        path: appealPath(params.number, `/files/${encodeURIComponent(params.position)}`),
        token: admin.token,
      });
      private_(res);
      res.attachment(data.name).type(data.mime).send(Buffer.from(data.bytes, 'base64'));
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
      const path = appealPath(params.number, `/letters/${encodeURIComponent(params.letter)}/retry`);
      const { data } = await deps.cms.request(actedAnswer, { method: 'POST', path, token: admin.token, body: {} });
      ok(res, { message: 'Qayta yuborildi', content: data.letter ? await deliver(deps, req, admin.token, data.letter) : data.detail });
    },
};
