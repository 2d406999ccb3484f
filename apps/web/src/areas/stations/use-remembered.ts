import { useCallback, useState } from 'react';
import { readLocal, removeLocal, writeLocal } from '../../app/storage';

/** A value kept in this browser's local storage under `key` (re-read when the key changes, e.g. another workstation). */
export function useRemembered(key: string | null): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(() => (key ? readLocal(key) : null));
  const [forKey, setForKey] = useState(key);
  if (forKey !== key) {
    setForKey(key);
    setValue(key ? readLocal(key) : null);
  }
  const set = useCallback(
    (next: string | null) => {
      setValue(next);
      if (!key) return;
      if (next) writeLocal(key, next);
      else removeLocal(key);
    },
    [key],
  );
  return [value, set];
}
