import { toast } from 'react-toastify';

export interface DeleteTexts {
  confirm: string;
  deleted: string;
  /** Without one, the server's words are shown. */
  failed?: string;
}

/** Asks with the screen's confirm text, deletes, and toasts the screen's outcome texts. */
export async function confirmAndDelete(texts: DeleteTexts, remove: () => Promise<unknown>, after?: () => unknown): Promise<void> {
  if (!window.confirm(texts.confirm)) return;
  try {
    await remove();
    toast.success(texts.deleted);
    await after?.();
  } catch (error) {
    toast.error(texts.failed ?? (error as Error).message);
  }
}
