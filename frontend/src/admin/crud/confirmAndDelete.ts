import { toast } from 'react-toastify';
import { errorText } from '../messages/errorText';
import type { UiLang } from '../messages';

export interface DeleteTexts {
  confirm: string;
  deleted: string;
  /** Without one, the refusal is said in the admin's language (errorText). */
  failed?: string;
}

/** Asks with the screen's confirm text, deletes, and toasts the screen's outcome texts (in the admin's language `lang`). */
export async function confirmAndDelete(
  lang: UiLang,
  texts: DeleteTexts,
  remove: () => Promise<unknown>,
  after?: () => unknown,
): Promise<void> {
  if (!window.confirm(texts.confirm)) return;
  try {
    await remove();
    toast.success(texts.deleted);
    await after?.();
  } catch (error) {
    toast.error(texts.failed ?? errorText(lang, error));
  }
}
