import type { CodedRef, Product, productSchemas } from '@takt/contracts';
import type { z } from 'zod';
import { findByIds } from '../../platform/db/chunked-lookup.js';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { products } from './materials.table.js';
import type { ProductTypeService } from './product-type.resource.js';
import type { UnitService } from './unit.resource.js';

/** Rows an export writes at most. */
export const PRODUCT_EXPORT_MAX = 20_000;

/**
 * Spec 001 §3 "Product" on the resource kit. Unit and product type are this area's; the routing
 * belongs to the processes area: checked and named through the reference registry. The
 * work-instruction binding waits for the work-instruction issue.
 */
export function createProducts(
  db: Database,
  references: ReferenceRegistry,
  units: UnitService,
  productTypes: ProductTypeService,
) {
  return new ResourceService<typeof products, Product, z.output<typeof productSchemas.add>>(db, references, {
    kind: 'product',
    table: products,
    codeTaken: 'materials.productCodeTaken',
    contains: { code: products.code, name: products.name, spec: products.spec },
    equals: { productTypeId: products.productTypeId, unitId: products.unitId, routingId: products.routingId },
    sortable: { spec: products.spec },
    detailUsedBy: true,
    exportMax: PRODUCT_EXPORT_MAX,
    values: async (tenantId, input) => {
      await references.resolveOne(tenantId, 'unit', input.unitId, 'unitId');
      if (input.productTypeId)
        await references.resolveOne(tenantId, 'productType', input.productTypeId, 'productTypeId');
      if (input.routingId) await references.resolveOne(tenantId, 'routing', input.routingId, 'routingId');
      return {
        spec: input.spec || null,
        productTypeId: input.productTypeId || null,
        unitId: input.unitId,
        routingId: input.routingId || null,
        remark: input.remark || null,
      };
    },
    toDtos: async (tenantId, rows) => {
      const unitOf = await findByIds(
        rows.map((row) => row.unitId),
        (ids) => units.repo.lookups.byIds(tenantId, ids),
      );
      const typeOf = await findByIds(
        rows.map((row) => row.productTypeId),
        (ids) => productTypes.repo.lookups.byIds(tenantId, ids),
      );
      const routingOf = await findByIds<CodedRef>(
        rows.map((row) => row.routingId),
        (ids) => references.options(tenantId, { kind: 'routing', ids, limit: ids.length }),
      );
      return rows.map((row) => {
        const unit = unitOf.get(row.unitId);
        const type = row.productTypeId ? typeOf.get(row.productTypeId) : undefined;
        const routing = row.routingId ? routingOf.get(row.routingId) : undefined;
        return {
          ...codedDto(row),
          spec: row.spec,
          productTypeId: row.productTypeId,
          productTypeCode: type?.code ?? null,
          productTypeName: type?.name ?? null,
          unitId: row.unitId,
          unitCode: unit?.code ?? '',
          unitName: unit?.name ?? '',
          routingId: row.routingId,
          routingCode: routing?.code ?? null,
          routingName: routing?.name ?? null,
          remark: row.remark,
        };
      });
    },
  });
}

export type ProductService = ReturnType<typeof createProducts>;
