import { APPEAL_RETENTION_DAYS } from '@lyceum/contract';

const DAY_MS = 86_400_000;

/**
 * How many days a closed appeal's personal data is kept (docs/appeals.md, "Retention"): APPEALS_RETENTION_DAYS, a whole
 * number from 1 to 36 500, or APPEAL_RETENTION_DAYS when it is not set. Anything else stops the CMS at its start,
 * rather than keep data longer, or shorter, than the lyceum decided.
 */
export function appealRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.APPEALS_RETENTION_DAYS?.trim();
  if (!raw) return APPEAL_RETENTION_DAYS;
  const days = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(days >= 1 && days <= 36_500)) {
    throw new Error(`APPEALS_RETENTION_DAYS must be a whole number of days from 1 to 36500, not "${raw}"`);
  }
  return days;
}

/** When a closed appeal's personal data is erased: its closing plus the retention period. */
export const erasesAt = (closedAt: string | Date, days: number): Date => new Date(new Date(closedAt).getTime() + days * DAY_MS);

/** Appeals closed before this moment have outlived their retention. */
export const retentionCutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** Whether an appeal's personal data has outlived its retention (closed, and closed long enough ago). */
export const pastRetention = (appeal: { status: string; closedAt: string | Date | null }, now: Date, days: number): boolean =>
  appeal.status === 'closed' && appeal.closedAt !== null && new Date(appeal.closedAt).getTime() < retentionCutoff(now, days).getTime();
