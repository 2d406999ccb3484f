import { KeyedTenantCache } from '../../platform/cache/keyed-tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { SessionState } from './identity.repository.js';

/** How long a session's state is trusted without a change being announced. */
const SESSION_STATE_TTL_MS = 5_000;

/**
 * The session and user fields every request's session check reads, kept in memory per session
 * for a few seconds. The identity repositories report every write to an enterprise's sessions or
 * users (sign-out, force-offline, a disabled or renamed user), which drops all of that
 * enterprise's copies once it commits, in every process, so it takes effect on the next request.
 */
export class SessionStateCache extends KeyedTenantCache<SessionState> {
  constructor(db: Database, bus: EventBus) {
    super('sessionStates', db, bus, SESSION_STATE_TTL_MS);
  }
}
