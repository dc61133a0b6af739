import {
  APPEAL_KINDS,
  APPEAL_OPEN_STATUSES,
  APPEAL_STATUSES,
  tashkentDate,
  tashkentMidnight,
  tashkentMonth,
  type AppealKind,
  type AppealMonth,
  type AppealStatistics,
  type AppealStatus,
  type AppealTimeliness,
} from '@lyceum/contract';
import type { Core } from '@strapi/strapi';
import { APPEAL } from '../lib/keys';

type Moment = string | Date;
interface Counted {
  kind: AppealKind;
  status: AppealStatus;
  receivedAt: Moment;
  deadline: Moment;
  answeredAt: Moment | null;
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
const OPEN: readonly AppealStatus[] = APPEAL_OPEN_STATUSES;

/** Where one appeal stands against its deadline at `now` (docs/appeals.md, "Statistics"), or null when nothing was due. */
function timelinessOf(appeal: Counted, now: Date): 'onTime' | 'late' | 'overdue' | null {
  if (appeal.answeredAt) return new Date(appeal.answeredAt) <= new Date(appeal.deadline) ? 'onTime' : 'late';
  return OPEN.includes(appeal.status) && new Date(appeal.deadline) < now ? 'overdue' : null;
}

/** The counts of a set of appeals: by kind, by status, and against their deadlines. */
class Tally {
  received = 0;
  byKind = zeros(APPEAL_KINDS);
  byStatus = zeros(APPEAL_STATUSES);
  private standing = { onTime: 0, late: 0, overdue: 0 };

  add(appeal: Counted, now: Date) {
    this.received += 1;
    this.byKind[appeal.kind] += 1;
    this.byStatus[appeal.status] += 1;
    const standing = timelinessOf(appeal, now);
    if (standing) this.standing[standing] += 1;
  }

  get timeliness(): AppealTimeliness {
    const { onTime, late, overdue } = this.standing;
    const due = onTime + late + overdue;
    return { due, onTime, late, overdue, share: due ? onTime / due : null };
  }
}

/**
 * The director's figures (docs/appeals.md, "Statistics"): a year's appeals, by Tashkent's month of receipt, counted
 * from the plain columns alone (nothing sealed is read). A lyceum receives hundreds of appeals a year, not millions:
 * they are counted here rather than in each database's own date functions.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async ofYear(year: number, now: Date = new Date()): Promise<AppealStatistics> {
    const appeals = strapi.db.query(APPEAL);
    const [rows, first, last] = await Promise.all([
      appeals.findMany({
        where: { receivedAt: { $gte: tashkentMidnight(`${year}-01-01`), $lt: tashkentMidnight(`${year + 1}-01-01`) } },
        select: ['kind', 'status', 'receivedAt', 'deadline', 'answeredAt'],
      }) as Promise<Counted[]>,
      appeals.findOne({ select: ['receivedAt'], orderBy: { receivedAt: 'asc' } }) as Promise<{ receivedAt: Moment } | null>,
      appeals.findOne({ select: ['receivedAt'], orderBy: { receivedAt: 'desc' } }) as Promise<{ receivedAt: Moment } | null>,
    ]);
    const whole = new Tally();
    const months = new Map<string, Tally>();
    for (let month = 1; month <= 12; month += 1) months.set(`${year}-${String(month).padStart(2, '0')}`, new Tally());
    for (const appeal of rows) {
      whole.add(appeal, now);
      months.get(tashkentMonth(appeal.receivedAt))?.add(appeal, now);
    }
    const yearOf = (moment: Moment) => Number(tashkentDate(moment).slice(0, 4));
    const current = yearOf(now);
    const newest = Math.max(current, last ? yearOf(last.receivedAt) : current);
    const oldest = Math.min(current, first ? yearOf(first.receivedAt) : current);
    const years = Array.from({ length: newest - oldest + 1 }, (_, index) => newest - index);
    return {
      year,
      years,
      received: whole.received,
      byKind: whole.byKind,
      byStatus: whole.byStatus,
      timeliness: whole.timeliness,
      months: [...months].map(
        ([month, tally]): AppealMonth => ({
          month,
          received: tally.received,
          byKind: tally.byKind,
          byStatus: tally.byStatus,
          timeliness: tally.timeliness,
        }),
      ),
    };
  },
});
