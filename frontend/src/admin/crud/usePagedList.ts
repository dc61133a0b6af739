import { useState } from 'react';
import type { Paged } from '../../api/types';
import { useAdmin } from '../api/hooks';
import type { AdminRead } from '../api/read';

/** A paged admin list: the page shown, its items, how many pages there are. */
export function usePagedList<T>(read: (page: number) => AdminRead<Paged<T>>, size: number, failureToast: (error: Error) => string) {
  const [page, setPage] = useState(0);
  const answer = useAdmin(read(page), failureToast);
  const { data, mutate } = answer;
  const pages = data ? Math.max(1, Math.ceil(data.totalElements / size)) : 1;

  /** After an item left the list: a page it left empty gives way to the one before. */
  const afterRemove = async () => {
    if (data && data.content.length === 1 && page > 0) setPage(page - 1);
    await mutate();
  };

  return { ...answer, page, setPage, pages, afterRemove };
}
