import { toast } from 'react-toastify';
import { adminRequest } from '../api/client';
import { useUiLang } from '../messages/useUiLang';

type PreviewKind = 'news' | 'page';

/**
 * Opens the visitor page of a news item or a menu page (by its menu item) in a new tab, showing its latest version
 * through a signed link (POST /api/v1/preview) in the admin's language; the tab's address is the link to send on.
 * The tab is opened at the click, before the link exists, or the browser would block it; `id` may still be coming
 * (a save first), and null when there is nothing to show.
 */
export function usePreview() {
  const { lang, t } = useUiLang();
  return async (kind: PreviewKind, id: string | null | Promise<string | null>) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const documentId = await id;
      if (!documentId) {
        tab?.close();
        return;
      }
      const { content } = await adminRequest<{ url: string }>('POST', '/api/v1/preview', { kind, id: documentId, lang });
      if (tab) tab.location.href = content.url;
      else window.location.assign(content.url);
    } catch (error) {
      tab?.close();
      toast.error(`${t.preview.failed}: ${(error as Error).message}`);
    }
  };
}
