import {
  LANGUAGES,
  MATERIAL_ATTRIBUTES,
  MATERIAL_TYPES,
  type Material,
  materialApi,
  materialImportRoutes,
  materialImportRowSchema,
  type Product,
  productApi,
  productImportRoutes,
  productImportRowSchema,
  productTypeApi,
  unitApi,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../platform/errors.js';
import { registerSheetImport } from '../../platform/excel/sheet-import.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { type ReferenceRegistry, refKindName } from '../../platform/references/reference-registry.js';
import { type ResourceExport, registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { MaterialService } from './material.resource.js';
import type { ProductService } from './product.resource.js';
import type { ProductTypeService } from './product-type.resource.js';
import { routingIdByCode } from './routing-by-code.js';
import type { UnitService } from './unit.resource.js';

export interface MaterialsServices {
  units: UnitService;
  materials: MaterialService;
  productTypes: ProductTypeService;
  products: ProductService;
}

/** The materials export: the columns of the import template, names in the request language. */
const MATERIAL_EXPORT: ResourceExport<Material> = {
  sheet: 'materials.sheet.materials',
  fileName: 'materials',
  columns: [
    { header: 'materials.col.code', width: 20, value: (row) => row.code },
    { header: 'materials.col.name', width: 30, value: (row) => row.name },
    { header: 'materials.col.spec', width: 24, value: (row) => row.spec },
    { header: 'materials.col.type', width: 14, value: (row, text) => text(`materials.type.${row.type}`) },
    {
      header: 'materials.col.attribute',
      width: 14,
      value: (row, text) => text(`materials.attribute.${row.attribute}`),
    },
    { header: 'materials.col.unit', width: 10, value: (row) => row.unitCode },
    { header: 'materials.col.safetyStock', width: 14, value: (row) => row.safetyStock },
    { header: 'materials.col.remark', width: 30, value: (row) => row.remark },
  ],
};

const PRODUCT_EXPORT: ResourceExport<Product> = {
  sheet: 'materials.sheet.products',
  fileName: 'products',
  columns: [
    { header: 'materials.col.code', width: 20, value: (row) => row.code },
    { header: 'materials.col.name', width: 30, value: (row) => row.name },
    { header: 'materials.col.spec', width: 24, value: (row) => row.spec },
    { header: 'materials.col.productType', width: 16, value: (row) => row.productTypeCode },
    { header: 'materials.col.unit', width: 10, value: (row) => row.unitCode },
    { header: 'materials.col.routing', width: 16, value: (row) => row.routingCode },
    { header: 'materials.col.remark', width: 30, value: (row) => row.remark },
  ],
};

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A cell naming one of `values` by its key or its label in any language (`<prefix>.<value>`);
 * blank → undefined (the schema says it is required), anything else unchanged (the schema names it).
 */
export function enumCell(cell: string, values: readonly string[], prefix: string): string | undefined {
  if (cell.trim() === '') return undefined;
  const wanted = normalise(cell);
  for (const value of values) {
    if (normalise(value) === wanted) return value;
    if (LANGUAGES.some((language) => normalise(translate(language, `${prefix}.${value}` as MessageKey)) === wanted))
      return value;
  }
  return cell;
}

const blankToUndefined = (cell: string) => (cell === '' ? undefined : cell);
const numberCell = (cell: string) => (cell === '' ? undefined : Number(cell));

const unknownCode = (field: string, kind: 'unit' | 'productType' | 'routing', code: string) =>
  invalid('materials.unknownCode', { field, kind: refKindName(kind), code });

export function registerMaterialsRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: MaterialsServices,
  references: ReferenceRegistry,
) {
  const { units, materials, productTypes, products } = services;

  registerResourceRoutes(app, guards, unitApi, units);
  registerResourceRoutes(app, guards, productTypeApi, productTypes);

  registerResourceRoutes(app, guards, materialApi, materials, MATERIAL_EXPORT);

  registerResourceRoutes(app, guards, productApi, products, PRODUCT_EXPORT);

  registerSheetImport(app, guards, {
    routes: materialImportRoutes,
    sheetName: 'materials.sheet.materials',
    columns: [
      { key: 'code', header: 'materials.col.code', required: true, example: 'RM-0001' },
      { key: 'name', header: 'materials.col.name', required: true, example: 'Screw M4x10' },
      { key: 'spec', header: 'materials.col.spec', example: 'Zinc plated' },
      { key: 'type', header: 'materials.col.type', required: true, example: 'raw' },
      { key: 'attribute', header: 'materials.col.attribute', required: true, example: 'purchased' },
      { key: 'unitCode', header: 'materials.col.unit', required: true, example: 'PCS' },
      { key: 'safetyStock', header: 'materials.col.safetyStock', example: '100' },
      { key: 'remark', header: 'materials.col.remark' },
    ] as const,
    toInput: (cells) => ({
      code: cells.code,
      name: cells.name,
      spec: blankToUndefined(cells.spec),
      type: enumCell(cells.type, MATERIAL_TYPES, 'materials.type'),
      attribute: enumCell(cells.attribute, MATERIAL_ATTRIBUTES, 'materials.attribute'),
      unitCode: cells.unitCode,
      safetyStock: numberCell(cells.safetyStock),
      remark: blankToUndefined(cells.remark),
    }),
    schema: materialImportRowSchema,
    save: async (auth, { unitCode, ...fields }) => {
      const unit = await units.findByCode(auth.tenantId, unitCode);
      if (!unit) throw unknownCode('unitCode', 'unit', unitCode);
      return materials.add(auth.tenantId, { ...fields, unitId: unit.id });
    },
  });

  registerSheetImport(app, guards, {
    routes: productImportRoutes,
    sheetName: 'materials.sheet.products',
    columns: [
      { key: 'code', header: 'materials.col.code', required: true, example: 'FG-0001' },
      { key: 'name', header: 'materials.col.name', required: true, example: 'Desk fan' },
      { key: 'spec', header: 'materials.col.spec', example: '10" 35 W' },
      { key: 'productTypeCode', header: 'materials.col.productType', example: 'PT-FAN' },
      { key: 'unitCode', header: 'materials.col.unit', required: true, example: 'PCS' },
      { key: 'routingCode', header: 'materials.col.routing', example: 'R-FAN-D' },
      { key: 'remark', header: 'materials.col.remark' },
    ] as const,
    toInput: (cells) => ({
      code: cells.code,
      name: cells.name,
      spec: blankToUndefined(cells.spec),
      productTypeCode: blankToUndefined(cells.productTypeCode),
      unitCode: cells.unitCode,
      routingCode: blankToUndefined(cells.routingCode),
      remark: blankToUndefined(cells.remark),
    }),
    schema: productImportRowSchema,
    save: async (auth, { unitCode, productTypeCode, routingCode, ...fields }) => {
      const tenantId = auth.tenantId;
      const unit = await units.findByCode(tenantId, unitCode);
      if (!unit) throw unknownCode('unitCode', 'unit', unitCode);
      let productTypeId: string | null = null;
      if (productTypeCode) {
        const type = await productTypes.findByCode(tenantId, productTypeCode);
        if (!type) throw unknownCode('productTypeCode', 'productType', productTypeCode);
        productTypeId = type.id;
      }
      let routingId: string | null = null;
      if (routingCode) {
        routingId = await routingIdByCode(references, tenantId, routingCode);
        if (!routingId) throw unknownCode('routingCode', 'routing', routingCode);
      }
      return products.add(tenantId, { ...fields, unitId: unit.id, productTypeId, routingId });
    },
  });
}
