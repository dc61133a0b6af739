import type { AppealKind, AppealStatus } from './appeal.js';

/*
 * The appeals' words and figures for the admin and the statistics' CSV (docs/appeals.md, "Statistics"), kept apart
 * from appeal.ts: the public pages import that one, and what only the admin and the gateway use stays out of them.
 */

/**
 * A share (0 to 1) in tenths of a percent, as the statistics show it: 100 % only when all, 0 % only when none (a share
 * of 0.9996 is 99.9 %, not 100).
 */
export function shareInTenths(share: number): number {
  const tenths = Math.round(share * 1000);
  return share > 0 && share < 1 ? Math.min(999, Math.max(1, tenths)) : tenths;
}

/** The years the statistics count (`?year=`). */
export const APPEAL_STATISTICS_YEARS = { first: 2000, last: 2999 } as const;

/** The kinds' and statuses' names in the admin's languages: its screens, and the statistics' CSV. */
export const APPEAL_KIND_LABELS: Record<AppealKind, { uz: string; en: string; ru: string }> = {
  application: { uz: 'Ariza', en: 'Application', ru: 'Заявление' },
  proposal: { uz: 'Taklif', en: 'Proposal', ru: 'Предложение' },
  complaint: { uz: 'Shikoyat', en: 'Complaint', ru: 'Жалоба' },
  question: { uz: 'Savol', en: 'Question', ru: 'Вопрос' },
};
export const APPEAL_STATUS_LABELS: Record<AppealStatus, { uz: string; en: string; ru: string }> = {
  new: { uz: 'Yangi', en: 'New', ru: 'Новое' },
  'in-progress': { uz: "Ko'rib chiqilmoqda", en: 'In progress', ru: 'На рассмотрении' },
  answered: { uz: 'Javob berildi', en: 'Answered', ru: 'Отвечено' },
  closed: { uz: 'Yopildi', en: 'Closed', ru: 'Закрыто' },
};
