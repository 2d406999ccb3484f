import type { dictionaryTypePageQuerySchema, dictionaryValuePageQuerySchema } from '@takt/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { dictionaryTypes, dictionaryValues } from './dictionary.table.js';

export type DictionaryTypeRow = typeof dictionaryTypes.$inferSelect;
export type DictionaryValueRow = typeof dictionaryValues.$inferSelect;
type TypePageQuery = z.output<typeof dictionaryTypePageQuerySchema>;
type ValuePageQuery = z.output<typeof dictionaryValuePageQuerySchema>;
type TypeWritable = Pick<DictionaryTypeRow, 'name' | 'titles' | 'code' | 'sort' | 'remark'>;
type ValueWritable = Pick<DictionaryValueRow, 'name' | 'titles' | 'code' | 'sort' | 'color' | 'remark'>;

export class DictionaryRepository {
  constructor(private readonly db: Database) {}

  page(tenantId: string, query: TypePageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(dictionaryTypes).$dynamic(), query, {
        table: dictionaryTypes,
        where: listConditions(
          query,
          {
            contains: { name: dictionaryTypes.name, code: dictionaryTypes.code },
            equals: { status: dictionaryTypes.status },
          },
          eq(dictionaryTypes.tenantId, tenantId),
        ),
        sortable: {
          name: dictionaryTypes.name,
          code: dictionaryTypes.code,
          sort: dictionaryTypes.sort,
          status: dictionaryTypes.status,
          createdAt: dictionaryTypes.createdAt,
        },
        defaultOrder: desc(dictionaryTypes.createdAt),
        tieBreaker: dictionaryTypes.id,
      });
      return { rows, totalRows };
    });
  }

  findById(tenantId: string, id: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(dictionaryTypes)
        .where(and(eq(dictionaryTypes.tenantId, tenantId), eq(dictionaryTypes.id, id)));
      return row;
    });
  }

  findByCode(tenantId: string, code: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(dictionaryTypes)
        .where(and(eq(dictionaryTypes.tenantId, tenantId), eq(dictionaryTypes.code, code)));
      return row;
    });
  }

  insert(tenantId: string, values: TypeWritable & { isDefault?: boolean }) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(dictionaryTypes)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: Partial<TypeWritable & { status: number }>) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(dictionaryTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(dictionaryTypes.tenantId, tenantId), eq(dictionaryTypes.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string) {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.delete(dictionaryTypes).where(and(eq(dictionaryTypes.tenantId, tenantId), eq(dictionaryTypes.id, id)));
    });
  }

  /** Every type and every value of the enterprise, in display order (what the lookup cache holds). */
  everything(tenantId: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const types = await tx
        .select()
        .from(dictionaryTypes)
        .where(eq(dictionaryTypes.tenantId, tenantId))
        .orderBy(asc(dictionaryTypes.sort), asc(dictionaryTypes.id));
      const values = await tx
        .select()
        .from(dictionaryValues)
        .where(eq(dictionaryValues.tenantId, tenantId))
        .orderBy(asc(dictionaryValues.sort), asc(dictionaryValues.id));
      return { types, values };
    });
  }

  valuePage(tenantId: string, query: ValuePageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, tx.select().from(dictionaryValues).$dynamic(), query, {
        table: dictionaryValues,
        where: listConditions(
          query,
          {
            contains: { name: dictionaryValues.name, code: dictionaryValues.code },
            equals: { status: dictionaryValues.status },
          },
          eq(dictionaryValues.tenantId, tenantId),
          eq(dictionaryValues.typeId, query.typeId),
        ),
        sortable: {
          name: dictionaryValues.name,
          code: dictionaryValues.code,
          sort: dictionaryValues.sort,
          status: dictionaryValues.status,
          createdAt: dictionaryValues.createdAt,
        },
        defaultOrder: asc(dictionaryValues.sort),
        tieBreaker: dictionaryValues.id,
      });
      return { rows, totalRows };
    });
  }

  countValues(tenantId: string, typeId: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select({ n: count() })
        .from(dictionaryValues)
        .where(and(eq(dictionaryValues.tenantId, tenantId), eq(dictionaryValues.typeId, typeId)));
      return Number(row?.n ?? 0);
    });
  }

  findValueById(tenantId: string, id: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(dictionaryValues)
        .where(and(eq(dictionaryValues.tenantId, tenantId), eq(dictionaryValues.id, id)));
      return row;
    });
  }

  findValueByCode(tenantId: string, typeId: string, code: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(dictionaryValues)
        .where(
          and(
            eq(dictionaryValues.tenantId, tenantId),
            eq(dictionaryValues.typeId, typeId),
            eq(dictionaryValues.code, code),
          ),
        );
      return row;
    });
  }

  insertValue(tenantId: string, values: ValueWritable & { typeId: string }) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(dictionaryValues)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  updateValue(tenantId: string, id: string, values: Partial<ValueWritable & { status: number }>) {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(dictionaryValues)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(dictionaryValues.tenantId, tenantId), eq(dictionaryValues.id, id)))
        .returning();
      return row;
    });
  }

  deleteValue(tenantId: string, id: string) {
    return this.db.tenant(tenantId, async (tx) => {
      await tx
        .delete(dictionaryValues)
        .where(and(eq(dictionaryValues.tenantId, tenantId), eq(dictionaryValues.id, id)));
    });
  }
}
