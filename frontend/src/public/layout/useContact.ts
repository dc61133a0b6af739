import { useBase } from '../../api/public';
import type { Contact } from '../../api/types';

/** The footer contacts (CONTACT), shared by the top bar and the footer through SWR's cache. */
export function useContact(): Contact {
  return useBase<Contact>('CONTACT').items?.[0] ?? {};
}
