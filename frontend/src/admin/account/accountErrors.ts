import { AdminApiError } from '../api/client';
import { serverMessage, type UiLang } from '../history/historyMessages';
import { ACCOUNT_MESSAGES } from './accountMessages';

/** A refused or failed account call in the screen's language: the throttle says so, anything else as the trash and audit screens say it. */
export function accountError(lang: UiLang, error: unknown): string {
  if (error instanceof AdminApiError && error.status === 429) return ACCOUNT_MESSAGES[lang].tooMany;
  return serverMessage(lang, (error as Error).message);
}
