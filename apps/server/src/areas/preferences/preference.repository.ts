import type { Preferences } from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { userPreferences } from './preference.table.js';

export class PreferenceRepository {
  constructor(private readonly db: Database) {}

  /** The values the user saved, or undefined when they never saved any. */
  find(tenantId: string, userId: string): Promise<Partial<Preferences> | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ values: userPreferences.values })
        .from(userPreferences)
        .where(and(eq(userPreferences.tenantId, tenantId), eq(userPreferences.userId, userId)));
      return row?.values;
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
