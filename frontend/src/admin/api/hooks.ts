import { useEffect, useMemo, useRef } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { adminGet, adminRequest } from './client';

/** An admin read with SWR; a failure toasts its message once (SPEC.md: dashboard load error). */
export function useAdmin<T>(path: string | null, failureToast?: (message: string) => string) {
  // Admin screens always read fresh: another screen may have just changed the data.
  const answer = useSWR<T>(path, adminGet, { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 });
  const describe = useRef(failureToast);
  describe.current = failureToast;
  useEffect(() => {
    if (answer.error && describe.current && answer.error.status !== 401)
      toast.error(describe.current(answer.error.message), { toastId: `load-${path}` });
  }, [answer.error, path]);
  return answer;
}

/** A paged admin list as the contract answers it. */
export interface Paged<T> {
  content: T[];
  totalElements: number;
}

export interface BaseItem<T> {
  id: string;
  data: T;
}

interface RawItem {
  id: string;
  type: string;
  data: string;
}

/** Content items of one kind, `data` parsed. */
export function useBaseItems<T>(type: string) {
  const answer = useAdmin<RawItem[]>(`/api/v1/baseInfo?type=${type}`, (message) => message);
  // Stable between renders, so that forms seeded from it are not reset while the admin types.
  const items = useMemo<BaseItem<T>[] | undefined>(() => answer.data?.flatMap((item) => parseItem<T>(item)), [answer.data]);
  return { ...answer, items };
}

/** An item whose `data` is not a JSON object is left out instead of breaking the screen. */
function parseItem<T>(item: RawItem): BaseItem<T>[] {
  try {
    const data: unknown = JSON.parse(item.data);
    return typeof data === 'object' && data !== null ? [{ id: item.id, data: data as T }] : [];
  } catch {
    console.error('Unreadable content item', item.id);
    return [];
  }
}

export const saveBaseItem = (type: string, data: unknown, id?: string) =>
  adminRequest(id ? 'PUT' : 'POST', '/api/v1/baseInfo', { ...(id ? { id } : {}), type, data: JSON.stringify(data) });

export const deleteBaseItem = (id: string) => adminRequest('DELETE', `/api/v1/baseInfo/${encodeURIComponent(id)}`);
