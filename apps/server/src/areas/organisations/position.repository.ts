import type { positionPageQuerySchema } from '@takt/contracts';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { likePattern, pageOffset, pageOrder } from '../../platform/db/paging.js';
import { positions } from './position.table.js';

export type PositionRow = typeof positions.$inferSelect;
export type PositionWritable = Pick<PositionRow, 'name' | 'code' | 'sort' | 'remark'>;
type PageQuery = z.output<typeof positionPageQuerySchema>;

export class PositionRepository {
  constructor(private readonly db: Database) {}

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const filters: SQL[] = [eq(positions.tenantId, tenantId)];
      if (query.name) filters.push(ilike(positions.name, likePattern(query.name)));
      if (query.code) filters.push(ilike(positions.code, likePattern(query.code)));
      const where = and(...filters);
      const rows = await tx
        .select()
        .from(positions)
        .where(where)
        .orderBy(
          ...pageOrder(
            query,
            { name: positions.name, code: positions.code, sort: positions.sort, createdAt: positions.createdAt },
            asc(positions.sort),
            positions.id,
          ),
        )
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [total] = await tx.select({ n: count() }).from(positions).where(where);
      return { rows, totalRows: Number(total?.n ?? 0) };
    });
  }

  all(tenantId: string): Promise<PositionRow[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select()
        .from(positions)
        .where(eq(positions.tenantId, tenantId))
        .orderBy(asc(positions.sort), asc(positions.id)),
    );
  }

  findById(tenantId: string, id: string): Promise<PositionRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(positions)
        .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)));
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<PositionRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(positions)
        .where(and(eq(positions.tenantId, tenantId), eq(positions.code, code)));
      return row;
    });
  }

  insert(tenantId: string, values: PositionWritable): Promise<PositionRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(positions)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: PositionWritable): Promise<PositionRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(positions)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)))
        .returning();
      return row;
    });
  }

  /** Whether a row was deleted. */
  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(positions)
        .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)))
        .returning({ id: positions.id });
      return rows.length > 0;
    });
  }
}
