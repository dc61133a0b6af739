import type { AdminMessages } from '../messages';
import { uz } from '../messages/uz';

export interface MenuForm {
  nameUz: string;
  nameEn: string;
  nameRu: string;
  url: string;
  number: string;
}

/** Menu addresses start with '/', added when the admin leaves it out. */
export const normalizeMenuUrl = (url: string) => {
  const trimmed = url.trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

/** The url, the three names and an order number of at least 1 are required. */
export function menuFormErrors(form: MenuForm, t: AdminMessages['crud'] = uz.crud): Record<string, string> {
  const { required, minOrder } = t;
  const errors: Record<string, string> = {};
  for (const key of ['nameUz', 'nameEn', 'nameRu', 'url'] as const) if (!form[key].trim()) errors[key] = required;
  if (!form.number.trim()) errors.number = required;
  else if (!Number.isInteger(Number(form.number)) || Number(form.number) < 1) errors.number = minOrder;
  return errors;
}
