import { APPEAL_FORM_FIELDS } from '@lyceum/contract/appeal';
import type { ErrorCode } from '@lyceum/contract/errors';
import type { AppealWord } from './words';

/** The appeal form's fields a problem can name, in the form's order (its error summary's). */
export const APPEAL_FIELDS = [...APPEAL_FORM_FIELDS, 'files', 'consent'] as const;
export type AppealField = (typeof APPEAL_FIELDS)[number];
/** The status form's. */
export const STATUS_FIELDS = ['number', 'code'] as const;
export type StatusField = (typeof STATUS_FIELDS)[number];
export type FormField = AppealField | StatusField;

/** What is wrong with a form: each field's problem, and one that names no field. */
export interface Problems {
  fields: Partial<Record<FormField, AppealWord>>;
  general?: AppealWord;
}

/** What a field named by the server's refusal is told: its rule, since the server's message is English. */
const FIELD_RULE: Record<FormField, AppealWord> = {
  name: 'errName',
  phone: 'errPhone',
  email: 'errEmail',
  kind: 'errKind',
  subject: 'errSubject',
  text: 'errText',
  files: 'errFiles',
  consent: 'errConsent',
  number: 'errNumber',
  code: 'errCode',
};
const isFormField = (field: string): field is FormField => Object.hasOwn(FIELD_RULE, field);

/** The refusals of the attachments, whichever fields they name. */
const FILE_RULE: Partial<Record<ErrorCode, AppealWord>> = {
  APPEAL_FILE_TOO_LARGE: 'errFileSize',
  BODY_TOO_LARGE: 'errFileSize',
  APPEAL_TOO_MANY_FILES: 'errFilesCount',
  NOT_AN_APPEAL_FILE: 'errFileType',
  UPLOAD_UNREADABLE: 'errFileType',
};

/** The refusals that name no field, as a sentence; any other is 'something went wrong'. */
const GENERAL: Partial<Record<ErrorCode, AppealWord>> = {
  APPEAL_CHECK_FAILED: 'errCheckFailed',
  APPEAL_TOO_FAST: 'errTooFast',
  APPEAL_LIMITED: 'errLimited',
  APPEALS_UNAVAILABLE: 'errUnavailable',
  CMS_UNAVAILABLE: 'errUnavailable',
  APPEAL_NOT_FOUND: 'errNotFound',
  APPEAL_STATUS_THROTTLED: 'errThrottled',
};

/**
 * A refusal of the API or of the page's form post ({code, fields}: contract/src/appeal.ts) as the form shows it, in
 * the page's language. A field the form does not show (the proof of work, the hidden ones) is the anti-robot check's
 * failure or, for the language, a fault of the page: the visitor can only send again.
 */
export function refusalProblems(code: string, fields: readonly string[]): Problems {
  const file = FILE_RULE[code as ErrorCode];
  if (file) return { fields: { files: file } };
  const shown = fields.filter(isFormField);
  const general =
    GENERAL[code as ErrorCode] ?? (fields.some((field) => field === 'altcha' || field === 'website') ? 'errCheckFailed' : undefined);
  if (shown.length === 0) return { fields: {}, general: general ?? 'errFailed' };
  return { fields: Object.fromEntries(shown.map((field) => [field, FIELD_RULE[field]])), ...(general && { general }) };
}

/** Whether the form has anything to correct. */
export const hasProblems = ({ fields, general }: Problems) => general !== undefined || Object.keys(fields).length > 0;
