/**
 * A value kept for `ms` milliseconds: the host page polls every few seconds, and some facts
 * (the database's size, the disk) cost more than they change. Concurrent callers share one
 * pending read; a failed read is not kept.
 */
export function briefly<T>(ms: number, read: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | null = null;
  return () => {
    const at = now();
    if (kept && at < kept.until) return kept.value;
    const value = read();
    const entry = { value, until: at + ms };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
