import { PARAM_VALUE_RULES } from '@takt/contracts';
import { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { createParameterResource } from './parameter.resource.js';

/**
 * System parameters of an enterprise: the list's resource, and values for other areas through
 * `value(tenantId, code)` (cached per enterprise in each process, dropped on change across processes).
 */
export class ParameterService {
  readonly resource: ReturnType<typeof createParameterResource>;
  private readonly cache: TenantCache<Map<string, string>>;

  constructor(db: Database, references: ReferenceRegistry, bus: EventBus) {
    this.resource = createParameterResource(db, references, (tenantId) => this.cache.changed(tenantId));
    this.cache = new TenantCache('parameters', db, bus, async (tenantId) => {
      const rows = await this.resource.repo.all(tenantId, {});
      return new Map(rows.map((row) => [row.code, row.value]));
    });
  }

  /** A parameter's value, or null when the enterprise has no parameter with that code. */
  async value(tenantId: string, code: string): Promise<string | null> {
    return (await this.cache.get(tenantId)).get(code) ?? null;
  }

  /** The session-level lookup for pages: secrets (such as the default password) read as absent. */
  publicValue(tenantId: string, code: string): Promise<string | null> {
    if (PARAM_VALUE_RULES[code]?.secret) return Promise.resolve(null);
    return this.value(tenantId, code);
  }
}
