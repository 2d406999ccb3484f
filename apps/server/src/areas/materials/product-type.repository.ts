import type { productTypePageQuerySchema } from '@takt/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Tx } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { productTypes } from './materials.table.js';

export type ProductTypeRow = typeof productTypes.$inferSelect;
export type ProductTypeWritable = Pick<ProductTypeRow, 'code' | 'name' | 'parentId' | 'sort' | 'remark'>;
export type ProductTypeWithParent = { type: ProductTypeRow; parentCode: string | null; parentName: string | null };
type PageQuery = z.output<typeof productTypePageQuerySchema>;

const parent = alias(productTypes, 'parent');

export class ProductTypeRepository {
  /** Lookups of the registry (provider, usage finders) and the row lock of a delete. */
  readonly lookups: CodedLookups<typeof productTypes>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, productTypes);
  }

  private joined(tx: Tx) {
    return tx
      .select({ type: productTypes, parentCode: parent.code, parentName: parent.name })
      .from(productTypes)
      .leftJoin(parent, and(eq(parent.tenantId, productTypes.tenantId), eq(parent.id, productTypes.parentId)));
  }

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, this.joined(tx).$dynamic(), query, {
        table: productTypes,
        where: listConditions(
          query,
          {
            contains: { code: productTypes.code, name: productTypes.name },
            equals: { parentId: productTypes.parentId },
          },
          eq(productTypes.tenantId, tenantId),
        ),
        sortable: {
          code: productTypes.code,
          name: productTypes.name,
          sort: productTypes.sort,
          createdAt: productTypes.createdAt,
        },
        defaultOrder: asc(productTypes.sort),
        tieBreaker: productTypes.id,
      });
      return { rows: rows as ProductTypeWithParent[], totalRows };
    });
  }

  findById(tenantId: string, id: string): Promise<ProductTypeWithParent | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await this.joined(tx).where(and(eq(productTypes.tenantId, tenantId), eq(productTypes.id, id)));
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<ProductTypeRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(productTypes)
        .where(and(eq(productTypes.tenantId, tenantId), eq(productTypes.code, code)));
      return row;
    });
  }

  /** Id and parent of every type of the enterprise (for the loop check of a move). */
  links(tenantId: string): Promise<{ id: string; parentId: string | null }[]> {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: productTypes.id, parentId: productTypes.parentId })
        .from(productTypes)
        .where(eq(productTypes.tenantId, tenantId)),
    );
  }

  insert(tenantId: string, values: ProductTypeWritable): Promise<ProductTypeRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(productTypes)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: ProductTypeWritable): Promise<ProductTypeRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(productTypes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(productTypes.tenantId, tenantId), eq(productTypes.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(productTypes)
        .where(and(eq(productTypes.tenantId, tenantId), eq(productTypes.id, id)))
        .returning({ id: productTypes.id });
      return rows.length > 0;
    });
  }
}
