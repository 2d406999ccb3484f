import type { productFilterSchema, productPageQuerySchema } from '@takt/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../platform/db/database.js';
import { listConditions, selectPage } from '../../platform/db/paged-select.js';
import { CodedLookups } from '../../platform/references/coded-lookups.js';
import { products, productTypes, units } from './materials.table.js';

export type ProductRow = typeof products.$inferSelect;
export type ProductWritable = Pick<
  ProductRow,
  'code' | 'name' | 'spec' | 'productTypeId' | 'unitId' | 'routingId' | 'remark'
>;
/** A product with its unit and type (both of this area). */
export type ProductJoined = {
  product: ProductRow;
  unitCode: string;
  unitName: string;
  typeCode: string | null;
  typeName: string | null;
};
type PageQuery = z.output<typeof productPageQuerySchema>;
type Filter = z.output<typeof productFilterSchema>;

function filters(tenantId: string, query: Filter): SQL | undefined {
  return listConditions(
    query,
    {
      contains: { code: products.code, name: products.name, spec: products.spec },
      equals: { productTypeId: products.productTypeId, unitId: products.unitId, routingId: products.routingId },
    },
    eq(products.tenantId, tenantId),
  );
}

export class ProductRepository {
  /** Lookups of the registry (provider, usage finders) and the row lock of a delete. */
  readonly lookups: CodedLookups<typeof products>;

  constructor(private readonly db: Database) {
    this.lookups = new CodedLookups(db, products);
  }

  private joined(tx: Tx) {
    return tx
      .select({
        product: products,
        unitCode: units.code,
        unitName: units.name,
        typeCode: productTypes.code,
        typeName: productTypes.name,
      })
      .from(products)
      .innerJoin(units, and(eq(units.tenantId, products.tenantId), eq(units.id, products.unitId)))
      .leftJoin(
        productTypes,
        and(eq(productTypes.tenantId, products.tenantId), eq(productTypes.id, products.productTypeId)),
      );
  }

  page(tenantId: string, query: PageQuery) {
    return this.db.tenant(tenantId, async (tx) => {
      const { rows, totalRows } = await selectPage(tx, this.joined(tx).$dynamic(), query, {
        table: products,
        where: filters(tenantId, query),
        sortable: { code: products.code, name: products.name, spec: products.spec, createdAt: products.createdAt },
        defaultOrder: asc(products.code),
        tieBreaker: products.id,
      });
      return { rows: rows as ProductJoined[], totalRows: totalRows };
    });
  }

  list(tenantId: string, query: Filter, limit: number): Promise<ProductJoined[]> {
    return this.db.tenant(tenantId, (tx) =>
      this.joined(tx).where(filters(tenantId, query)).orderBy(asc(products.code)).limit(limit),
    );
  }

  findById(tenantId: string, id: string): Promise<ProductJoined | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await this.joined(tx).where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
      return row;
    });
  }

  findByCode(tenantId: string, code: string): Promise<ProductRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.code, code)));
      return row;
    });
  }

  insert(tenantId: string, values: ProductWritable): Promise<ProductRow> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ tenantId, ...values })
        .returning();
      return row!;
    });
  }

  update(tenantId: string, id: string, values: ProductWritable): Promise<ProductRow | undefined> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
        .returning();
      return row;
    });
  }

  delete(tenantId: string, id: string): Promise<boolean> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx
        .delete(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
        .returning({ id: products.id });
      return rows.length > 0;
    });
  }
}
