import { AUDIT_SUBJECTS, subjectLabel, type AuditSubject } from '@lyceum/contract/kinds';
import { LYCEUM_TIME_ZONE } from '@lyceum/contract/locales';
import { ADMIN_MESSAGES, type UiLang } from './index';

const DATE_LOCALES: Record<UiLang, string> = { uz: 'uz-UZ', en: 'en-GB', ru: 'ru-RU' };

/** What a trash or audit entry is about; a subject this build does not know is shown by its name. */
export const kindLabel = (lang: UiLang, kind: string) =>
  (AUDIT_SUBJECTS as readonly string[]).includes(kind) ? subjectLabel(kind as AuditSubject)[lang] : kind;

export const actionLabel = (lang: UiLang, action: string) =>
  (ADMIN_MESSAGES[lang].auditActions as Record<string, string>)[action] ?? action;

/** An instant in the lyceum's time (Asia/Tashkent), as the schedule is entered, wherever the admin's browser is. */
export const formatTime = (lang: UiLang, iso: string) =>
  new Date(iso).toLocaleString(DATE_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: LYCEUM_TIME_ZONE });
