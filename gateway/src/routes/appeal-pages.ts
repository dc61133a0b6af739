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
import { HttpError } from '../errors.js';
import type { PostedPage } from '../site/posted-page.js';
import { parse } from '../validate.js';
import { standingOf } from './appeals.js';
import type { RouteDeps } from './deps.js';

/** /{lang}/appeal and /{lang}/appeal/status: visitor pages, whose forms post to themselves. */
export const APPEAL_PAGE = new RegExp(`^/(?:${LOCALE_ALTERNATIVES})/appeal$`);
export const APPEAL_STATUS_PAGE = new RegExp(`^/(?:${LOCALE_ALTERNATIVES})/appeal/status$`);

const FILE_CODES = new Set(['APPEAL_FILE_TOO_LARGE', 'APPEAL_TOO_MANY_FILES', 'NOT_AN_APPEAL_FILE', 'UPLOAD_UNREADABLE']);

/** A refusal as the page shows it: the fields its `errors` name, or the files for a file's refusal. */
const refusalOf = (error: HttpError): AppealRefusal => {
  const errors = error.extra.errors;
  const fields = errors && typeof errors === 'object' ? Object.keys(errors) : FILE_CODES.has(error.code) ? ['files'] : [];
  return { code: error.code, fields };
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
    desk.startedForms.check(req);
    const receipt = await desk.reception.receive(req.body, formFiles(req), { source: req.ip ?? '', check: null });
    await postedPage(req, res, { form: 'appeal', receipt } satisfies AppealPosted, 200);
  };
  const status: RequestHandler = async (req: Request, res: Response) => {
    const standing = await standingOf(desk.reception, parse(appealStatusBody, req.body ?? {}), res);
    await postedPage(req, res, { form: 'status', standing } satisfies AppealPosted, 200);
  };

  router.get(APPEAL_PAGE, opened);
  router.post(APPEAL_PAGE, securityHeaders, desk.limits.attempts, send, refusedPage(appealRefused));
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
