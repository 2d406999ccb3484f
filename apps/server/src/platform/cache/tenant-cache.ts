import type { Database } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';

/**
 * Per-enterprise data read often and changed rarely (dictionaries, parameters), kept in each
 * process's memory. A change is announced on the bus once its transaction has committed, so
 * every process, this one included, drops that enterprise's copy and reloads it on next use.
 */
export class TenantCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(
    /** Names the cache on the bus; unique per kind of data. */
    private readonly name: string,
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly load: (tenantId: string) => Promise<T>,
  ) {
    bus.subscribe('tenantCache', (message) => {
      if (message.cache === this.name) this.entries.delete(message.tenantId);
    });
    // Changes may have been announced while this process could not hear them.
    bus.onMissed(() => this.entries.clear());
  }

  get(tenantId: string): Promise<T> {
    let entry = this.entries.get(tenantId);
    if (!entry) {
      entry = this.load(tenantId);
      this.entries.set(tenantId, entry);
      entry.catch(() => {
        if (this.entries.get(tenantId) === entry) this.entries.delete(tenantId);
      });
    }
    return entry;
  }

  /**
   * Call inside the transaction that changes the data: once it commits, this process drops its
   * copy at once (before the response leaves) and every other process hears of it on the bus.
   * A load that ran inside the transaction is dropped too, since it may have seen uncommitted rows.
   */
  changed(tenantId: string): void {
    this.db.afterCommit(async () => {
      this.entries.delete(tenantId);
      await this.bus.publish('tenantCache', { cache: this.name, tenantId });
    });
  }

  /** Whether this process holds a copy (for tests). */
  holds(tenantId: string): boolean {
    return this.entries.has(tenantId);
  }
}
