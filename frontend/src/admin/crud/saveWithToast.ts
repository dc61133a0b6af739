import { toast } from 'react-toastify';
import { errorText } from '../messages/errorText';
import type { UiLanguage } from '../messages/useUiLang';
import type { SaveAs } from '../ui/PublicationField';

export interface SaveTexts {
  /** A fixed success text; without one, the server's message in Uzbek, else 'Saqlandi' in the admin's language. */
  saved?: string;
  /** The failure text; without one, the refusal in the admin's language (errorText). */
  failed?: (error: unknown) => string;
}

/** A wizard's save toast as it stored (`as`): submitted for review, kept a draft, or the server's word for a publication. */
export const wizardSaveTexts = (t: UiLanguage['t'], as: SaveAs): SaveTexts =>
  as.review ? { saved: t.review.submitted } : as.draft ? { saved: t.drafts.saved } : {};

/** Runs a save and toasts how it went, in the admin's language `ui`; resolves to whether it was stored. */
export async function saveWithToast(
  ui: Pick<UiLanguage, 'lang' | 't'>,
  save: () => Promise<{ message?: string }>,
  texts: SaveTexts = {},
): Promise<boolean> {
  try {
    const { message } = await save();
    // The server's message is Uzbek ('Saqlandi'), as the spec shows it: another language says its own word.
    toast.success(texts.saved ?? (ui.lang === 'uz' ? message : undefined) ?? ui.t.crud.saved);
    return true;
  } catch (error) {
    toast.error(texts.failed ? texts.failed(error) : errorText(ui.lang, error));
    return false;
  }
}
