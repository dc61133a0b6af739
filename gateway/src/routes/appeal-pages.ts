import {
  APPEAL_FORM_FIELDS,
  LOCALE_ALTERNATIVES,
  appealStatusBody,
  type AppealKept,
  type AppealPosted,
  type AppealRefusal,
} from '@lyceum/contract';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { formFiles, readAppealForm } from '../appeals/attachments.js';
import { clientOf } from '../appeals/limits.js';
import { HttpError } from '../errors.js';
import type { PostedPage } from '../site/posted-page.js';
import { parse } from '../validate.js';
import { standingOf } from './appeals.js';
import type { RouteDeps } from './deps.js';

/** /{lang}/appeal and /{lang}/appeal/status: visitor pages, whose forms post to themselves. */
export const APPEAL_PAGE = new RegExp(`^/(?:${LOCALE_ALTERNATIVES})/appeal$`);
export const APPEAL_STATUS_PAGE = new RegExp(`^/(?:${LOCALE_ALTERNATIVES})/appeal/status$`);

/** A refusal as the page shows it: its code (which the page words, and ties to the files for a file's) and the fields its `errors` name. */
const refusalOf = (error: HttpError): AppealRefusal => {
  const errors = error.extra.errors;
  return { code: error.code, fields: errors && typeof errors === 'object' ? Object.keys(errors) : [] };
};

/** What was typed, to be shown again: nothing is lost to a refusal but the files, which the page asks for again. */
const typedValues = (body: unknown): AppealKept => {
  const form = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    [...APPEAL_FORM_FIELDS, 'consent'].flatMap((field) => (typeof form[field] === 'string' ? [[field, form[field]]] : [])),
  );
};

const typedNumber = (body: unknown): string => {
  const number = (body as Record<string, unknown> | undefined)?.number;
  return typeof number === 'string' ? number.slice(0, 40) : '';
};

/**
 * The reception's pages as a browser without JavaScript uses them (docs/appeals.md): the form's GET marks when it
 * was opened; its post is taken in without a proof of work, under the stricter limits, and answered with the page
 * rendered with the receipt, or with the refusal and everything typed; the status form's post with the standing.
 * A refusal by a limit before the form is read is shown on the page too.
 */
export function appealPages({ desk }: RouteDeps, postedPage: PostedPage, securityHeaders: RequestHandler): Router {
  const router = Router();
  const refusedPage =
    (posted: (error: HttpError, req: Request) => AppealPosted): ErrorRequestHandler =>
    (error, req, res, next) => {
      if (!(error instanceof HttpError)) return next(error);
      postedPage(req, res, posted(error, req), error.status).catch(next);
    };
  const appealRefused = (error: HttpError, req: Request): AppealPosted => ({
    form: 'appeal',
    refused: refusalOf(error),
    values: typedValues(req.body),
  });
  /**
   * Refused for its opening (too soon, used, or never opened), the form is opened again on the refusal's page: sent
   * again once the minimum time has passed, it is taken. Any other refusal leaves the opening as it was, still good.
   */
  const reopened: ErrorRequestHandler = (error, req, res, next) => {
    if (error instanceof HttpError && error.code === 'APPEAL_TOO_FAST') desk.startedForms.open(req, res);
    next(error);
  };
  const statusRefused = (error: HttpError, req: Request): AppealPosted => ({
    form: 'status',
    refused: refusalOf(error),
    number: typedNumber(req.body),
  });

  const opened: RequestHandler = (req, res, next) => {
    desk.startedForms.open(req, res);
    next();
  };
  const send: RequestHandler = async (req: Request, res: Response) => {
    await readAppealForm(req, res);
    const check = desk.startedForms.check(req);
    const receipt = await desk.reception.receive(req.body, formFiles(req), { source: clientOf(req), check });
    await postedPage(req, res, { form: 'appeal', receipt } satisfies AppealPosted, 200);
  };
  const status: RequestHandler = async (req: Request, res: Response) => {
    const standing = await standingOf(desk.reception, parse(appealStatusBody, req.body ?? {}), res);
    await postedPage(req, res, { form: 'status', standing } satisfies AppealPosted, 200);
  };

  router.get(APPEAL_PAGE, opened);
  router.post(APPEAL_PAGE, securityHeaders, desk.limits.attempts, desk.limits.intake, send, reopened, refusedPage(appealRefused));
  router.post(
    APPEAL_STATUS_PAGE,
    securityHeaders,
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
    desk.limits.guesses,
    status,
    refusedPage(statusRefused),
  );
  return router;
}
