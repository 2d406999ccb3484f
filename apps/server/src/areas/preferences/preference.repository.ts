import type { Preferences } from '@takt/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/table-rows.js';
import { userPreferences } from './preference.table.js';

export class PreferenceRepository {
  constructor(private readonly db: Database) {}

  /** The values the user saved, or undefined when they never saved any. */
  find(tenantId: string, userId: string): Promise<Partial<Preferences> | undefined> {
    // Read by every account call: a `sql` template, not drizzle's builder (platform/db/table-rows.ts).
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = rowsOf<{ values: unknown }>(
        await tx.execute(
          sql`select "values" from user_preferences where tenant_id = ${tenantId} and user_id = ${userId}`,
        ),
      );
      return row ? (userPreferences.values.mapFromDriverValue(row.values) as Partial<Preferences>) : undefined;
    });
  }

  save(tenantId: string, userId: string, values: Partial<Preferences>): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      const updatedAt = new Date();
      await tx
        .insert(userPreferences)
        .values({ tenantId, userId, values, updatedAt })
        .onConflictDoUpdate({
          target: [userPreferences.tenantId, userPreferences.userId],
          set: { values, updatedAt },
        });
    });
  }
}
