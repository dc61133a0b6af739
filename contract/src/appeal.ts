import { addDays, tashkentDate, tashkentMidnight } from './calendar.js';

/*
 * The virtual reception's facts (docs/appeals.md), without zod, so that the visitor pages can import them
 * (`@lyceum/contract/appeal`).
 */

/** What a citizen writes: an application, a proposal, a complaint or a question (the law's kinds of appeal). */
export const APPEAL_KINDS = ['application', 'proposal', 'complaint', 'question'] as const;
export type AppealKind = (typeof APPEAL_KINDS)[number];

/** Where an appeal stands: received, being studied, answered (the citizen can read it), closed. */
export const APPEAL_STATUSES = ['new', 'in-progress', 'answered', 'closed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** The form's limits, in characters unless named otherwise. */
export const APPEAL_LIMITS = {
  name: 100,
  email: 254,
  subject: 200,
  text: 5_000,
  files: 3,
  /** Each attachment. */
  fileBytes: 5_242_880,
} as const;

/** What an attachment may be, judged by its bytes: its media type and the extension it is given back with. */
export const APPEAL_FILE_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type AppealFileType = keyof typeof APPEAL_FILE_TYPES;
export const isAppealFileType = (value: unknown): value is AppealFileType =>
  typeof value === 'string' && Object.hasOwn(APPEAL_FILE_TYPES, value);

/**
 * An Uzbek phone number as people write it: +998 and nine digits, with spaces, dashes or brackets between them, the
 * leading + or the country code left out. `appealPhone` gives it back as +998XXXXXXXXX, or null.
 */
export function appealPhone(raw: string): string | null {
  const digits = raw.replace(/[\s()\-.]/g, '');
  const match = /^(?:\+?998)?(\d{9})$/.exec(digits);
  return match ? `+998${match[1]}` : null;
}

/**
 * The receipt's number (`2026-00042`: the year of receipt and the appeal's place among all) and its secret code
 * (ten characters of Crockford's base32 in two groups: `7KQ2M-X9D4T`, 50 bits). Both are asked for the status; the
 * code is compared without regard to case, dashes or spaces, and with O read as 0 and I or L as 1, as people copy it.
 */
export const APPEAL_NUMBER = /^\d{4}-\d{5,9}$/;
export const APPEAL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const APPEAL_CODE_LENGTH = 10;
export function normalizeAppealCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** How long an appeal may take (docs/appeals.md, "The deadline"): 15 days, extended to a month at most. */
export const APPEAL_TERM_DAYS = 15;

/**
 * The last moment an appeal received at `receivedAt` may be answered: the term counts from the day after the day of
 * receipt (Tashkent's day), so it ends at the end of the `days`th day after that day; a term whose last day is a
 * Saturday or Sunday ends at the end of the next Monday. As an instant: the end of that Tashkent day.
 */
export function appealDeadline(receivedAt: Date, days: number = APPEAL_TERM_DAYS): Date {
  let last = addDays(tashkentDate(receivedAt), days);
  const weekday = new Date(`${last}T00:00:00Z`).getUTCDay();
  if (weekday === 6) last = addDays(last, 2);
  else if (weekday === 0) last = addDays(last, 1);
  return new Date(tashkentMidnight(addDays(last, 1)).getTime() - 1);
}

/**
 * The extended term (docs/appeals.md, "The deadline"): a month at most, counted as the first term is, from the day
 * after receipt: it ends at the end of the day numbered as the day of receipt in the next month (the month's last day
 * where it has no such day: 31 January gives 28 or 29 February), moved off a weekend to the Monday after.
 */
export function appealExtendedDeadline(receivedAt: Date): Date {
  const received = tashkentDate(receivedAt);
  const [year, month, day] = received.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  const days = Math.round((next.getTime() - Date.parse(`${received}T00:00:00Z`)) / 86_400_000);
  return appealDeadline(receivedAt, days);
}

/** Days before its deadline from which an open appeal is marked nearly due (and announced to the reception). */
export const APPEAL_SOON_DAYS = 3;
/** The inbox's marks: past the deadline, or within APPEAL_SOON_DAYS of it, and not answered or closed. */
export const APPEAL_DUE = ['overdue', 'soon'] as const;
export type AppealDue = (typeof APPEAL_DUE)[number];
/** Statuses in which the reception still owes an answer. */
export const APPEAL_OPEN_STATUSES = ['new', 'in-progress'] as const satisfies readonly AppealStatus[];

/**
 * The deadlines that mark an open appeal at `now`: one before `overdueBefore` is overdue, one from it up to `soonUntil`
 * nearly due. The inbox's filters ask the database with these bounds, and its rows are marked with them.
 */
export const appealDueWindow = (now: Date) => ({
  overdueBefore: now,
  soonUntil: new Date(now.getTime() + APPEAL_SOON_DAYS * 86_400_000),
});

export function appealDue(status: AppealStatus, deadline: string | Date, now: Date = new Date()): AppealDue | null {
  if (!(APPEAL_OPEN_STATUSES as readonly AppealStatus[]).includes(status)) return null;
  const at = new Date(deadline).getTime();
  const { overdueBefore, soonUntil } = appealDueWindow(now);
  if (at < overdueBefore.getTime()) return 'overdue';
  return at <= soonUntil.getTime() ? 'soon' : null;
}

/** The statuses an officer sets by hand: `answered` comes with the answer, `new` never comes back. */
export const APPEAL_SET_STATUSES = ['in-progress', 'closed'] as const satisfies readonly AppealStatus[];

/** What the citizen is e-mailed, when they gave an address: the answer, and the extended term with its reason. */
export const APPEAL_LETTER_PURPOSES = ['answer', 'extension'] as const;
export type AppealLetterPurpose = (typeof APPEAL_LETTER_PURPOSES)[number];
/** A letter's delivery: being handed to the mail server, accepted by it, or refused (or no mail server set up): retried by hand. */
export const APPEAL_LETTER_STATES = ['sending', 'sent', 'failed'] as const;
export type AppealLetterState = (typeof APPEAL_LETTER_STATES)[number];

/** What the appeal's history records: every read of it and of its files, and every act on it. */
export const APPEAL_ACTIONS = ['read', 'file', 'assign', 'status', 'note', 'extend', 'answer', 'letter', 'export', 'erase'] as const;
export type AppealAction = (typeof APPEAL_ACTIONS)[number];

/**
 * How long a closed appeal's personal data is kept (docs/appeals.md, "Retention"): the default of APPEALS_RETENTION_DAYS.
 * After it the citizen's fields and files, the notes, the extension's reason and the answer are erased; the number,
 * kind, status and dates stay for the statistics.
 */
export const APPEAL_RETENTION_DAYS = 1_825;

/** The officers' texts, in characters. */
export const APPEAL_INBOX_LIMITS = { note: 2_000, reason: 1_000, answer: 10_000 } as const;

/** The fields of the form a page keeps when it is sent back with a refusal (never the files: they are chosen again). */
export const APPEAL_FORM_FIELDS = ['name', 'phone', 'email', 'kind', 'subject', 'text'] as const;
export type AppealFormField = (typeof APPEAL_FORM_FIELDS)[number];
/** What a page keeps of a refused form: what was typed, and the consent's tick (`on`) when it was given. */
export type AppealKept = Partial<Record<AppealFormField | 'consent', string>>;

/** A refusal as a page shows it: its error code and the fields it names. */
export interface AppealRefusal {
  code: string;
  fields: string[];
}

/**
 * What a form post without JavaScript answered, handed to the page rendered with it (the render's `posted`,
 * docs/appeals.md): on /{lang}/appeal the receipt or the refusal with what was typed; on /{lang}/appeal/status the
 * standing or the refusal.
 */
export type AppealPosted =
  | { form: 'appeal'; receipt: AppealReceipt }
  | { form: 'appeal'; refused: AppealRefusal; values: AppealKept }
  | { form: 'status'; standing: AppealStanding }
  | { form: 'status'; refused: AppealRefusal; number: string };

/** The receipt: the number and the secret code that together open the status page; the code is shown once. */
export interface AppealReceipt {
  number: string;
  code: string;
  receivedAt: string;
  deadline: string;
}

/** What the citizen reads on the status page: where the appeal stands, its term, and the answer once given. */
export interface AppealStanding {
  number: string;
  kind: AppealKind;
  status: AppealStatus;
  receivedAt: string;
  deadline: string;
  /** The term extended, and why (the citizen is told). */
  extension: { reason: string; at: string } | null;
  answer: { text: string; at: string } | null;
}

/**
 * The reception's limits on abuse (docs/appeals.md, "Abuse"): appeals kept per phone number and per address in a
 * day, fewer from a form sent without the proof of work (a browser without JavaScript), which must also have been
 * open this long; how long a challenge may be solved in, and how hard it is; attempts to send, and wrong status
 * guesses, per address.
 */
export const APPEAL_ABUSE = {
  perPhone: 3,
  perAddress: 10,
  perAddressUnchecked: 3,
  windowMs: 24 * 60 * 60 * 1000,
  minFillMs: 5_000,
  challengeMs: 20 * 60 * 1000,
  maxNumber: 100_000,
  /** Every attempt to send, refused or not, per address: what a flood can cost the server before any rule reads it. */
  attempts: 20,
  /** Forms read and kept at once, by each gateway process. */
  atOnce: 4,
  attemptsWindowMs: 10 * 60 * 1000,
  statusGuesses: 10,
  statusWindowMs: 15 * 60 * 1000,
} as const;
