import type { AppealStatusBody } from '@lyceum/contract';
import type { Request, Response } from 'express';
import { formFiles } from '../appeals/attachments.js';
import { clientOf } from '../appeals/limits.js';
import type { Reception } from '../appeals/reception.js';
import { HttpError } from '../errors.js';
import { countFailure } from '../failure-limiter.js';
import { ok } from '../respond.js';
import type { RouteHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';

/** Nothing of the reception's answers is kept by any cache: a receipt's code or an answer is the citizen's alone. */
const private_ = (res: Response) => res.set('Cache-Control', 'no-store');

/** A wrong number or code counts against the address (appeals/limits.ts); anything else was a refusal of form. */
export async function standingOf(reception: Reception, body: AppealStatusBody, res: Response) {
  try {
    return await reception.standing(body);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'APPEAL_NOT_FOUND') countFailure(res);
    throw error;
  }
}

/** The virtual reception's API (docs/appeals.md): the challenge, an appeal sent, and its status. */
export const appeals = {
  challenge:
    ({ desk }: RouteDeps): RouteHandler =>
    async (_input, _req, res) => {
      private_(res);
      ok(res, { content: await desk.proofOfWork.challenge() });
    },

  send:
    ({ desk }: RouteDeps): RouteHandler =>
    async (_input, req: Request, res) => {
      private_(res);
      const form = req.body as Record<string, unknown>;
      const check = await desk.proofOfWork.verify(typeof form.altcha === 'string' ? form.altcha : '');
      const receipt = await desk.reception.receive(form, formFiles(req), { source: clientOf(req), check });
      ok(res, { message: 'Qabul qilindi', content: receipt });
    },

  status:
    ({ desk }: RouteDeps): RouteHandler<{ body: AppealStatusBody }> =>
    async ({ body }, _req, res) => {
      private_(res);
      ok(res, { content: await standingOf(desk.reception, body, res) });
    },
};
