import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { MenuRow } from './access.repository.js';
import { menus, roleMenus } from './access.table.js';
import { asPlatform } from './platform-context.js';

export type MenuWritable = Omit<MenuRow, 'id'>;

/** The menus table (platform-level: no tenant column), written by the super administrator. */
export class MenuAdminRepository {
  constructor(private readonly db: Database) {}

  /** Every menu, directory and button, by sort within the whole table. */
  all(tenantId: string): Promise<MenuRow[]> {
    return this.db.tenant(tenantId, (tx) => tx.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)));
  }

  findById(tenantId: string, id: string): Promise<MenuRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.select().from(menus).where(eq(menus.id, id));
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<MenuRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.select().from(menus).where(eq(menus.code, code));
      return row;
    });
  }

  childCount(tenantId: string, id: string): Promise<number> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.select({ n: count() }).from(menus).where(eq(menus.pid, id));
      return Number(row?.n ?? 0);
    });
  }

  insert(tenantId: string, values: MenuWritable): Promise<MenuRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.insert(menus).values(values).returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: Partial<MenuWritable>): Promise<MenuRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.update(menus).set(values).where(eq(menus.id, id)).returning();
      return row;
    });
  }

  setAppCode(tenantId: string, ids: string[], appCode: string): Promise<void> {
    if (!ids.length) return Promise.resolve();
    return this.db.tenant(tenantId, async (tx) => {
      await tx.update(menus).set({ appCode }).where(inArray(menus.id, ids));
    });
  }

  /** Deletes a menu and removes it from every enterprise's roles. */
  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(menus).where(eq(menus.id, id));
      await asPlatform(this.db, tenantId, (platform) => platform.delete(roleMenus).where(eq(roleMenus.menuId, id)));
    });
  }
}
