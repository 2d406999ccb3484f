import { sql } from 'drizzle-orm';
import { APP_ROLE, type Database, type Tx } from '../../platform/db/database.js';

/**
 * Cross-tenant platform work (counting or removing the grants of every enterprise) from inside
 * a super administrator's request, which runs in the platform tenant's transaction: the work
 * runs as the connecting user (the `platform_access` policy) and the application role is put
 * back afterwards, so the rest of the request stays under row-level security. Outside any
 * transaction it is plain `db.system`.
 */
export async function asPlatform<T>(db: Database, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (db.currentTenant() === undefined) return db.system(work);
  return db.tenant(tenantId, async (tx) => {
    await tx.execute(sql`select set_config('role', 'none', true)`);
    const result = await work(tx);
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
    return result;
  });
}
