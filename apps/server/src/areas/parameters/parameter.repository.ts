import type { sysParamPageQuerySchema } from '@takt/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { systemParameters } from './parameter.table.js';

export type SysParamRow = typeof systemParameters.$inferSelect;
type PageQuery = z.output<typeof sysParamPageQuerySchema>;
type Writable = Pick<SysParamRow, 'name' | 'code' | 'category' | 'value' | 'remark' | 'sort'>;

export class ParameterRepository {
  constructor(private readonly db: Database) {}

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(systemParameters).$dynamic(), query, {
        table: systemParameters,
        where: listConditions(
          query,
          {
            contains: { name: systemParameters.name, code: systemParameters.code, category: systemParameters.category },
            equals: { isSystem: systemParameters.isSystem },
          },
          eq(systemParameters.tenantId, tenantId),
        ),
        sortable: {
          name: systemParameters.name,
          code: systemParameters.code,
          category: systemParameters.category,
          sort: systemParameters.sort,
          createdAt: systemParameters.createdAt,
        },
        defaultOrder: asc(systemParameters.sort),
        tieBreaker: systemParameters.id,
      });
      return { rows, totalRows };
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
