import { toast } from 'react-toastify';
import { uz } from '../messages/uz';

export interface SaveTexts {
  /** A fixed success text; without one, the server's message, else 'Saqlandi'. */
  saved?: string;
  /** The failure text; without one, the server's words. */
  failed?: (error: unknown) => string;
}

/** Runs a save and toasts how it went; resolves to whether it was stored. */
export async function saveWithToast(save: () => Promise<{ message?: string }>, texts: SaveTexts = {}): Promise<boolean> {
  try {
    const { message } = await save();
    toast.success(texts.saved ?? message ?? uz.crud.saved);
    return true;
  } catch (error) {
    toast.error(texts.failed ? texts.failed(error) : (error as Error).message);
    return false;
  }
}
