import type { productFilterSchema, productPageQuerySchema } from '@takt/contracts';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../platform/db/database.js';
import { likePattern, pageOffset, pageOrder } from '../../platform/db/paging.js';
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
  const list: SQL[] = [eq(products.tenantId, tenantId)];
  if (query.code) list.push(ilike(products.code, likePattern(query.code)));
  if (query.name) list.push(ilike(products.name, likePattern(query.name)));
  if (query.spec) list.push(ilike(products.spec, likePattern(query.spec)));
  if (query.productTypeId) list.push(eq(products.productTypeId, query.productTypeId));
  if (query.unitId) list.push(eq(products.unitId, query.unitId));
  if (query.routingId) list.push(eq(products.routingId, query.routingId));
  return and(...list);
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
      const where = filters(tenantId, query);
      const rows = await this.joined(tx)
        .where(where)
        .orderBy(
          ...pageOrder(
            query,
            { code: products.code, name: products.name, spec: products.spec, createdAt: products.createdAt },
            asc(products.code),
            products.id,
          ),
        )
        .limit(query.pageSize)
        .offset(pageOffset(query));
      const [total] = await tx.select({ n: count() }).from(products).where(where);
      return { rows: rows as ProductJoined[], totalRows: Number(total?.n ?? 0) };
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
