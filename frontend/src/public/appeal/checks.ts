import { APPEAL_KINDS, APPEAL_LIMITS, appealPhone, isAppealFileType } from '@lyceum/contract/appeal';
import type { AppealField, Problems } from './problems';
import type { AppealWord } from './words';

/** What the appeal form holds, as the browser is about to send it. */
export interface AppealInput {
  name: string;
  phone: string;
  email: string;
  kind: string;
  subject: string;
  text: string;
  consent: boolean;
  files: readonly Pick<File, 'name' | 'size' | 'type'>[];
}

/** The form's fields as FormData holds them; a file field left empty holds one nameless empty file, which is none. */
export function appealInput(data: FormData): AppealInput {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    kind: text('kind'),
    subject: text('subject'),
    text: text('text'),
    consent: data.has('consent'),
    files: chosenFiles(data),
  };
}

export const chosenFiles = (data: FormData): File[] =>
  data.getAll('files').filter((value): value is File => typeof value !== 'string' && value.name !== '');

/** The address's shape only: the server's rule is stricter, and its refusal names the field too. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A file the browser could not type (an unusual system) is judged by its name; the server judges every one by its bytes. */
const FILE_NAME = /\.(pdf|jpe?g|png)$/i;

/** A required text, trimmed as the server trims it, of at most `max` characters. */
const filled = (value: string, max: number) => {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max;
};

function filesProblem(files: AppealInput['files']): AppealWord | undefined {
  if (files.length > APPEAL_LIMITS.files) return 'errFilesCount';
  if (files.some((file) => file.size > APPEAL_LIMITS.fileBytes)) return 'errFileSize';
  if (files.some((file) => !isAppealFileType(file.type) && !FILE_NAME.test(file.name))) return 'errFileType';
  return undefined;
}

/**
 * The server's rules (contract/src/api/appeal.ts) checked before sending, so that the visitor hears of a mistake at
 * once, in the page's language, and no solved challenge is spent on a form the server would refuse.
 */
export function checkAppeal(input: AppealInput): Problems {
  const email = input.email.trim();
  const problems: Partial<Record<AppealField, AppealWord | undefined>> = {
    name: filled(input.name, APPEAL_LIMITS.name) ? undefined : 'errName',
    phone: appealPhone(input.phone) ? undefined : 'errPhone',
    email: email === '' || (email.length <= APPEAL_LIMITS.email && EMAIL.test(email)) ? undefined : 'errEmail',
    kind: (APPEAL_KINDS as readonly string[]).includes(input.kind) ? undefined : 'errKind',
    subject: filled(input.subject, APPEAL_LIMITS.subject) ? undefined : 'errSubject',
    text: filled(input.text, APPEAL_LIMITS.text) ? undefined : 'errText',
    files: filesProblem(input.files),
    consent: input.consent ? undefined : 'errConsent',
  };
  return { fields: Object.fromEntries(Object.entries(problems).filter(([, word]) => word !== undefined)) };
}
