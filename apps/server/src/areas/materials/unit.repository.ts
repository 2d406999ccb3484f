import type { CodedRef, unitPageQuerySchema } from '@takt/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { materials, units } from './materials.table.js';

export type UnitRow = typeof units.$inferSelect;
export type UnitWritable = Pick<UnitRow, 'code' | 'name' | 'precision' | 'remark'>;
type PageQuery = z.output<typeof unitPageQuerySchema>;

export class UnitRepository {
  /** Lookups of the registry (provider, usage finders) and the row lock of a delete. */
  readonly lookups: CodedLookups<typeof units>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, units);
  }

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(units).$dynamic(), query, {
        table: units,
        where: listConditions(
          query,
          { contains: { code: units.code, name: units.name } },
          eq(units.tenantId, tenantId),
        ),
        sortable: { code: units.code, name: units.name, precision: units.precision, createdAt: units.createdAt },
        defaultOrder: asc(units.code),
        tieBreaker: units.id,
      });
      return { rows, totalRows };
    });
  }

  findById(tenantId: string, id: string, lock = false): Promise<UnitRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const query = tx
        .select()
        .from(units)
        .where(and(eq(units.tenantId, tenantId), eq(units.id, id)));
      const [row] = lock ? await query.for('key share') : await query;
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<UnitRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(units)
        .where(and(eq(units.tenantId, tenantId), eq(units.code, code)));
      return row;
    });
  }

  /** Materials in the unit whose safety stock has more than `precision` decimals (at most `limit`). */
  materialsFinerThan(tenantId: string, unitId: string, precision: number, limit: number): Promise<CodedRef[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: materials.id, code: materials.code, name: materials.name })
        .from(materials)
        .where(
          and(
            eq(materials.tenantId, tenantId),
            eq(materials.unitId, unitId),
            sql`${materials.safetyStock} <> round(${materials.safetyStock}, ${precision}::int)`,
          ),
        )
        .orderBy(asc(materials.code))
        .limit(limit),
    );
  }

  insert(tenantId: string, values: UnitWritable): Promise<UnitRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(units)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: UnitWritable): Promise<UnitRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(units)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(units.tenantId, tenantId), eq(units.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(units)
        .where(and(eq(units.tenantId, tenantId), eq(units.id, id)))
        .returning({ id: units.id });
      return rows.length > 0;
    });
  }
}
