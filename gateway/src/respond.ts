import type { Response } from 'express';

/** The contract's envelope for every JSON answer. */
export function ok(res: Response, body: { message?: string; content?: unknown } = {}) {
  res.json({ success: true, ...body });
}

export const SAVED = 'Saqlandi';
export const DELETED = "O'chirildi";
export const RESTORED = 'Tiklandi';
export const PURGED = "Butunlay o'chirildi";
