import { useCallback, useRef, useState } from 'react';

type Update<T> = T | ((current: T) => T);

/**
 * A form's edited value over the value loaded from the server: until the admin edits, the form
 * shows what was loaded (no effect copies it in later and overwrites typing); `reset` drops the edits.
 */
export function useDraft<T>(loaded: T) {
  const [draft, setDraft] = useState<T | null>(null);
  const latest = useRef(loaded);
  latest.current = loaded;
  const update = useCallback((next: Update<T>) => {
    setDraft((current) => {
      const base = current ?? latest.current;
      return typeof next === 'function' ? (next as (value: T) => T)(base) : next;
    });
  }, []);
  const reset = useCallback(() => setDraft(null), []);
  // The fourth: whether the admin has edited since it was loaded (or reset).
  return [draft ?? loaded, update, reset, draft !== null] as const;
}
