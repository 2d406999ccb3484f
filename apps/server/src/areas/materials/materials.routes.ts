import {
  type Material,
  materialApi,
  type Product,
  productApi,
  productTypeApi,
  unitApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import type { MaterialService } from './material.service.js';
import type { ProductService } from './product.service.js';
import type { ProductTypeService } from './product-type.service.js';
import type { UnitService } from './unit.service.js';

export interface MaterialsServices {
  units: UnitService;
  materials: MaterialService;
  productTypes: ProductTypeService;
  products: ProductService;
}

const textIn = (request: FastifyRequest) => (key: string) => translate(requestLanguage(request), key as MessageKey);

/** The materials export sheet: the columns of the import template, names in the request language. */
export function materialSheet(rows: Material[], text: (key: string) => string) {
  return {
    name: text('materials.sheet.materials'),
    columns: [
      { header: text('materials.col.code'), width: 20, value: (row: Material) => row.code },
      { header: text('materials.col.name'), width: 30, value: (row: Material) => row.name },
      { header: text('materials.col.spec'), width: 24, value: (row: Material) => row.spec },
      { header: text('materials.col.type'), width: 14, value: (row: Material) => text(`materials.type.${row.type}`) },
      {
        header: text('materials.col.attribute'),
        width: 14,
        value: (row: Material) => text(`materials.attribute.${row.attribute}`),
      },
      { header: text('materials.col.unit'), width: 10, value: (row: Material) => row.unitCode },
      { header: text('materials.col.safetyStock'), width: 14, value: (row: Material) => row.safetyStock },
      { header: text('materials.col.remark'), width: 30, value: (row: Material) => row.remark },
    ],
    rows,
  };
}

export function productSheet(rows: Product[], text: (key: string) => string) {
  return {
    name: text('materials.sheet.products'),
    columns: [
      { header: text('materials.col.code'), width: 20, value: (row: Product) => row.code },
      { header: text('materials.col.name'), width: 30, value: (row: Product) => row.name },
      { header: text('materials.col.spec'), width: 24, value: (row: Product) => row.spec },
      { header: text('materials.col.productType'), width: 16, value: (row: Product) => row.productTypeCode },
      { header: text('materials.col.unit'), width: 10, value: (row: Product) => row.unitCode },
      { header: text('materials.col.routing'), width: 16, value: (row: Product) => row.routingCode },
      { header: text('materials.col.remark'), width: 30, value: (row: Product) => row.remark },
    ],
    rows,
  };
}

export function registerMaterialsRoutes(app: FastifyInstance, guards: RouteGuards, services: MaterialsServices) {
  const { units, materials, productTypes, products } = services;

  registerRoute(app, guards, unitApi.page, ({ auth, query }) => units.page(auth.tenantId, query));
  registerRoute(app, guards, unitApi.add, ({ auth, body }) => units.add(auth.tenantId, body));
  registerRoute(app, guards, unitApi.edit, ({ auth, body }) => units.edit(auth.tenantId, body));
  registerRoute(app, guards, unitApi.delete, async ({ auth, body }) => {
    await units.delete(auth.tenantId, body.id);
    return null;
  });

  registerRoute(app, guards, materialApi.page, ({ auth, query }) => materials.page(auth.tenantId, query));
  registerRoute(app, guards, materialApi.detail, ({ auth, query }) => materials.detail(auth.tenantId, query.id));
  registerRoute(app, guards, materialApi.add, ({ auth, body }) => materials.add(auth.tenantId, body));
  registerRoute(app, guards, materialApi.edit, ({ auth, body }) => materials.edit(auth.tenantId, body));
  registerRoute(app, guards, materialApi.delete, async ({ auth, body }) => {
    await materials.delete(auth.tenantId, body.id);
    return null;
  });
  registerDownload(app, guards, materialApi.export, async ({ auth, query, request }) => {
    const rows = await materials.list(auth.tenantId, query);
    const data = writeWorkbook([materialSheet(rows, textIn(request))]);
    return { data, fileName: stampedName('materials', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  registerRoute(app, guards, productTypeApi.page, ({ auth, query }) => productTypes.page(auth.tenantId, query));
  registerRoute(app, guards, productTypeApi.add, ({ auth, body }) => productTypes.add(auth.tenantId, body));
  registerRoute(app, guards, productTypeApi.edit, ({ auth, body }) => productTypes.edit(auth.tenantId, body));
  registerRoute(app, guards, productTypeApi.delete, async ({ auth, body }) => {
    await productTypes.delete(auth.tenantId, body.id);
    return null;
  });

  registerRoute(app, guards, productApi.page, ({ auth, query }) => products.page(auth.tenantId, query));
  registerRoute(app, guards, productApi.detail, ({ auth, query }) => products.detail(auth.tenantId, query.id));
  registerRoute(app, guards, productApi.add, ({ auth, body }) => products.add(auth.tenantId, body));
  registerRoute(app, guards, productApi.edit, ({ auth, body }) => products.edit(auth.tenantId, body));
  registerRoute(app, guards, productApi.delete, async ({ auth, body }) => {
    await products.delete(auth.tenantId, body.id);
    return null;
  });
  registerDownload(app, guards, productApi.export, async ({ auth, query, request }) => {
    const rows = await products.list(auth.tenantId, query);
    const data = writeWorkbook([productSheet(rows, textIn(request))]);
    return { data, fileName: stampedName('products', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}
