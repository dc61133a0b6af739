import { useRead, type BaseAnswer, type Read } from './read';
import type { ContentItem } from './types';

/** An item's `data` as an object; an unreadable one is undefined rather than breaking the page. */
export function itemData<T>(item: ContentItem): T | undefined {
  try {
    const data: unknown = JSON.parse(item.data);
    if (typeof data === 'object' && data !== null) return data as T;
  } catch {
    // reported below
  }
  console.error('Unreadable content item', item.id);
  return undefined;
}

/** The items of a content kind's answer, `data` parsed and spread beside the id; a one-kind gives a list of at most one. */
export const itemsOf = <T>(raw: ContentItem[] | ContentItem | null): (T & { id: string })[] =>
  (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((item) => {
    const data = itemData<T>(item);
    return data === undefined ? [] : [{ id: item.id, ...data }];
  });

/** A content kind's items, `data` parsed. One-kinds give a list of at most one. */
export function useItems<T>(key: Read<BaseAnswer>) {
  const answer = useRead(key);
  const raw = answer.data;
  return { ...answer, items: raw === undefined ? undefined : itemsOf<T>(raw) };
}
