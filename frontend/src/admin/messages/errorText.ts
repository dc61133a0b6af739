import { isErrorCode } from '@lyceum/contract/errors';
import { AdminApiError } from '../api/client';
import { ADMIN_MESSAGES, type UiLang } from './index';

/**
 * A failed admin call in the admin's language. The refusal's code picks the text, since the
 * server's words are English and may change; without a code the server was not reached (status 0)
 * or something else answered (a proxy's error page), and only a JSON answer of an older server
 * is shown in its own words.
 */
export function errorText(lang: UiLang, error: unknown): string {
  const t = ADMIN_MESSAGES[lang];
  if (!(error instanceof AdminApiError)) return (error as Error).message;
  if (error.status === 0) return t.failure.network;
  if (isErrorCode(error.code)) {
    const saying = t.errors[error.code];
    return typeof saying === 'string' ? saying : saying(error.details ?? {});
  }
  return error.answered ? error.message : t.failure.status(error.status);
}
