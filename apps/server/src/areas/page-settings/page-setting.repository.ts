import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { pageSettings } from './page-setting.table.js';

export type PageSettingRow = typeof pageSettings.$inferSelect;
type Writable = Partial<
  Pick<PageSettingRow, 'isEnableWatermark' | 'watermarkMode' | 'okMesHomeMode' | 'homePicture' | 'multiLanguage'>
>;

export class PageSettingRepository {
  constructor(private readonly db: Database) {}

  /** The enterprise's row, or undefined while it keeps the defaults. */
  find(tenantId: string): Promise<PageSettingRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.select().from(pageSettings).where(eq(pageSettings.tenantId, tenantId));
      return row;
    });
  }

  /** Writes the given fields (the rest keep their values, or the defaults on a new row). */
  save(tenantId: string, values: Writable, updatedBy: string): Promise<PageSettingRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const updatedAt = new Date();
      const [row] = await tx
        .insert(pageSettings)
        .values({ tenantId, ...values, updatedBy, updatedAt })
        .onConflictDoUpdate({ target: pageSettings.tenantId, set: { ...values, updatedBy, updatedAt } })
        .returning();
      return row!;
    });
  }
}
