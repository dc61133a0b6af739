import {
  APPEAL_KINDS,
  APPEAL_KIND_LABELS,
  APPEAL_STATUSES,
  APPEAL_STATUS_LABELS,
  type AppealStatistics,
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

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const percent = ({ share }: AppealTimeliness) => (share === null ? '' : (share * 100).toFixed(1));

/**
 * The year's statistics as CSV (docs/appeals.md, "Statistics"): a row a month and a total, headed in the admin's
 * language. UTF-8 with a byte-order mark, and CRLF line ends, so that spreadsheets open the Cyrillic and the rows as
 * they are.
 */
export function statisticsCsv(statistics: AppealStatistics, lang: Locale): string {
  const words = HEADINGS[lang];
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
    percent(part.timeliness),
  ];
  const rows = [head, ...statistics.months.map((month) => row(month.month, month)), row(words.total, statistics)];
  return `\uFEFF${rows.map((cells) => cells.map(field).join(',')).join('\r\n')}\r\n`;
}
