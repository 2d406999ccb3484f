import type { sysParamPageQuerySchema } from '@takt/contracts';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { likePattern, pageOffset, pageOrder } from '../../platform/db/paging.js';
import { systemParameters } from './parameter.table.js';

export type SysParamRow = typeof systemParameters.$inferSelect;
type PageQuery = z.output<typeof sysParamPageQuerySchema>;
type Writable = Pick<SysParamRow, 'name' | 'code' | 'category' | 'value' | 'remark' | 'sort'>;

export class ParameterRepository {
  constructor(private readonly db: Database) {}

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const filters: SQL[] = [eq(systemParameters.tenantId, tenantId)];
      if (query.name) filters.push(ilike(systemParameters.name, likePattern(query.name)));
      if (query.code) filters.push(ilike(systemParameters.code, likePattern(query.code)));
      if (query.category) filters.push(ilike(systemParameters.category, likePattern(query.category)));
      if (query.isSystem !== undefined) filters.push(eq(systemParameters.isSystem, query.isSystem));
      const where = and(...filters);
      const rows = await tx
        .select()
        .from(systemParameters)
        .where(where)
        .orderBy(
          ...pageOrder(
            query,
            {
              name: systemParameters.name,
              code: systemParameters.code,
              category: systemParameters.category,
              sort: systemParameters.sort,
              createdAt: systemParameters.createdAt,
            },
            asc(systemParameters.sort),
            systemParameters.id,
          ),
        )
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [total] = await tx.select({ n: count() }).from(systemParameters).where(where);
      return { rows, totalRows: Number(total?.n ?? 0) };
    });
  }

  /** Every parameter's code and value (what the cache holds). */
  values(tenantId: string) {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ code: systemParameters.code, value: systemParameters.value })
        .from(systemParameters)
        .where(eq(systemParameters.tenantId, tenantId)),
    );
  }

  findById(tenantId: string, id: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(systemParameters)
        .where(and(eq(systemParameters.tenantId, tenantId), eq(systemParameters.id, id)));
      return row;
    });
  }

  findByCode(tenantId: string, code: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(systemParameters)
        .where(and(eq(systemParameters.tenantId, tenantId), eq(systemParameters.code, code)));
      return row;
    });
  }

  insert(tenantId: string, values: Writable & { isSystem: boolean }) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(systemParameters)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: Writable) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(systemParameters)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(systemParameters.tenantId, tenantId), eq(systemParameters.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string) {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(systemParameters)
        .where(and(eq(systemParameters.tenantId, tenantId), eq(systemParameters.id, id)));
    });
  }
}
