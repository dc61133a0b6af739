export type StaffKind = 'LEADER' | 'STAFF';

export interface StaffForm {
  fullName: string;
  position: string;
  phone: string;
  admission: string;
  photo: string;
  number: string;
}

/** SPEC.md section 3: the default empty staff form has every field as an empty string. */
export const EMPTY_STAFF: StaffForm = { fullName: '', position: '', phone: '', admission: '', photo: '', number: '' };

/** insert-text/1 is leadership, insert-text/2 staff (SPEC.md section 9). */
export const STAFF_PAGES: Record<string, { type: StaffKind; title: string }> = {
  '1': { type: 'LEADER', title: 'Rahbariyat' },
  '2': { type: 'STAFF', title: 'Xodimlar' },
};

/** SPEC.md section 5: every field, an order of at least 1; the reception day only (and then required) for leadership. */
export function staffFormErrors(form: StaffForm, type: StaffKind): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['fullName', 'position', 'phone', 'photo'] as const) if (!form[key].trim()) errors[key] = 'Majburiy maydon';
  if (type === 'LEADER' && !form.admission.trim()) errors.admission = 'Majburiy maydon';
  if (!form.number.trim()) errors.number = 'Majburiy maydon';
  else if (!Number.isInteger(Number(form.number)) || Number(form.number) < 1) errors.number = 'Eng kichik qiymat 1';
  return errors;
}
