import type { ProductType, productTypeSchemas } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { productTypes } from './materials.table.js';

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

/** Id and parent of every type of the enterprise (for the loop check of a move). */
function typeLinks(db: Database, tenantId: string) {
  return db.tenant(tenantId, (tx) =>
    tx
      .select({ id: productTypes.id, parentId: productTypes.parentId })
      .from(productTypes)
      .where(eq(productTypes.tenantId, tenantId)),
  );
}

/** Product types on the resource kit: a tree. A type with sub-types or products cannot be deleted. */
export function createProductTypes(db: Database, references: ReferenceRegistry) {
  const service: ResourceService<
    typeof productTypes,
    ProductType,
    z.output<typeof productTypeSchemas.add>
  > = new ResourceService(db, references, {
    kind: 'productType',
    table: productTypes,
    codeTaken: 'materials.productTypeCodeTaken',
    sortable: { sort: productTypes.sort },
    equals: { parentId: productTypes.parentId },
    values: async (tenantId, input, current) => {
      const parentId = input.parentId || null;
      if (parentId) {
        await references.resolveOne(tenantId, 'productType', parentId, 'parentId');
        if (current && isSelfOrDescendant(await typeLinks(db, tenantId), current.id, parentId))
          throw invalid('materials.productTypeLoop');
      }
      return { parentId, sort: input.sort, remark: input.remark || null };
    },
    toDtos: async (tenantId, rows) => {
      const parentIds = [...new Set(rows.flatMap((row) => (row.parentId ? [row.parentId] : [])))];
      const parents = new Map((await service.repo.lookups.byIds(tenantId, parentIds)).map((p) => [p.id, p]));
      return rows.map((row) => {
        const parent = row.parentId ? parents.get(row.parentId) : undefined;
        return {
          ...codedDto(row),
          parentId: row.parentId,
          parentCode: parent?.code ?? null,
          parentName: parent?.name ?? null,
          sort: row.sort,
          remark: row.remark,
        };
      });
    },
  });
  return service;
}

export type ProductTypeService = ReturnType<typeof createProductTypes>;
