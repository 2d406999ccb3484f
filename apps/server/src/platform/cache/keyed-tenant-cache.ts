import type { Database } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';
import { TenantCache } from './tenant-cache.js';

/** Told of every write that changes what a cache of an enterprise holds. */
export interface TenantChanges {
  /** Call inside the transaction that makes the change. */
  changed(tenantId: string): void;
}

interface Entry<V> {
  value: Promise<V | undefined>;
  expiresAt: number;
}

/** Past this many keys of one enterprise, expired copies are swept out on the next miss. */
const SWEEP_ABOVE = 10_000;

/**
 * Per-key data of an enterprise (a session, a user's grants) read on every request, kept in
 * each process's memory for at most `ttlMs`. `changed` drops all of the enterprise's copies once
 * its transaction commits, in every process (the `tenantCache` bus topic, as {@link TenantCache}).
 * An absent value (undefined) or a failed read is not kept.
 */
export class KeyedTenantCache<V> implements TenantChanges {
  private readonly tenants: TenantCache<Map<string, Entry<V>>>;

  constructor(
    name: string,
    db: Database,
    bus: EventBus,
    private readonly ttlMs: number,
  ) {
    this.tenants = new TenantCache(name, db, bus, async () => new Map());
  }

  async get(tenantId: string, key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const entries = await this.tenants.get(tenantId);
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    if (entries.size > SWEEP_ABOVE) {
      for (const [id, entry] of entries) if (entry.expiresAt <= now) entries.delete(id);
    }
    const value = load();
    const entry = { value, expiresAt: now + this.ttlMs };
    entries.set(key, entry);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    value.then((found) => {
      if (found === undefined) forget();
    }, forget);
    return value;
  }

  changed(tenantId: string): void {
    this.tenants.changed(tenantId);
  }
}
