import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createMaterials } from './material.resource.js';
import { DEMO_MATERIALS, DEMO_PRODUCT_TYPES, DEMO_PRODUCTS, DEMO_UNITS } from './materials.demo.js';
import { materialsMessages } from './materials.messages.js';
import { registerMaterialsRoutes } from './materials.routes.js';
import { materials, products, productTypes as productTypeTable } from './materials.table.js';
import { createProducts } from './product.resource.js';
import { createProductTypes } from './product-type.resource.js';
import { routingIdByCode } from './routing-by-code.js';
import { createUnits } from './unit.resource.js';

/** Units, materials, product types, products: builds the area's services, registers its reference providers and routes. */
export function createMaterialsModule(ctx: MasterDataContext) {
  registerAreaMessages(materialsMessages);
  const { db, references } = ctx;
  const units = createUnits(db, references);
  const materialService = createMaterials(db, references, units);
  const productTypes = createProductTypes(db, references);
  const productService = createProducts(db, references, units, productTypes);
  const services = {
    units,
    materials: materialService,
    productTypes,
    products: productService,
  };

  references.provide('unit', units.repo.lookups.provider());
  references.provide('material', materialService.repo.lookups.provider());
  references.provide('productType', productTypes.repo.lookups.provider());
  references.provide('product', productService.repo.lookups.provider());
  references.usedBy('unit', 'material', (tenantId, id, limit) =>
    materialService.repo.lookups.usersOf(tenantId, materials.unitId, id, limit),
  );
  references.usedBy('unit', 'product', (tenantId, id, limit) =>
    productService.repo.lookups.usersOf(tenantId, products.unitId, id, limit),
  );
  references.usedBy('productType', 'productType', (tenantId, id, limit) =>
    productTypes.repo.lookups.usersOf(tenantId, productTypeTable.parentId, id, limit),
  );
  references.usedBy('productType', 'product', (tenantId, id, limit) =>
    productService.repo.lookups.usersOf(tenantId, products.productTypeId, id, limit),
  );
  references.usedBy('routing', 'product', (tenantId, id, limit) =>
    productService.repo.lookups.usersOf(tenantId, products.routingId, id, limit),
  );

  return {
    services,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerMaterialsRoutes(app, guards, services, references);
    },
    /** The demo factory's units, materials, product types and products; skips codes that exist. */
    async seedDemo(tenantId: string): Promise<void> {
      const unitIds = new Map<string, string>();
      for (const unit of DEMO_UNITS) {
        const existing = await services.units.findByCode(tenantId, unit.code);
        unitIds.set(unit.code, existing?.id ?? (await services.units.add(tenantId, { ...unit, remark: null })).id);
      }
      for (const { unit, ...material } of DEMO_MATERIALS) {
        if (await services.materials.findByCode(tenantId, material.code)) continue;
        await services.materials.add(tenantId, { ...material, unitId: unitIds.get(unit)!, remark: null });
      }
      const typeIds = new Map<string, string>();
      for (const type of DEMO_PRODUCT_TYPES) {
        const existing = await services.productTypes.findByCode(tenantId, type.code);
        typeIds.set(
          type.code,
          existing?.id ?? (await services.productTypes.add(tenantId, { ...type, parentId: null, remark: null })).id,
        );
      }
      for (const { type, routing, ...product } of DEMO_PRODUCTS) {
        if (await services.products.findByCode(tenantId, product.code)) continue;
        await services.products.add(tenantId, {
          ...product,
          productTypeId: typeIds.get(type)!,
          unitId: unitIds.get('PCS')!,
          routingId: await routingIdByCode(references, tenantId, routing),
          remark: null,
        });
      }
    },
  };
}
