import { z } from 'zod';
import {
  APPEAL_ACTIONS,
  APPEAL_DUE,
  APPEAL_FILE_TYPES,
  APPEAL_INBOX_LIMITS,
  APPEAL_KINDS,
  APPEAL_LETTER_PURPOSES,
  APPEAL_LETTER_STATES,
  APPEAL_SET_STATUSES,
  APPEAL_STATUSES,
  type AppealFileType,
} from '../appeal.js';
import { APPEAL_STATISTICS_YEARS } from '../appeal-figures.js';
import { LOCALES } from '../locales.js';
import { documentId, paging } from '../common.js';
import { pageOf } from './envelope.js';
import { role } from './team.js';

/*
 * The reception's inbox at /protected/appeals (docs/appeals.md, "The inbox"): the requests and answers of
 * /api/v1/appeals. Lists and filters show only what is not personal (the number, kind, status, dates, assignee);
 * the personal fields are read one appeal at a time, and every such read is recorded in its history.
 */

const blankIsNone = (value: unknown) => (value === '' ? undefined : value);

/** `assignee`: `me`, `none` (nobody yet) or an account's id. */
export const inboxQuery = paging.extend({
  status: z.preprocess(blankIsNone, z.enum(APPEAL_STATUSES, { error: `must be one of ${APPEAL_STATUSES.join(', ')}` }).optional()),
  kind: z.preprocess(blankIsNone, z.enum(APPEAL_KINDS, { error: `must be one of ${APPEAL_KINDS.join(', ')}` }).optional()),
  due: z.preprocess(blankIsNone, z.enum(APPEAL_DUE, { error: `must be one of ${APPEAL_DUE.join(', ')}` }).optional()),
  lang: z.preprocess(blankIsNone, z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).optional()),
  assignee: z.preprocess(
    blankIsNone,
    z
      .string()
      .regex(/^(me|none|[A-Za-z0-9]{1,64})$/, 'must be me, none or an account id')
      .optional(),
  ),
});
export type InboxQuery = z.infer<typeof inboxQuery>;

/** An appeal's number in a path (`2026-00042`); anything else names no appeal. */
export const appealParams = z.object({ number: z.string() });
export const appealFileParams = appealParams.extend({ position: z.string() });
export const appealLetterParams = appealParams.extend({ letter: z.string() });

/** A member of the team who may be given appeals (the holders of the `appeals` permission). */
export const appealOfficer = z.object({ id: z.string(), username: z.string(), role });
export type AppealOfficer = z.infer<typeof appealOfficer>;

/** An appeal as the inbox lists it: nothing personal. */
export const appealRow = z.object({
  number: z.string(),
  kind: z.enum(APPEAL_KINDS),
  status: z.enum(APPEAL_STATUSES),
  lang: z.enum(LOCALES),
  receivedAt: z.string(),
  deadline: z.string(),
  extended: z.boolean(),
  due: z.enum(APPEAL_DUE).nullable(),
  assignee: z.object({ id: z.string(), username: z.string() }).nullable(),
  fileCount: z.number().int(),
  /** Whether the citizen gave an e-mail address: the answer is then e-mailed. */
  mailable: z.boolean(),
  /** When the personal data was erased, the retention period after closing having passed; then nothing personal is left. */
  erasedAt: z.string().nullable(),
});
export type AppealRow = z.infer<typeof appealRow>;
export const inboxPage = pageOf(appealRow);

/** How many open appeals are overdue and nearly due: the admin's notice to the reception on every screen. */
export const appealDueCounts = z.object({ overdue: z.number().int(), soon: z.number().int() });
export type AppealDueCounts = z.infer<typeof appealDueCounts>;

const by = z.string();

export const appealLetter = z.object({
  id: z.string(),
  purpose: z.enum(APPEAL_LETTER_PURPOSES),
  state: z.enum(APPEAL_LETTER_STATES),
  attempts: z.number().int(),
  /** The mail server's refusal (addresses taken out), when it failed. */
  error: z.string().nullable(),
  at: z.string(),
  sentAt: z.string().nullable(),
});
export type AppealLetter = z.infer<typeof appealLetter>;

export const appealEvent = z.object({
  action: z.enum(APPEAL_ACTIONS),
  at: z.string(),
  by,
  /** What changed, without anything personal: the status, the assignee's name, the file's place, the letter's state. */
  detail: z.string(),
});
export type AppealEvent = z.infer<typeof appealEvent>;

/** The citizen's fields, opened. */
const appealPersonal = z.object({ name: z.string(), phone: z.string(), email: z.string(), subject: z.string(), text: z.string() });
/** One of the citizen's files: its place (0 to 2), name, type and size. */
const appealFile = z.object({
  position: z.number().int(),
  name: z.string(),
  mime: z.enum(Object.keys(APPEAL_FILE_TYPES) as [AppealFileType, ...AppealFileType[]]),
  size: z.number().int(),
});

/** One appeal, opened by an officer: the row, the citizen's fields and files, the work on it and its history. */
export const appealDetail = appealRow.extend({
  ...appealPersonal.shape,
  files: z.array(appealFile),
  extension: z.object({ reason: z.string(), at: z.string(), by }).nullable(),
  answer: z.object({ text: z.string(), at: z.string(), by }).nullable(),
  notes: z.array(z.object({ id: z.string(), text: z.string(), at: z.string(), by })),
  letters: z.array(appealLetter),
  history: z.array(appealEvent),
  /** A closed appeal's: when its personal data will be erased (closing + APPEALS_RETENTION_DAYS); null while open. */
  erasesAt: z.string().nullable(),
});
export type AppealDetail = z.infer<typeof appealDetail>;

const officerText = (max: number) =>
  z
    .string({ error: 'is required' })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, 'is required').max(max, `must be at most ${max} characters`));

/** `null`: nobody. */
export const appealAssigneeBody = z.object({
  assignee: z.union([documentId, z.null()], { error: 'must be an account id or null' }),
});
export const appealStatusChange = z.object({
  status: z.enum(APPEAL_SET_STATUSES, { error: `must be one of ${APPEAL_SET_STATUSES.join(', ')}` }),
});
export const appealNoteBody = z.object({ text: officerText(APPEAL_INBOX_LIMITS.note) });
/** The reason is shown to the citizen on the status page and e-mailed to them. */
export const appealExtensionBody = z.object({ reason: officerText(APPEAL_INBOX_LIMITS.reason) });
export const appealAnswerBody = z.object({ text: officerText(APPEAL_INBOX_LIMITS.answer) });

/** A letter for the gateway to e-mail (the CMS opens the address and the text; the gateway holds the mail server). */
export const appealLetterToSend = z.object({
  id: z.string(),
  purpose: z.enum(APPEAL_LETTER_PURPOSES),
  to: z.string(),
  lang: z.enum(LOCALES),
  number: z.string(),
  /** The answer, or the extension's reason. */
  text: z.string(),
  deadline: z.string(),
});
export type AppealLetterToSend = z.infer<typeof appealLetterToSend>;
/** What an act that writes to the citizen answers the gateway: the appeal as it now is, and the letter to send, if any. */
export const appealActed = z.object({ detail: appealDetail, letter: appealLetterToSend.nullable() });
/** What the mail server made of a letter, as the gateway reports it; the error without addresses. */
export const appealDelivery = z.object({ sent: z.boolean(), error: z.string().max(250).nullable() });

/*
 * What the lyceum holds of one appeal, for the citizen who asks for it (docs/appeals.md, "Export"): everything that
 * concerns them, but not the reception's internal notes. The gateway packs it as a ZIP (`appeal.json` and the files).
 */
export const appealExport = appealRow
  .pick({ number: true, kind: true, status: true, lang: true, receivedAt: true, deadline: true })
  .extend({
    closedAt: z.string().nullable(),
    ...appealPersonal.shape,
    files: z.array(
      appealFile.extend({
        /** The bytes, base64: the gateway writes them as files of the ZIP and leaves them out of `appeal.json`. */
        content: z.string(),
      }),
    ),
    extension: z.object({ reason: z.string(), at: z.string() }).nullable(),
    answer: z.object({ text: z.string(), at: z.string() }).nullable(),
    letters: z.array(appealLetter.pick({ purpose: true, state: true, sentAt: true })),
    exportedAt: z.string(),
  });
export type AppealExport = z.infer<typeof appealExport>;

/** The statistics' year (Tashkent's), by the appeals' receipt; the current year when left out. */
export const appealStatisticsQuery = z.object({
  year: z.preprocess(
    blankIsNone,
    z.coerce
      .number({ error: 'must be a year' })
      .int('must be a year')
      .min(APPEAL_STATISTICS_YEARS.first)
      .max(APPEAL_STATISTICS_YEARS.last)
      .optional(),
  ),
});
/** The CSV's, with its headings in the admin's language. */
export const appealStatisticsCsvQuery = appealStatisticsQuery.extend({
  lang: z.preprocess(blankIsNone, z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).default('uz')),
});

const counted = z.number().int().nonnegative();
/** A count for each of `keys`: an object with every key (so that OpenAPI lists them). */
const countsBy = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, counted])) as Record<K, typeof counted>);
const byKind = countsBy(APPEAL_KINDS);
const byStatus = countsBy(APPEAL_STATUSES);
/**
 * The answers' timeliness: `due` counts the appeals that had to be answered by now (answered, or open past their
 * deadline); `onTime` those answered by their deadline; `share` is onTime / due, null when nothing was due.
 */
export const appealTimeliness = z.object({ due: counted, onTime: counted, late: counted, overdue: counted, share: z.number().nullable() });
export type AppealTimeliness = z.infer<typeof appealTimeliness>;

export const appealMonth = z.object({
  /** `YYYY-MM`, Tashkent's month of receipt. */
  month: z.string(),
  received: counted,
  byKind,
  byStatus,
  timeliness: appealTimeliness,
});
export type AppealMonth = z.infer<typeof appealMonth>;

/** The director's figures for a year (docs/appeals.md, "Statistics"): by kind, status and month, and answered on time. */
export const appealStatistics = z.object({
  year: z.number().int(),
  /** The years that have appeals, newest first (the current one always). */
  years: z.array(z.number().int()),
  received: counted,
  byKind,
  byStatus,
  timeliness: appealTimeliness,
  /** The twelve months of the year, January first. */
  months: z.array(appealMonth),
});
export type AppealStatistics = z.infer<typeof appealStatistics>;
