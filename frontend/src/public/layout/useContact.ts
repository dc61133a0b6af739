import { useItems } from '../../api/contentItems';
import type { Contact } from '../../api/types';
import { useLang } from '../../i18n/useLang';
import { layoutReads } from './layoutReads';

/** The footer contacts (CONTACT), shared by the top bar and the footer. */
export function useContact(): Contact {
  return useItems<Contact>(layoutReads(useLang()).contact).items?.[0] ?? {};
}
