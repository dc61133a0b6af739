export interface MenuForm {
  nameUz: string;
  nameEn: string;
  nameRu: string;
  url: string;
  number: string;
}

export const REQUIRED = 'Majburiy maydon';
export const MIN_ORDER = 'Eng kichik qiymat 1';

/** SPEC.md section 5: a leading '/' is added when missing. */
export const normalizeMenuUrl = (url: string) => {
  const trimmed = url.trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
};

/** SPEC.md section 5: url, the three names and an order number of at least 1 are required. */
export function menuFormErrors(form: MenuForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['nameUz', 'nameEn', 'nameRu', 'url'] as const) if (!form[key].trim()) errors[key] = REQUIRED;
  if (!form.number.trim()) errors.number = REQUIRED;
  else if (!Number.isInteger(Number(form.number)) || Number(form.number) < 1) errors.number = MIN_ORDER;
  return errors;
}
