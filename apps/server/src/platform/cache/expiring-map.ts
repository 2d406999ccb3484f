/** Past this many entries, the expired ones are swept out when one is added. */
export const EXPIRING_MAP_SWEEP_ABOVE = 10_000;

/**
 * Values kept for `ttlMs` each, keyed by what outsiders send (the device bus's sign-in names and
 * topics): an expired entry is not answered, and expired entries are swept out once there are
 * many, so keys never seen again do not pile up.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key` while it has not expired; undefined otherwise. */
  get(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    return entry && entry.until > this.now() ? { value: entry.value } : undefined;
  }

  set(key: string, value: V): void {
    const now = this.now();
    if (this.entries.size >= EXPIRING_MAP_SWEEP_ABOVE)
      for (const [name, entry] of this.entries) if (entry.until <= now) this.entries.delete(name);
    this.entries.set(key, { value, until: now + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
