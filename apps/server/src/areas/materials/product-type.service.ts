import type {
  PageResult,
  ProductType,
  productTypeAddSchema,
  productTypeEditSchema,
  productTypePageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ProductTypeRepository, ProductTypeWithParent } from './product-type.repository.js';

function toDto({ type: row, parentCode, parentName }: ProductTypeWithParent): ProductType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    parentId: row.parentId,
    parentCode,
    parentName,
    sort: row.sort,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether `candidate` is `id` or lies below it in the tree given by `links`. */
export function isSelfOrDescendant(
  links: readonly { id: string; parentId: string | null }[],
  id: string,
  candidate: string,
): boolean {
  const parentOf = new Map(links.map((link) => [link.id, link.parentId]));
  const seen = new Set<string>();
  for (let at: string | null | undefined = candidate; at && !seen.has(at); at = parentOf.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

/** Product types: a tree. A type with sub-types or products cannot be deleted. */
export class ProductTypeService {
  constructor(
    private readonly db: Database,
    private readonly repo: ProductTypeRepository,
    private readonly references: ReferenceRegistry,
  ) {}

  async page(tenantId: string, query: z.output<typeof productTypePageQuerySchema>): Promise<PageResult<ProductType>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  findByCode(tenantId: string, code: string) {
    return this.repo.findByCode(tenantId, code);
  }

  add(tenantId: string, input: z.output<typeof productTypeAddSchema>): Promise<ProductType> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('materials.productTypeCodeTaken', { code: input.code });
      if (input.parentId) await this.references.resolveOne(tenantId, 'productType', input.parentId, 'parentId');
      const row = await this.repo.insert(tenantId, {
        code: input.code,
        name: input.name,
        parentId: input.parentId || null,
        sort: input.sort,
        remark: input.remark || null,
      });
      return toDto((await this.repo.findById(tenantId, row.id))!);
    });
  }

  edit(tenantId: string, input: z.output<typeof productTypeEditSchema>): Promise<ProductType> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== input.id) throw conflict('materials.productTypeCodeTaken', { code: input.code });
      if (!(await this.repo.findById(tenantId, input.id))) throw notFound();
      if (input.parentId) {
        await this.references.resolveOne(tenantId, 'productType', input.parentId, 'parentId');
        if (isSelfOrDescendant(await this.repo.links(tenantId), input.id, input.parentId))
          throw invalid('materials.productTypeLoop');
      }
      const row = await this.repo.update(tenantId, input.id, {
        code: input.code,
        name: input.name,
        parentId: input.parentId || null,
        sort: input.sort,
        remark: input.remark || null,
      });
      if (!row) throw notFound();
      return toDto((await this.repo.findById(tenantId, row.id))!);
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.lookups.lockForDelete(tenantId, id);
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'productType', row);
      await this.repo.delete(tenantId, id);
    });
  }
}
