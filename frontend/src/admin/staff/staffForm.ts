import type { PersonType } from '@lyceum/contract/menu';
import { uz } from '../messages/uz';

export type StaffKind = PersonType;

export interface StaffForm {
  fullName: string;
  position: string;
  phone: string;
  admission: string;
  photo: string;
  number: string;
}

/** A new person's form: every field an empty string, as the server expects them. */
export const EMPTY_STAFF: StaffForm = { fullName: '', position: '', phone: '', admission: '', photo: '', number: '' };

/** The two people lists, by the insert-text path that opens them. */
export const STAFF_PAGES: Record<string, { type: StaffKind; title: string }> = {
  '1': { type: 'LEADER', title: 'Rahbariyat' },
  '2': { type: 'STAFF', title: 'Xodimlar' },
};

/** Every field and an order of at least 1; the reception day only for leadership, where it is required. */
export function staffFormErrors(form: StaffForm, type: StaffKind): Record<string, string> {
  const { required, minOrder } = uz.crud;
  const errors: Record<string, string> = {};
  for (const key of ['fullName', 'position', 'phone', 'photo'] as const) if (!form[key].trim()) errors[key] = required;
  if (type === 'LEADER' && !form.admission.trim()) errors.admission = required;
  if (!form.number.trim()) errors.number = required;
  else if (!Number.isInteger(Number(form.number)) || Number(form.number) < 1) errors.number = minOrder;
  return errors;
}
