import {
  LANGUAGES,
  productionPlanApi,
  productionPlanImportRoutes,
  productionPlanImportRowSchema,
  WORK_ORDER_BATCH_ACTIONS,
  WORK_ORDER_TYPES,
  type WorkOrder,
  type WorkOrderType,
  workOrderApi,
  workOrderImportRoutes,
  workOrderImportRowSchema,
  workSettingApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerSheetImport } from '../../platform/excel/sheet-import.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import { planExport } from './plan.resource.js';
import type { PlanService } from './plan.service.js';
import type { WorkOrderService } from './work-order.service.js';

/**
 * A plan date cell as `YYYY-MM-DD`: date cells arrive so already; `YYYY/MM/DD` (one-digit month
 * and day too) and `YYYY-M-D` are accepted; so is an Excel day number in a general-format cell.
 * Anything else stays as typed, for the schema to refuse.
 */
export function importDate(cell: string): string | undefined {
  const text = cell.trim();
  if (text === '') return undefined;
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]00:00(?::00)?)?$/.exec(text);
  if (parts) return `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
  // Excel's day numbers (1900 date system): 25569 is 1970-01-01; plausible years only.
  if (/^\d{5}$/.test(text)) {
    const serial = Number(text);
    if (serial >= 20000 && serial <= 80000) return new Date((serial - 25569) * 86_400_000).toISOString().slice(0, 10);
  }
  return text;
}

const optional = (cell: string) => (cell === '' ? undefined : cell);
const quantity = (cell: string) => (cell === '' ? undefined : /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell);

/** The order type from its label in any language, or its key. */
function orderType(cell: string): WorkOrderType | string | undefined {
  const text = cell.trim().toLowerCase();
  if (text === '') return undefined;
  for (const type of WORK_ORDER_TYPES) {
    if (type === text) return type;
    for (const language of LANGUAGES)
      if (translate(language, `workOrders.type.${type}` as MessageKey).toLowerCase() === text) return type;
  }
  return cell;
}

export function registerWorkOrderRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: { workOrders: WorkOrderService; plans: PlanService },
): void {
  const { workOrders, plans } = services;

  registerRoute(app, guards, workOrderApi.page, ({ auth, query }) => workOrders.page(auth.tenantId, query));
  registerRoute(app, guards, workOrderApi.detail, ({ auth, query }) => workOrders.detail(auth.tenantId, query.id));
  registerRoute(app, guards, workOrderApi.add, ({ auth, body }) => workOrders.add(auth.tenantId, body, auth.userId));
  registerRoute(app, guards, workOrderApi.edit, ({ auth, body }) => workOrders.edit(auth.tenantId, body));
  for (const action of WORK_ORDER_BATCH_ACTIONS)
    registerRoute(app, guards, workOrderApi[action], ({ auth, body, request }) =>
      workOrders.batch(auth.tenantId, action, body.ids, requestLanguage(request)),
    );

  registerDownload(app, guards, workOrderApi.export, async ({ auth, query, request }) => {
    const rows = await workOrders.exportRows(auth.tenantId, query);
    const language = requestLanguage(request);
    const text = (key: MessageKey) => translate(language, key);
    const data = writeWorkbook<WorkOrder>([
      {
        name: text('workOrders.sheet'),
        columns: [
          { header: text('workOrders.col.code'), width: 20, value: (row) => row.code },
          { header: text('workOrders.col.type'), width: 10, value: (row) => text(`workOrders.type.${row.type}`) },
          {
            header: text('workOrders.col.status'),
            width: 12,
            value: (row) => text(`workOrders.status.${row.status}`),
          },
          { header: text('workOrders.col.productCode'), width: 16, value: (row) => row.productCode },
          { header: text('workOrders.col.productName'), width: 24, value: (row) => row.productName },
          { header: text('workOrders.col.lineCode'), width: 12, value: (row) => row.lineCode },
          { header: text('workOrders.col.lineName'), width: 20, value: (row) => row.lineName },
          {
            header: text('workOrders.col.routing'),
            width: 14,
            value: (row) => (row.routingVersionNo ? `${row.routingCode} v${row.routingVersionNo}` : row.routingCode),
          },
          { header: text('workOrders.col.planQuantity'), width: 12, value: (row) => row.planQuantity },
          { header: text('workOrders.col.planDate'), width: 12, value: (row) => row.planDate },
          { header: text('workOrders.col.inputQuantity'), width: 10, value: (row) => row.inputQuantity },
          { header: text('workOrders.col.goodQuantity'), width: 10, value: (row) => row.goodQuantity },
          { header: text('workOrders.col.badQuantity'), width: 10, value: (row) => row.badQuantity },
          { header: text('workOrders.col.scrapQuantity'), width: 10, value: (row) => row.scrapQuantity },
          { header: text('workOrders.col.salesOrder'), width: 16, value: (row) => row.salesOrder },
          { header: text('workOrders.col.plan'), width: 16, value: (row) => row.planCode },
          { header: text('workOrders.col.notes'), width: 30, value: (row) => row.notes },
          { header: text('workOrders.col.createdAt'), width: 20, value: (row) => row.createdAt },
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('work-orders', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  registerSheetImport(app, guards, {
    routes: workOrderImportRoutes,
    sheetName: 'workOrders.sheet',
    columns: [
      { key: 'code', header: 'workOrders.col.code', required: true, example: 'WO-IMPORT-001' },
      { key: 'productName', header: 'workOrders.col.productName', required: true, example: 'Desk fan 10"' },
      { key: 'lineName', header: 'workOrders.col.lineName', required: true, example: 'Assembly line 1' },
      { key: 'type', header: 'workOrders.col.type', example: 'Normal' },
      { key: 'planQuantity', header: 'workOrders.col.planQuantity', required: true, example: '100' },
      { key: 'planDate', header: 'workOrders.col.planDate', required: true, example: '2026-12-01' },
      { key: 'salesOrder', header: 'workOrders.col.salesOrder', example: '' },
      { key: 'notes', header: 'workOrders.col.notes', example: '' },
    ] as const,
    toInput: (cells) => ({
      code: cells.code,
      productName: cells.productName,
      lineName: cells.lineName,
      type: orderType(cells.type),
      planQuantity: quantity(cells.planQuantity),
      planDate: importDate(cells.planDate),
      salesOrder: optional(cells.salesOrder),
      notes: optional(cells.notes),
    }),
    schema: workOrderImportRowSchema,
    save: (auth, row) => workOrders.importRow(auth.tenantId, row, auth.userId),
  });

  registerRoute(app, guards, workSettingApi.detail, ({ auth }) => workOrders.settings(auth.tenantId));
  registerRoute(app, guards, workSettingApi.edit, ({ auth, body }) => workOrders.editSettings(auth.tenantId, body));

  const { page, detail, delete: remove, export: exported } = productionPlanApi;
  registerResourceRoutes(app, guards, { page, detail, delete: remove, export: exported }, plans.resource, planExport);
  registerRoute(app, guards, productionPlanApi.add, ({ auth, body }) => plans.add(auth.tenantId, body, auth.userId));
  registerRoute(app, guards, productionPlanApi.edit, ({ auth, body }) => plans.edit(auth.tenantId, body));
  registerRoute(app, guards, productionPlanApi.close, ({ auth, body }) => plans.close(auth.tenantId, body.id));
  registerRoute(app, guards, productionPlanApi.generate, ({ auth, body }) =>
    plans.generate(auth.tenantId, body, auth.userId),
  );
  registerSheetImport(app, guards, {
    routes: productionPlanImportRoutes,
    sheetName: 'workOrders.plan.sheet',
    columns: [
      { key: 'code', header: 'workOrders.plan.col.code', example: '' },
      { key: 'productName', header: 'workOrders.col.productName', required: true, example: 'Desk fan 10"' },
      { key: 'lineName', header: 'workOrders.plan.col.lineName', example: '' },
      { key: 'planQuantity', header: 'workOrders.col.planQuantity', required: true, example: '1000' },
      { key: 'startDate', header: 'workOrders.plan.col.startDate', required: true, example: '2026-12-01' },
      { key: 'endDate', header: 'workOrders.plan.col.endDate', required: true, example: '2026-12-15' },
      { key: 'salesOrder', header: 'workOrders.col.salesOrder', example: '' },
      { key: 'notes', header: 'workOrders.col.notes', example: '' },
    ] as const,
    toInput: (cells) => ({
      code: optional(cells.code),
      productName: cells.productName,
      lineName: optional(cells.lineName),
      planQuantity: quantity(cells.planQuantity),
      startDate: importDate(cells.startDate),
      endDate: importDate(cells.endDate),
      salesOrder: optional(cells.salesOrder),
      notes: optional(cells.notes),
    }),
    schema: productionPlanImportRowSchema,
    save: (auth, row) => plans.importRow(auth.tenantId, row, auth.userId),
  });
}
