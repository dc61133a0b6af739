import { toast } from 'react-toastify';
import { publishingApi, type DraftKind } from '../api/publishing';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';

/**
 * Opens the visitor page of a news item or a menu page (by its menu item) in a new tab, showing its latest version
 * through a signed link in the admin's language; the tab's address is the link to send on.
 * The tab is opened at the click, before the link exists, or the browser would block it; `id` may still be coming
 * (a save first), and null when there is nothing to show.
 */
export function usePreview() {
  const { lang, t } = useUiLang();
  return async (kind: DraftKind, id: string | null | Promise<string | null>) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const documentId = await id;
      if (!documentId) {
        tab?.close();
        return;
      }
      const { content } = await publishingApi.previewLink({ kind, id: documentId, lang });
      if (tab) tab.location.href = content.url;
      else window.location.assign(content.url);
    } catch (error) {
      tab?.close();
      toast.error(`${t.preview.failed}: ${errorText(lang, error)}`);
    }
  };
}
