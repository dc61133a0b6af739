import type { Labels } from './locales.js';

/** What an official document is, as visitors filter them: the list is the declaration's, fixed. */
export const DOCUMENT_CATEGORIES = ['CHARTER', 'LICENCE', 'REGULATION', 'ORDER', 'REPORT', 'OTHER'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
/** Each category's name in the site's languages: the visitors' filter and the admin's choice. */
export const DOCUMENT_CATEGORY_LABELS = {
  CHARTER: { uz: 'Ustav', en: 'Charter', ru: 'Устав' },
  LICENCE: { uz: 'Litsenziya', en: 'Licence', ru: 'Лицензия' },
  REGULATION: { uz: 'Nizom va qoidalar', en: 'Regulations', ru: 'Положения и правила' },
  ORDER: { uz: 'Buyruqlar', en: 'Orders', ru: 'Приказы' },
  REPORT: { uz: 'Hisobotlar', en: 'Reports', ru: 'Отчёты' },
  OTHER: { uz: 'Boshqa hujjatlar', en: 'Other documents', ru: 'Другие документы' },
} as const satisfies Record<DocumentCategory, Labels>;
