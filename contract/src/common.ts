import { z } from 'zod';
import { DATE_RANGE, MONTH_PATTERN, inDateRange, isCalendarMonth, tashkentDate, tashkentMidnight } from './calendar.js';
import { LOCALES } from './locales.js';
import { PAGING } from './sizes.js';

/** `lang`: uz, en or ru in any case; anything else, or nothing, is uz. */
export const lang = z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), z.enum(LOCALES).catch('uz'));

/** An opaque document id; anything that cannot be one is simply unknown (404). */
export const documentId = z.string().regex(/^[A-Za-z0-9]{1,64}$/);
/** A path's `:id`: any text is taken, since one that cannot be a documentId names nothing (the route's 404, not a 400). */
export const idParams = z.object({ id: z.string() });
export type IdParams = z.infer<typeof idParams>;

export const paging = z.object({
  page: z.coerce.number().int().min(0).max(PAGING.maxPage).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGING.defaultSize)
    .transform((size) => Math.min(size, PAGING.maxSize)),
  direction: z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), z.enum(['DESC', 'ASC']).default('DESC')),
});
export type Paging = z.infer<typeof paging>;

export const paged = <T>(items: T[], { page, size }: Pick<Paging, 'page' | 'size'>, total: number) => ({
  content: items,
  page,
  size,
  totalElements: total,
});

/** Required text: present, a string, not blank. */
export const requiredText = (max = 500) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const optionalText = (max = 500) => z.string().trim().max(max, `must be at most ${max} characters`).optional().default('');

/** The site's years (calendar.ts, DATE_RANGE) as its documents and refusals word them. */
const DATE_RANGE_TEXT = `years ${DATE_RANGE.firstYear}–${DATE_RANGE.lastYear} in Tashkent time (UTC+5)`;
export const DATE_RANGE_ERROR = `must be within the ${DATE_RANGE_TEXT}`;

/**
 * A date input held to the site's years: every field that takes a date goes through this (a month: calendarMonth
 * below), so that a date the site cannot show (calendar.ts, DATE_RANGE) is a 400 naming its field, and the OpenAPI
 * document says so.
 */
export const withinDateRange = <S extends z.ZodType<string, string>>(schema: S, description: string) =>
  schema.refine(inDateRange, DATE_RANGE_ERROR).describe(`${description}; within the ${DATE_RANGE_TEXT}`);

/** A date and time with its UTC offset, as the admin sends it (Tashkent wall time with +05:00). */
export const offsetDateTime = withinDateRange(
  z.iso.datetime({ offset: true, error: 'must be a date and time with its offset, e.g. 2026-12-01T09:00:00+05:00' }),
  'A date and time with its UTC offset, e.g. 2026-12-01T09:00:00+05:00',
);

/** The same, as it is stored: UTC. */
export const instant = offsetDateTime.transform((value) => new Date(value).toISOString());

/** A month of the calendar, YYYY-MM in Tashkent time. */
export const calendarMonth = z
  .string()
  .regex(MONTH_PATTERN, 'must be a month, YYYY-MM')
  .refine(isCalendarMonth, DATE_RANGE_ERROR)
  .describe(`A month, YYYY-MM; within the ${DATE_RANGE_TEXT}`);

/** A day of the calendar, YYYY-MM-DD: a real day (not 2026-02-30) within the site's years. */
export const calendarDate = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  // Date reads 2026-02-30 as 1 March: a real day reads back as itself.
  .refine((date) => !inDateRange(tashkentMidnight(date)) || tashkentDate(tashkentMidnight(date)) === date, 'must be a day of the calendar')
  .refine((date) => inDateRange(tashkentMidnight(date)), DATE_RANGE_ERROR)
  .describe(`A date, YYYY-MM-DD; within the ${DATE_RANGE_TEXT}`);

/** A stored upload's name: hash and image extension, never a path or dot segment. */
export const STORED_FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,190}\.(png|gif|jpe?g|webp)$/i;

/** The types a document's file may have, by their media type, with the extension it is stored and downloaded under. */
export const DOCUMENT_FILE_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.oasis.opendocument.text': 'odt',
} as const satisfies Record<string, string>;
export type DocumentFileType = keyof typeof DOCUMENT_FILE_TYPES;
/** How each of them begins (latin1): a PDF, and a zip archive, which a DOCX, XLSX or ODT is. */
export const DOCUMENT_SIGNATURES = { pdf: '%PDF-', zip: 'PK\x03\x04' } as const;
export const isDocumentFileType = (value: unknown): value is DocumentFileType =>
  typeof value === 'string' && Object.hasOwn(DOCUMENT_FILE_TYPES, value);

/** A stored document file's name: hash and one of DOCUMENT_FILE_TYPES' extensions. */
export const STORED_DOCUMENT_NAME = new RegExp(
  `^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,190}\\.(${Object.values(DOCUMENT_FILE_TYPES).join('|')})$`,
  'i',
);

/** A stored file name as the upload call returns it. */
export const storedFile = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .regex(STORED_FILE_NAME, 'must be a stored file name');

/** `{uz,en,ru}`, each required; names are short strings, quotes longer texts. */
export const translations = (max = 255) => z.object({ uz: requiredText(max), en: requiredText(max), ru: requiredText(max) });

/**
 * An absolute http(s) address: the one kind of link the site renders. Anything else (`javascript:`,
 * `data:`, a relative or protocol-relative address) could run script or lead off the site unseen.
 */
const WEB_URL = /^https?:\/\/[^\s]+$/i;
const NOT_WEB_URL = 'must start with http:// or https://';

/** A web address the public site may link to. */
export const webUrl = requiredText(255).refine((url) => WEB_URL.test(url), NOT_WEB_URL);

/** An optional link: empty, or a web address. */
export const optionalWebUrl = optionalText(255).refine((url) => url === '' || WEB_URL.test(url), NOT_WEB_URL);

/**
 * A stored link as it is read: the web address, or '' for anything else. Strapi's panel writes
 * past the rules above, so every read of a link field goes through this too.
 */
export const storedWebUrl = (value: unknown): string => {
  const url = typeof value === 'string' ? value.trim() : '';
  return WEB_URL.test(url) ? url : '';
};

/** Stored integers (order numbers) stay within what every database column holds. */
export const orderNumber = z
  .number({ error: 'must be a number' })
  .or(z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number))
  .pipe(z.number().int('must be a whole number').min(1, 'must be at least 1').max(10_000, 'must be at most 10000'));
