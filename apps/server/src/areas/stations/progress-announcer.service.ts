import type { Hub } from '../../platform/hub/hub.js';

/** At most one announcement per enterprise per this many milliseconds, from each server process. */
export const ANNOUNCE_INTERVAL_MS = 1_000;

interface Pending {
  ids: Set<string>;
  timer: NodeJS.Timeout | null;
  lastSent: number;
}

/**
 * Tells the open pages of an enterprise that work orders progressed (hub `RefreshTable`, data
 * `{table: 'workOrder', ids}`). A storm of scans would otherwise send one event per scan to
 * every socket: the first change is announced at once, the changes that follow within the
 * interval are gathered into one event at its end.
 */
export class ProgressAnnouncer {
  private readonly tenants = new Map<string, Pending>();

  constructor(
    private readonly hub: Pick<Hub, 'publish'>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Call after the scan's transaction committed. */
  announce(tenantId: string, orderIds: readonly string[]): void {
    let pending = this.tenants.get(tenantId);
    if (!pending) {
      pending = { ids: new Set(), timer: null, lastSent: 0 };
      this.tenants.set(tenantId, pending);
    }
    for (const id of orderIds) pending.ids.add(id);
    if (pending.timer) return;
    const wait = pending.lastSent + ANNOUNCE_INTERVAL_MS - Date.now();
    if (wait <= 0) this.flush(tenantId, pending);
    else {
      pending.timer = setTimeout(() => this.flush(tenantId, pending), wait);
      pending.timer.unref();
    }
  }

  private flush(tenantId: string, pending: Pending): void {
    pending.timer = null;
    pending.lastSent = Date.now();
    const ids = [...pending.ids];
    pending.ids.clear();
    this.hub
      .publish({ target: { tenantId }, event: 'RefreshTable', data: { table: 'workOrder', ids } })
      .catch(this.onError);
  }

  /** Drops pending announcements (server shutdown). */
  close(): void {
    for (const pending of this.tenants.values()) if (pending.timer) clearTimeout(pending.timer);
    this.tenants.clear();
  }
}
