import type {
  CodedRef,
  PageResult,
  Product,
  ProductDetail,
  productAddSchema,
  productEditSchema,
  productFilterSchema,
  productPageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ProductJoined, ProductRepository } from './product.repository.js';

/** Rows an export writes at most. */
export const PRODUCT_EXPORT_MAX = 20_000;

function toDto({ product: row, unitCode, unitName, typeCode, typeName }: ProductJoined, routing?: CodedRef): Product {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    spec: row.spec,
    productTypeId: row.productTypeId,
    productTypeCode: typeCode,
    productTypeName: typeName,
    unitId: row.unitId,
    unitCode,
    unitName,
    routingId: row.routingId,
    routingCode: routing?.code ?? null,
    routingName: routing?.name ?? null,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Fields = z.output<typeof productAddSchema>;

/**
 * Spec 001 §3 "Product". The routing belongs to the processes area: checked and named through
 * the reference registry. The work-instruction binding waits for the work-instruction issue.
 */
export class ProductService {
  constructor(
    private readonly db: Database,
    private readonly repo: ProductRepository,
    private readonly references: ReferenceRegistry,
  ) {}

  /** Rows with their routings' codes and names (one registry call per batch). */
  private async withRoutings(tenantId: string, rows: ProductJoined[]): Promise<Product[]> {
    const ids = [...new Set(rows.map((row) => row.product.routingId).filter((id): id is string => !!id))];
    const routings = new Map<string, CodedRef>();
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      for (const ref of await this.references.options(tenantId, { kind: 'routing', ids: chunk, limit: chunk.length }))
        routings.set(ref.id, ref);
    }
    return rows.map((row) => toDto(row, row.product.routingId ? routings.get(row.product.routingId) : undefined));
  }

  page(tenantId: string, query: z.output<typeof productPageQuerySchema>): Promise<PageResult<Product>> {
    return this.db.tenant(tenantId, async () => {
      const { rows, totalRows } = await this.repo.page(tenantId, query);
      return {
        rows: await this.withRoutings(tenantId, rows),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  list(tenantId: string, query: z.output<typeof productFilterSchema>): Promise<Product[]> {
    return this.db.tenant(tenantId, async () =>
      this.withRoutings(tenantId, await this.repo.list(tenantId, query, PRODUCT_EXPORT_MAX)),
    );
  }

  detail(tenantId: string, id: string): Promise<ProductDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      const [product] = await this.withRoutings(tenantId, [row]);
      return { ...product!, usedBy: await this.references.usages(tenantId, 'product', id) };
    });
  }

  findByCode(tenantId: string, code: string) {
    return this.repo.findByCode(tenantId, code);
  }

  /** The id of the routing with exactly this code, through the registry (null when none). */
  async routingIdByCode(tenantId: string, code: string): Promise<string | null> {
    return (await this.references.findByCode(tenantId, 'routing', code))?.id ?? null;
  }

  private async checkFields(tenantId: string, input: Fields) {
    await this.references.resolveOne(tenantId, 'unit', input.unitId, 'unitId');
    if (input.productTypeId)
      await this.references.resolveOne(tenantId, 'productType', input.productTypeId, 'productTypeId');
    if (input.routingId) await this.references.resolveOne(tenantId, 'routing', input.routingId, 'routingId');
    return {
      code: input.code,
      name: input.name,
      spec: input.spec || null,
      productTypeId: input.productTypeId || null,
      unitId: input.unitId,
      routingId: input.routingId || null,
      remark: input.remark || null,
    };
  }

  add(tenantId: string, input: Fields): Promise<Product> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('materials.productCodeTaken', { code: input.code });
      const row = await this.repo.insert(tenantId, await this.checkFields(tenantId, input));
      return (await this.withRoutings(tenantId, [(await this.repo.findById(tenantId, row.id))!]))[0]!;
    });
  }

  edit(tenantId: string, input: z.output<typeof productEditSchema>): Promise<Product> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== input.id) throw conflict('materials.productCodeTaken', { code: input.code });
      if (!(await this.repo.findById(tenantId, input.id))) throw notFound();
      const row = await this.repo.update(tenantId, input.id, await this.checkFields(tenantId, input));
      if (!row) throw notFound();
      return (await this.withRoutings(tenantId, [(await this.repo.findById(tenantId, row.id))!]))[0]!;
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.lookups.lockForDelete(tenantId, id);
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'product', row);
      await this.repo.delete(tenantId, id);
    });
  }
}
