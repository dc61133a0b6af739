import { useEffect, useMemo, useRef } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import type { BaseType } from '@lyceum/contract/base-kinds';
import { itemData } from '../../api/contentItems';
import { errorText } from '../messages/errorText';
import { useUiLang } from '../messages/useUiLang';
import { baseApi } from './base';
import { AdminApiError, adminGet } from './client';
import type { AdminRead } from './read';

/** An admin read with SWR; a failure toasts once, in the screen's words for it, so that a list that did not load is not taken for an empty one. */
export function useAdmin<T>(read: AdminRead<T> | null, failureToast?: (error: Error) => string) {
  // Admin screens always read fresh: another screen may have just changed the data.
  const answer = useSWR<T, AdminApiError>(read, adminGet<T>, { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 });
  const describe = useRef(failureToast);
  describe.current = failureToast;
  useEffect(() => {
    if (answer.error && describe.current && answer.error.status !== 401)
      toast.error(describe.current(answer.error), { toastId: `load-${read}` });
  }, [answer.error, read]);
  return answer;
}

/** A failed read's toast in the admin's language: the refusal said by its code, else the server's own words. */
export function useFailureText() {
  const { lang } = useUiLang();
  return (error: Error) => errorText(lang, error);
}

export interface BaseItem<T> {
  id: string;
  data: T;
}

/** Content items of one kind, `data` parsed. */
export function useBaseItems<T>(type: BaseType) {
  const answer = useAdmin(baseApi.list(type), useFailureText());
  // Stable between renders, so that forms seeded from it are not reset while the admin types.
  const items = useMemo<BaseItem<T>[] | undefined>(
    () =>
      answer.data?.flatMap((item) => {
        const data = itemData<T>(item);
        return data === undefined ? [] : [{ id: item.id, data }];
      }),
    [answer.data],
  );
  return { ...answer, items };
}
