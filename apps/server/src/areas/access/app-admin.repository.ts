import type { appPageQuerySchema } from '@takt/contracts';
import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { likePattern, pageOffset, pageOrder } from '../../platform/db/paging.js';
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
      const filters: SQL[] = [];
      if (query.name) filters.push(ilike(apps.name, likePattern(query.name)));
      if (query.code) filters.push(ilike(apps.code, likePattern(query.code)));
      const where = filters.length ? and(...filters) : undefined;
      const rows = await tx
        .select()
        .from(apps)
        .where(where)
        .orderBy(...pageOrder(query, { sort: apps.sort, code: apps.code, name: apps.name }, asc(apps.sort), apps.id))
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [total] = await tx.select({ n: count() }).from(apps).where(where);
      return { rows, totalRows: Number(total?.n ?? 0) };
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
