import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { tenants } from './tenant.table.js';

export type TenantRow = typeof tenants.$inferSelect;

export class TenantRepository {
  constructor(private readonly db: Database) {}

  /** The tenant's own row; row-level security lets a tenant read nothing else. */
  findById(tenantId: string): Promise<TenantRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
      return row;
    });
  }
}
