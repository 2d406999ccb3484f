import { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { SessionState } from './identity.repository.js';

/** How long a session's state is trusted without a change being announced. */
const SESSION_STATE_TTL_MS = 5_000;
/** Past this many sessions of one enterprise, expired copies are swept out on the next miss. */
const SWEEP_ABOVE = 10_000;

/** Told by the identity repositories of every write the session check reads. */
export interface SessionChanges {
  /** Call inside the transaction that changes a session or user of the enterprise. */
  changed(tenantId: string): void;
}

interface Entry {
  state: Promise<SessionState | undefined>;
  expiresAt: number;
}

/**
 * The session and user fields every request's session check reads, kept in memory per session
 * for a few seconds. A write to an enterprise's sessions or users (sign-out, force-offline, a
 * disabled or renamed user) drops all of that enterprise's copies once it commits, in every
 * process (the `tenantCache` bus topic), so it takes effect on the next request.
 */
export class SessionStateCache implements SessionChanges {
  private readonly tenants: TenantCache<Map<string, Entry>>;

  constructor(db: Database, bus: EventBus) {
    this.tenants = new TenantCache('sessionStates', db, bus, async () => new Map());
  }

  async get(
    tenantId: string,
    sessionId: string,
    load: () => Promise<SessionState | undefined>,
  ): Promise<SessionState | undefined> {
    const entries = await this.tenants.get(tenantId);
    const now = Date.now();
    const cached = entries.get(sessionId);
    if (cached && cached.expiresAt > now) return cached.state;
    if (entries.size > SWEEP_ABOVE) {
      for (const [id, entry] of entries) if (entry.expiresAt <= now) entries.delete(id);
    }
    const state = load();
    const entry = { state, expiresAt: now + SESSION_STATE_TTL_MS };
    entries.set(sessionId, entry);
    // An unknown session or a failed read is not kept.
    state.then(
      (found) => {
        if (!found && entries.get(sessionId) === entry) entries.delete(sessionId);
      },
      () => {
        if (entries.get(sessionId) === entry) entries.delete(sessionId);
      },
    );
    return state;
  }

  changed(tenantId: string): void {
    this.tenants.changed(tenantId);
  }
}
