import { z } from 'zod';
import {
  APPEAL_CODE_ALPHABET,
  APPEAL_CODE_LENGTH,
  APPEAL_KINDS,
  APPEAL_LIMITS,
  APPEAL_NUMBER,
  APPEAL_STATUSES,
  APPEAL_FILE_TYPES,
  appealPhone,
  normalizeAppealCode,
  type AppealFileType,
  type AppealReceipt,
  type AppealStanding,
} from '../appeal.js';
import { lang } from '../common.js';
import { LOCALES } from '../locales.js';

/*
 * The virtual reception's requests and answers (docs/appeals.md). The form arrives as multipart/form-data (its
 * attachments beside the fields) or, from a browser without JavaScript, as the page's own form post: every field is
 * a string.
 */

/**
 * A required text of at most `max` characters, its line breaks counted once: a form sends each as CRLF, where the
 * page's field and its counter count one character.
 */
const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, 'is required').max(max, `must be at most ${max} characters`));

/** The form's fields, as both the API and the page's form post send them (the files come apart, as `files`). */
export const appealFields = z.object({
  name: text(APPEAL_LIMITS.name),
  phone: z.string({ error: 'is required' }).transform((value, ctx) => {
    const phone = appealPhone(value);
    if (phone === null) ctx.addIssue({ code: 'custom', message: 'must be an Uzbek phone number: +998 and nine digits' });
    return phone ?? '';
  }),
  email: z
    .string()
    .trim()
    .max(APPEAL_LIMITS.email, `must be at most ${APPEAL_LIMITS.email} characters`)
    .optional()
    .default('')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'must be an e-mail address'),
  kind: z.enum(APPEAL_KINDS, { error: `must be one of ${APPEAL_KINDS.join(', ')}` }),
  subject: text(APPEAL_LIMITS.subject),
  text: text(APPEAL_LIMITS.text),
  consent: z.enum(['on', 'true', '1'], { error: 'must be given: the appeal cannot be processed without it' }),
  /** The language the citizen wrote in: the answer's and the status page's. */
  lang,
  /** The honeypot: a field people never see; a form that fills it is a robot's. */
  website: z.string().max(500).optional().default(''),
});
export type AppealFields = z.output<typeof appealFields>;

/** The API's form: the fields, the solved proof of work (the ALTCHA payload), and up to three files. */
export const appealForm = appealFields.extend({
  altcha: z.string({ error: 'is required: solve the challenge first' }).min(1, 'is required: solve the challenge first').max(4_000),
  files: z
    .array(z.string().meta({ format: 'binary', description: 'PDF, JPEG or PNG, at most 5 MB, judged by its content' }))
    .max(APPEAL_LIMITS.files)
    .optional(),
});

/** ALTCHA's challenge (altcha-lib's v1 shape), solved by the browser before it sends the form. */
export const appealChallenge = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type AppealChallenge = z.infer<typeof appealChallenge>;

/** The receipt (AppealReceipt). */
export const appealReceipt = z.object({
  number: z.string(),
  code: z.string(),
  receivedAt: z.string(),
  deadline: z.string(),
}) satisfies z.ZodType<AppealReceipt>;

const codeShape = new RegExp(`^[${APPEAL_CODE_ALPHABET}]{${APPEAL_CODE_LENGTH}}$`);
export const appealStatusBody = z.object({
  number: z.string({ error: 'is required' }).trim().regex(APPEAL_NUMBER, 'must be the number on the receipt, like 2026-00042'),
  code: z
    .string({ error: 'is required' })
    .max(40)
    .transform(normalizeAppealCode)
    .refine((code) => codeShape.test(code), 'must be the code on the receipt, like 7KQ2M-X9D4T'),
});
export type AppealStatusBody = z.output<typeof appealStatusBody>;

/** Where an appeal stands (AppealStanding). */
export const appealStanding = z.object({
  number: z.string(),
  kind: z.enum(APPEAL_KINDS),
  status: z.enum(APPEAL_STATUSES),
  receivedAt: z.string(),
  deadline: z.string(),
  extension: z.object({ reason: z.string(), at: z.string() }).nullable(),
  answer: z.object({ text: z.string(), at: z.string() }).nullable(),
}) satisfies z.ZodType<AppealStanding>;

/**
 * What the gateway hands the CMS to keep (POST /api/lyceum/appeals, docs/appeals.md): the form as the gateway parsed
 * it, the client's address (for the limits: the CMS keeps only its keyed hash), its proof: the solved challenge, or
 * the opened form without JavaScript (each kept until it expires, so it is accepted once), and the files' names, types and sizes in the
 * order their bytes follow the record in the body.
 */
export const appealRecord = z.object({
  name: z.string().min(1).max(APPEAL_LIMITS.name),
  phone: z.string().regex(/^\+998\d{9}$/),
  email: z.string().max(APPEAL_LIMITS.email),
  kind: z.enum(APPEAL_KINDS),
  subject: z.string().min(1).max(APPEAL_LIMITS.subject),
  text: z.string().min(1).max(APPEAL_LIMITS.text),
  lang: z.enum(LOCALES),
  source: z.string().min(1).max(100),
  /** `work`: a solved challenge; `form`: a form opened without JavaScript (its cookie's own id). */
  check: z.object({ proof: z.enum(['work', 'form']), signature: z.string().min(1).max(200), expiresAt: z.string() }),
  files: z
    .array(
      z.object({
        name: z.string().max(255),
        mime: z.enum(Object.keys(APPEAL_FILE_TYPES) as [AppealFileType, ...AppealFileType[]]),
        size: z.number().int().positive().max(APPEAL_LIMITS.fileBytes),
      }),
    )
    .max(APPEAL_LIMITS.files),
});
export type AppealRecord = z.infer<typeof appealRecord>;
