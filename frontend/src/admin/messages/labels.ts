import { AUDIT_SUBJECTS, subjectLabel, type AuditSubject } from '@lyceum/contract/kinds';
import { ADMIN_MESSAGES, type UiLang } from './index';

/** What a trash or audit entry is about; a subject this build does not know is shown by its name. */
export const kindLabel = (lang: UiLang, kind: string) =>
  (AUDIT_SUBJECTS as readonly string[]).includes(kind) ? subjectLabel(kind as AuditSubject)[lang] : kind;

export const actionLabel = (lang: UiLang, action: string) =>
  (ADMIN_MESSAGES[lang].auditActions as Record<string, string>)[action] ?? action;
