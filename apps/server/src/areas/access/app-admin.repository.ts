import type { appPageQuerySchema } from '@takt/contracts';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import type { AppRow } from './access.repository.js';
import { apps, menus, tenantApps } from './access.table.js';
import { asPlatform } from './platform-context.js';

type PageQuery = z.output<typeof appPageQuerySchema>;
type Writable = Pick<AppRow, 'name' | 'titles' | 'icon' | 'sort' | 'platformOnly'>;

/** The apps table (platform-level: no tenant column), read and written by the super administrator. */
export class AppAdminRepository {
  constructor(private readonly db: Database) {}

  page(tenantId: string, query: PageQuery): Promise<{ rows: AppRow[]; totalRows: number }> {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(apps).$dynamic(), query, {
        table: apps,
        where: listConditions(query, { contains: { name: apps.name, code: apps.code } }),
        sortable: { sort: apps.sort, code: apps.code, name: apps.name },
        defaultOrder: asc(apps.sort),
        tieBreaker: apps.id,
      });
      return { rows, totalRows };
    });
  }

  list(tenantId: string): Promise<AppRow[]> {
    return this.db.tenant(tenantId, (tx) => tx.select().from(apps).orderBy(asc(apps.sort), asc(apps.id)));
  }

  findById(tenantId: string, id: string): Promise<AppRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.select().from(apps).where(eq(apps.id, id));
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<AppRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.select().from(apps).where(eq(apps.code, code));
      return row;
    });
  }

  insert(tenantId: string, values: Writable & { code: string }): Promise<AppRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.insert(apps).values(values).returning();
      return row!;
    });
  }

  update(
    tenantId: string,
    id: string,
    values: Partial<Writable & { customised: boolean }>,
  ): Promise<AppRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx.update(apps).set(values).where(eq(apps.id, id)).returning();
      return row;
    });
  }

  /** Makes `id` the one default app. */
  setDefault(tenantId: string, id: string): Promise<AppRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .update(apps)
        .set({ isDefault: false })
        .where(and(eq(apps.isDefault, true), ne(apps.id, id)));
      const [row] = await tx.update(apps).set({ isDefault: true }).where(eq(apps.id, id)).returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(apps).where(eq(apps.id, id));
    });
  }

  /** Menus, directories and buttons per app code. */
  menuCounts(tenantId: string, codes: string[]): Promise<Map<string, number>> {
    return this.db.tenant(tenantId, async (tx) => {
      if (!codes.length) return new Map();
      const rows = await tx
        .select({ appCode: menus.appCode, n: count() })
        .from(menus)
        .where(inArray(menus.appCode, codes))
        .groupBy(menus.appCode);
      return new Map(rows.map((row) => [row.appCode, Number(row.n)]));
    });
  }

  /** Enterprises each app is granted to, across every enterprise. */
  tenantCounts(tenantId: string, codes: string[]): Promise<Map<string, number>> {
    if (!codes.length) return Promise.resolve(new Map());
    return asPlatform(this.db, tenantId, async (tx) => {
      const rows = await tx
        .select({ appCode: tenantApps.appCode, n: count() })
        .from(tenantApps)
        .where(inArray(tenantApps.appCode, codes))
        .groupBy(tenantApps.appCode);
      return new Map(rows.map((row) => [row.appCode, Number(row.n)]));
    });
  }
}
