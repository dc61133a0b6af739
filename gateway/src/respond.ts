import type { Response } from 'express';

/** The contract's envelope for every JSON answer. */
export function ok(res: Response, body: { message?: string; content?: unknown } = {}) {
  res.json({ success: true, ...body });
}

export const SAVED = 'Saqlandi';
export const DELETED = "O'chirildi";
export const RESTORED = 'Tiklandi';
/** An editor returned a draft to its author (routes/review.ts). */
export const RETURNED = 'Muallifga qaytarildi';
export const PURGED = "Butunlay o'chirildi";
