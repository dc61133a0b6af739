import type { AppealPosted } from '@lyceum/contract/appeal';
import { POSTED_READ } from '@lyceum/contract/posted';
import { useRead, type Read } from '../../api/read';

/** What this page's form post answered, when the page is that answer; nothing on a page opened as usual. */
export function usePosted<F extends AppealPosted['form']>(form: F): Extract<AppealPosted, { form: F }> | undefined {
  const { data } = useRead(POSTED_READ as Read<AppealPosted>);
  return data?.form === form ? (data as Extract<AppealPosted, { form: F }>) : undefined;
}
