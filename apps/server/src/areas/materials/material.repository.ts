import type { CodedRef, materialFilterSchema, materialPageQuerySchema } from '@takt/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { materials, units } from './materials.table.js';

export type MaterialRow = typeof materials.$inferSelect;
export type MaterialWritable = Pick<
  MaterialRow,
  'code' | 'name' | 'spec' | 'type' | 'attribute' | 'unitId' | 'safetyStock' | 'remark'
>;
type PageQuery = z.output<typeof materialPageQuerySchema>;
type Filter = z.output<typeof materialFilterSchema>;

/** A material with its unit's code, name and precision (units belong to this area). */
const withUnit = {
  material: materials,
  unitCode: units.code,
  unitName: units.name,
  unitPrecision: units.precision,
};
export type MaterialWithUnit = { material: MaterialRow; unitCode: string; unitName: string; unitPrecision: number };

function filters(tenantId: string, query: Filter): SQL | undefined {
  return listConditions(
    query,
    {
      contains: { code: materials.code, name: materials.name, spec: materials.spec },
      equals: { type: materials.type, attribute: materials.attribute, unitId: materials.unitId },
    },
    eq(materials.tenantId, tenantId),
  );
}

export class MaterialRepository {
  /** Lookups of the registry (provider, usage finders) and the row lock of a delete. */
  readonly lookups: CodedLookups<typeof materials>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, materials);
  }

  private joined(tx: Tx) {
    return tx
      .select(withUnit)
      .from(materials)
      .innerJoin(units, and(eq(units.tenantId, materials.tenantId), eq(units.id, materials.unitId)));
  }

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, this.joined(tx).$dynamic(), query, {
        table: materials,
        where: filters(tenantId, query),
        sortable: {
          code: materials.code,
          name: materials.name,
          spec: materials.spec,
          type: materials.type,
          attribute: materials.attribute,
          safetyStock: materials.safetyStock,
          createdAt: materials.createdAt,
        },
        defaultOrder: asc(materials.code),
        tieBreaker: materials.id,
      });
      return { rows: rows as MaterialWithUnit[], totalRows };
    });
  }

  /** Every material matching the filter, by code (exports), at most `limit`. */
  list(tenantId: string, query: Filter, limit: number): Promise<MaterialWithUnit[]> {
    return this.db.tenant(tenantId, (tx) =>
      this.joined(tx).where(filters(tenantId, query)).orderBy(asc(materials.code)).limit(limit),
    );
  }

  findById(tenantId: string, id: string): Promise<MaterialWithUnit | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await this.joined(tx).where(and(eq(materials.tenantId, tenantId), eq(materials.id, id)));
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<MaterialRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(materials)
        .where(and(eq(materials.tenantId, tenantId), eq(materials.code, code)));
      return row;
    });
  }

  insert(tenantId: string, values: MaterialWritable): Promise<MaterialRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(materials)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: MaterialWritable): Promise<MaterialRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(materials)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(materials.tenantId, tenantId), eq(materials.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(materials)
        .where(and(eq(materials.tenantId, tenantId), eq(materials.id, id)))
        .returning({ id: materials.id });
      return rows.length > 0;
    });
  }

  /** Materials in the unit whose safety stock has more than `precision` decimals (at most `limit`). */
  finerThan(tenantId: string, unitId: string, precision: number, limit: number): Promise<CodedRef[]> {
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
}
