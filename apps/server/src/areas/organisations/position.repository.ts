import type { positionPageQuerySchema } from '@takt/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { positions } from './position.table.js';

export type PositionRow = typeof positions.$inferSelect;
export type PositionWritable = Pick<PositionRow, 'name' | 'code' | 'sort' | 'remark'>;
type PageQuery = z.output<typeof positionPageQuerySchema>;

export class PositionRepository {
  constructor(private readonly db: Database) {}

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(positions).$dynamic(), query, {
        table: positions,
        where: listConditions(
          query,
          { contains: { name: positions.name, code: positions.code } },
          eq(positions.tenantId, tenantId),
        ),
        sortable: { name: positions.name, code: positions.code, sort: positions.sort, createdAt: positions.createdAt },
        defaultOrder: asc(positions.sort),
        tieBreaker: positions.id,
      });
      return { rows, totalRows };
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
