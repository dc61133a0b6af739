import { toast } from 'react-toastify';
import { errorText } from '../messages/errorText';
import { ADMIN_MESSAGES, type UiLang } from '../messages';

export interface DeleteTexts {
  confirm: string;
  /** What is deleted, named on a line of its own under `confirm`. */
  name?: string;
  deleted: string;
  /** Without one, the refusal is said in the admin's language (errorText). */
  failed?: string;
}

/**
 * Asks with the screen's confirm text (the spec's words kept whole) and the name of what it deletes, deletes, and toasts
 * the screen's outcome texts (in the admin's language `lang`).
 */
export async function confirmAndDelete(
  lang: UiLang,
  texts: DeleteTexts,
  remove: () => Promise<unknown>,
  after?: () => unknown,
): Promise<void> {
  const question = texts.name?.trim() ? `${texts.confirm}\n${ADMIN_MESSAGES[lang].lists.named(texts.name.trim())}` : texts.confirm;
  if (!window.confirm(question)) return;
  try {
    await remove();
    toast.success(texts.deleted);
    await after?.();
  } catch (error) {
    toast.error(texts.failed ?? errorText(lang, error));
  }
}
