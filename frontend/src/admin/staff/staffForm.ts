import type { PersonType } from '@lyceum/contract/menu';
import type { AdminMessages } from '../messages';
import { uz } from '../messages/uz';

export type StaffKind = PersonType;

/** The optional English and Russian of the name and position: none required, an empty one shows the Uzbek on the site. */
export const STAFF_TRANSLATIONS = ['fullNameEn', 'fullNameRu', 'positionEn', 'positionRu'] as const;

export interface StaffForm extends Partial<Record<(typeof STAFF_TRANSLATIONS)[number], string>> {
  fullName: string;
  position: string;
  phone: string;
  admission: string;
  photo: string;
  number: string;
}

/** A new person's form: every field an empty string, as the server expects them. */
export const EMPTY_STAFF: StaffForm = {
  fullName: '',
  position: '',
  phone: '',
  admission: '',
  photo: '',
  number: '',
  fullNameEn: '',
  fullNameRu: '',
  positionEn: '',
  positionRu: '',
};

/** The two people lists, by the insert-text path that opens them (titled by messages' `staff.title`). */
export const STAFF_PAGES: Record<string, { type: StaffKind }> = {
  '1': { type: 'LEADER' },
  '2': { type: 'STAFF' },
};

/** Every field and an order of at least 1; the reception day only for leadership, where it is required. */
export function staffFormErrors(form: StaffForm, type: StaffKind, t: AdminMessages['crud'] = uz.crud): Record<string, string> {
  const { required, minOrder } = t;
  const errors: Record<string, string> = {};
  for (const key of ['fullName', 'position', 'phone', 'photo'] as const) if (!form[key].trim()) errors[key] = required;
  if (type === 'LEADER' && !form.admission.trim()) errors.admission = required;
  if (!form.number.trim()) errors.number = required;
  else if (!Number.isInteger(Number(form.number)) || Number(form.number) < 1) errors.number = minOrder;
  return errors;
}
