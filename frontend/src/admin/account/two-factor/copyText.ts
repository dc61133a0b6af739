import { toast } from 'react-toastify';

/** Puts text on the clipboard and says whether it worked (the clipboard needs a secure page and the browser's consent). */
export async function copyText(text: string, texts: { copied: string; copyFailed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(texts.copied);
  } catch {
    toast.error(texts.copyFailed);
  }
}
