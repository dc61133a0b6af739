import {
  APPEAL_KINDS,
  APPEAL_KIND_LABELS,
  APPEAL_STATUSES,
  APPEAL_STATUS_LABELS,
  type AppealStatistics,
  shareInTenths,
  type AppealTimeliness,
  type Locale,
} from '@lyceum/contract';

/** The CSV's own headings; the kinds' and statuses' come from the contract, as the admin's screens name them. */
const HEADINGS: Record<
  Locale,
  { month: string; received: string; due: string; onTime: string; late: string; overdue: string; share: string; total: string }
> = {
  uz: {
    month: 'Oy',
    received: 'Kelib tushgan',
    due: 'Javob muddati kelgan',
    onTime: "O'z vaqtida javob berilgan",
    late: 'Kechikib javob berilgan',
    overdue: "Muddati o'tgan, javobsiz",
    share: "O'z vaqtida, %",
    total: 'Jami',
  },
  en: {
    month: 'Month',
    received: 'Received',
    due: 'Due',
    onTime: 'Answered on time',
    late: 'Answered late',
    overdue: 'Overdue, unanswered',
    share: 'On time, %',
    total: 'Total',
  },
  ru: {
    month: 'Месяц',
    received: 'Поступило',
    due: 'Срок ответа наступил',
    onTime: 'Отвечено в срок',
    late: 'Отвечено с опозданием',
    overdue: 'Просрочено, без ответа',
    share: 'В срок, %',
    total: 'Итого',
  },
};

/**
 * How a spreadsheet of each language reads a CSV: Excel set to Uzbek or Russian takes `;` between fields and `,` as
 * the decimal mark (a `,`-separated file would open as one column), set to English `,` and `.`.
 */
const SPREADSHEET: Record<Locale, { separator: string; decimal: string }> = {
  uz: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
  ru: { separator: ';', decimal: ',' },
};

/** RFC 4180: a field with the separator, a quote or a line break is quoted, its quotes doubled. */
const field = (value: string | number, separator: string) => {
  const text = String(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The share in percent with one decimal, as the screen rounds it (shareInTenths); empty when nothing was due. */
function percent({ share }: AppealTimeliness, decimal: string): string {
  if (share === null) return '';
  const tenths = shareInTenths(share);
  return `${Math.floor(tenths / 10)}${decimal}${tenths % 10}`;
}

/**
 * The year's statistics as CSV (docs/appeals.md, "Statistics"): a row a month and a total, headed in the admin's
 * language and separated as that language's spreadsheets expect. UTF-8 with a byte-order mark, and CRLF line ends, so
 * that spreadsheets open the Cyrillic and the rows as they are.
 */
export function statisticsCsv(statistics: AppealStatistics, lang: Locale): string {
  const words = HEADINGS[lang];
  const { separator, decimal } = SPREADSHEET[lang];
  const head = [
    words.month,
    words.received,
    ...APPEAL_KINDS.map((kind) => APPEAL_KIND_LABELS[kind][lang]),
    ...APPEAL_STATUSES.map((status) => APPEAL_STATUS_LABELS[status][lang]),
    words.due,
    words.onTime,
    words.late,
    words.overdue,
    words.share,
  ];
  const row = (label: string, part: Pick<AppealStatistics, 'received' | 'byKind' | 'byStatus' | 'timeliness'>) => [
    label,
    part.received,
    ...APPEAL_KINDS.map((kind) => part.byKind[kind]),
    ...APPEAL_STATUSES.map((status) => part.byStatus[status]),
    part.timeliness.due,
    part.timeliness.onTime,
    part.timeliness.late,
    part.timeliness.overdue,
    percent(part.timeliness, decimal),
  ];
  const rows = [head, ...statistics.months.map((month) => row(month.month, month)), row(words.total, statistics)];
  return `\uFEFF${rows.map((cells) => cells.map((cell) => field(cell, separator)).join(separator)).join('\r\n')}\r\n`;
}
